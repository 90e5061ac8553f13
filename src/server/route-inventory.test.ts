/**
 * The route inventory (issue "Platform" item 2; docs/decisions/0008): every API route the app has, listed from the
 * app itself, with the status each of six callers gets (the sixth, `mentor`, is an account with the mentor role and
 * nothing else; docs/decisions/0022). A route without a row fails the test, and so does a row
 * whose route is gone: every new area adds its rows here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runAdminCommand } from './admin/commands';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { moduleResources, quizzes, userRoles, users } from './db/schema/index';
import { seedCourseContent } from './test/course-content';
import { newCertificateId } from './features/certificates/service';
import {
  createConfirmedAccount,
  disableEntryOnly,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from './test/accounts';
import { randomIp } from './test/test-app';

const suite = useAccountSuite();

const CALLERS = ['anonymous', 'signedIn', 'artist', 'agent', 'admin', 'mentor'] as const;
type Caller = (typeof CALLERS)[number];

/** What a row sends: the concrete path and body; the caller's cookie unless `cookie` is false. */
interface Sent {
  path: string;
  body?: BodyInit;
  json?: unknown;
  cookie?: boolean;
}

interface Row {
  /** How to call the route. */
  send: () => Sent;
  /** The status each caller gets. */
  expect: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  signedIn: status,
  artist: status,
  agent: status,
  admin: status,
  mentor: status,
});
/** Agents only: 401 without a session, 403 for everyone else signed in. */
const agentsOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  signedIn: 403,
  artist: 403,
  agent: status,
  admin: 403,
  mentor: 403,
});

/** Approved artists only (admins here are artists too): 401 without a session, 403 for the rest. */
const artistsOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  signedIn: 403,
  artist: status,
  agent: 403,
  admin: status,
  mentor: 403,
});

/** Any account a portal admits (docs/decisions/0015): 401 without a session, 403 for one that lost its access. */
const anyAccess = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  signedIn: 403,
  artist: status,
  agent: status,
  admin: status,
  mentor: status,
});

const ids = { withFile: '', toDelete: '', course: '', module: '', resource: '' };
/** Admins only: 401 without a session, 403 for everyone else signed in. */
const adminsOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  signedIn: 403,
  artist: 403,
  agent: 403,
  admin: status,
  mentor: 403,
});
const admin = (path: string) => `/api/admin/${path}`;
/** An id no submission has. */
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** The admin rows' fixtures: a quiz id (module 1's), and worksheet files put on the disk before the rows run. */
const adminIds = { quiz: '' };
const learning = (path: string) => `/api/learning/${path}`;
const program = (path: string) => `/api/program/${path}`;

/** The track fixtures: an approved artist's private track (version 1) and a comment on it by that artist. */
const trackIds = { track: '', comment: '' };
const tracksApi = (path: string) => `/api/tracks/${path}`;
/**
 * A route on the artist's private track: its learner, staff (admins and mentors) and agents (who do not see it: 404,
 * its existence never revealed).
 */
const onPrivateTrack = (learner: number, admin: number, mentor: number): Record<Caller, number> => ({
  anonymous: 401,
  signedIn: 403,
  artist: learner,
  agent: 404,
  admin,
  mentor,
});
/** The artist's private press kit (its slug, made by the fixture below). */
const pressKit = { slug: '' };
/** A route on the artist's private press kit: its learner, admins and mentors; anyone else 404. */
const onPrivateKit = (status: number): Record<Caller, number> => ({
  anonymous: 404,
  signedIn: 404,
  artist: status,
  agent: 404,
  admin: status,
  mentor: status,
});
/** A WAV of 4 s: 2 s of a sine, then silence (generated once, see test/fixtures/audio). */
const FIXTURE_WAV = path.join(import.meta.dirname, 'test/fixtures/audio/sine-then-silence.wav');

const uploadForm = () => {
  const form = new FormData();
  form.append('title', 'Inventory');
  return form;
};

/** One row per `METHOD path` as Hono lists it. */
const INVENTORY: Record<string, Row> = {
  'POST /api/contact': { send: () => ({ path: '/api/contact', json: {} }), expect: everyone(400) },
  'POST /api/enrollment-applications': {
    send: () => ({ path: '/api/enrollment-applications', json: {} }),
    expect: everyone(400),
  },
  'POST /api/touring-inquiries': {
    send: () => ({ path: '/api/touring-inquiries', json: {} }),
    expect: everyone(400),
  },
  'POST /api/program-applications': {
    send: () => ({ path: '/api/program-applications', json: {} }),
    expect: everyone(400),
  },
  'POST /api/auth/sign-up': { send: () => ({ path: '/api/auth/sign-up', json: {} }), expect: everyone(400) },
  'POST /api/auth/sign-in': { send: () => ({ path: '/api/auth/sign-in', json: {} }), expect: everyone(400) },
  // Without the caller's cookie, so the inventory does not end its sessions; signing out needs no session.
  'POST /api/auth/sign-out': {
    send: () => ({ path: '/api/auth/sign-out', json: {}, cookie: false }),
    expect: everyone(200),
  },
  'GET /api/auth/session': { send: () => ({ path: '/api/auth/session' }), expect: everyone(200) },
  'POST /api/auth/forgot-password': {
    send: () => ({ path: '/api/auth/forgot-password', json: {} }),
    expect: everyone(400),
  },
  'POST /api/auth/reset-password/check': {
    send: () => ({ path: '/api/auth/reset-password/check', json: {} }),
    expect: everyone(400),
  },
  'POST /api/auth/reset-password': {
    send: () => ({ path: '/api/auth/reset-password', json: {} }),
    expect: everyone(400),
  },
  'POST /api/auth/confirm-email': {
    send: () => ({ path: '/api/auth/confirm-email', json: {} }),
    expect: everyone(400),
  },
  'POST /api/auth/resend-confirmation': {
    send: () => ({ path: '/api/auth/resend-confirmation', json: {} }),
    expect: everyone(400),
  },
  'POST /api/rpc/is_artist_approved': {
    send: () => ({ path: '/api/rpc/is_artist_approved', json: { p_email: 'someone@example.com' } }),
    expect: everyone(200),
  },
  'POST /api/rpc/is_agent_approved': {
    send: () => ({ path: '/api/rpc/is_agent_approved', json: { p_email: 'someone@example.com' } }),
    expect: everyone(200),
  },
  'GET /api/departments': { send: () => ({ path: '/api/departments' }), expect: agentsOnly(200) },
  'GET /api/departments/:slug': { send: () => ({ path: '/api/departments/anr' }), expect: agentsOnly(200) },
  'GET /api/departments/:slug/resources': {
    send: () => ({ path: '/api/departments/anr/resources' }),
    expect: agentsOnly(200),
  },
  'POST /api/departments/:slug/resources': {
    send: () => ({ path: '/api/departments/anr/resources', body: uploadForm() }),
    expect: agentsOnly(201),
  },
  'POST /api/resources/:id/download-url': {
    send: () => ({ path: `/api/resources/${ids.withFile}/download-url` }),
    expect: agentsOnly(200),
  },
  'DELETE /api/resources/:id': {
    send: () => ({ path: `/api/resources/${ids.toDelete}` }),
    expect: agentsOnly(204),
  },
  'GET /api/courses': { send: () => ({ path: '/api/courses' }), expect: everyone(200) },
  'GET /api/workshops': { send: () => ({ path: '/api/workshops' }), expect: everyone(200) },
  'GET /api/learning/courses/:courseId': {
    send: () => ({ path: learning(`courses/${ids.course}`) }),
    expect: artistsOnly(200),
  },
  // The program's course, for the members dashboard.
  'GET /api/learning/program': { send: () => ({ path: learning('program') }), expect: artistsOnly(200) },
  // The artist and the admin enrolled in beforeAll: a second enrolment is refused.
  'POST /api/learning/courses/:courseId/enrollment': {
    send: () => ({ path: learning(`courses/${ids.course}/enrollment`) }),
    expect: artistsOnly(409),
  },
  'GET /api/learning/modules/:moduleId': {
    send: () => ({ path: learning(`modules/${ids.module}`) }),
    expect: artistsOnly(200),
  },
  'POST /api/learning/modules/:moduleId/progress': {
    send: () => ({ path: learning(`modules/${ids.module}/progress`), json: { step: 'opened' } }),
    expect: artistsOnly(200),
  },
  'PUT /api/learning/modules/:moduleId/playback': {
    send: () => ({
      path: learning(`modules/${ids.module}/playback`),
      json: { positionSeconds: 1, playedSeconds: 1 },
    }),
    expect: artistsOnly(200),
  },
  'GET /api/learning/modules/:moduleId/video': {
    send: () => ({ path: learning(`modules/${ids.module}/video`) }),
    expect: artistsOnly(200),
  },
  'PUT /api/learning/modules/:moduleId/notes': {
    send: () => ({ path: learning(`modules/${ids.module}/notes`), json: { notes: 'Inventory notes' } }),
    expect: artistsOnly(200),
  },
  'PUT /api/learning/modules/:moduleId/worksheet/answers/:promptIndex': {
    send: () => ({
      path: learning(`modules/${ids.module}/worksheet/answers/0`),
      json: { answer: 'Inventory answer' },
    }),
    expect: artistsOnly(200),
  },
  'GET /api/learning/modules/:moduleId/captions': {
    send: () => ({ path: learning(`modules/${ids.module}/captions`) }),
    expect: artistsOnly(200),
  },
  // Module 1's blank worksheet, from the content folder.
  'GET /api/learning/modules/:moduleId/worksheet': {
    send: () => ({ path: learning(`modules/${ids.module}/worksheet`) }),
    expect: artistsOnly(200),
  },
  // A form without a file.
  'POST /api/learning/modules/:moduleId/worksheet/upload': {
    send: () => ({ path: learning(`modules/${ids.module}/worksheet/upload`), body: new FormData() }),
    expect: artistsOnly(400),
  },
  // Nobody here has uploaded a filled worksheet.
  'GET /api/learning/modules/:moduleId/worksheet/upload': {
    send: () => ({ path: learning(`modules/${ids.module}/worksheet/upload`) }),
    expect: artistsOnly(404),
  },
  'GET /api/learning/modules/:moduleId/quiz/questions': {
    send: () => ({ path: learning(`modules/${ids.module}/quiz/questions`) }),
    expect: artistsOnly(200),
  },
  'POST /api/learning/modules/:moduleId/quiz/attempts': {
    send: () => ({ path: learning(`modules/${ids.module}/quiz/attempts`), json: { answers: {} } }),
    expect: artistsOnly(400),
  },
  // Module 1 lacks its evidence for everyone here (video, worksheet, quiz): the completion is refused.
  'POST /api/learning/modules/:moduleId/complete': {
    send: () => ({ path: learning(`modules/${ids.module}/complete`) }),
    expect: artistsOnly(409),
  },
  'GET /api/learning/resources/:resourceId': {
    send: () => ({ path: learning(`resources/${ids.resource}`) }),
    expect: artistsOnly(200),
  },
  // The members dashboard in one request (profile, the program's course, achievements).
  'GET /api/program/dashboard': { send: () => ({ path: program('dashboard') }), expect: artistsOnly(200) },
  'GET /api/directory': { send: () => ({ path: '/api/directory' }), expect: artistsOnly(200) },
  'GET /api/directory/profile': {
    send: () => ({ path: '/api/directory/profile' }),
    expect: artistsOnly(200),
  },
  'PUT /api/directory/profile': {
    send: () => ({ path: '/api/directory/profile', json: { stageName: 'Inventory', isPublic: false } }),
    expect: artistsOnly(200),
  },
  'GET /api/certificates': { send: () => ({ path: '/api/certificates' }), expect: artistsOnly(200) },
  // Nobody here has a certificate: an id that is not the caller's is a 404 to every approved artist.
  'GET /api/certificates/:certificateId': {
    send: () => ({ path: `/api/certificates/${newCertificateId()}` }),
    expect: artistsOnly(404),
  },
  'GET /api/certificates/:certificateId/pdf': {
    send: () => ({ path: `/api/certificates/${newCertificateId()}/pdf` }),
    expect: artistsOnly(404),
  },
  // Its learner and staff (admins, mentors): an id no certificate has is a 404 to every account a portal admits.
  'GET /api/certificates/:certificateId/credential': {
    send: () => ({ path: `/api/certificates/${newCertificateId()}/credential` }),
    expect: anyAccess(404),
  },
  'GET /api/certificates/:certificateId/badge.png': {
    send: () => ({ path: `/api/certificates/${newCertificateId()}/badge.png` }),
    expect: anyAccess(404),
  },
  'GET /api/verify/:certificateId': {
    send: () => ({ path: `/api/verify/${newCertificateId()}` }),
    expect: everyone(404),
  },
  // A file that is no credential at all: checked by anyone (rate-limited per IP), refused as not JSON or PNG.
  'POST /api/credentials/verify': {
    send: () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([0xff, 0x00])]), 'x.bin');
      return { path: '/api/credentials/verify', body: form };
    },
    expect: everyone(400),
  },
  'GET /api/admin/modules': { send: () => ({ path: admin('modules') }), expect: adminsOnly(200) },
  // A file the bucket does not have: refused after the guard, so nothing changes.
  'PUT /api/admin/modules/:moduleId/video': {
    send: () => ({
      path: admin(`modules/${ids.module}/video`),
      json: { fileName: 'no-such-file.webm' },
    }),
    expect: adminsOnly(404),
  },
  'PUT /api/admin/modules/:moduleId/worksheet': {
    send: () => ({
      path: admin(`modules/${ids.module}/worksheet`),
      json: { fileName: 'no-such-file.pdf' },
    }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/quizzes': { send: () => ({ path: admin('quizzes') }), expect: adminsOnly(200) },
  'GET /api/admin/settings': { send: () => ({ path: admin('settings') }), expect: adminsOnly(200) },
  // Module 1 has its quiz from the course content: a second one is refused.
  'POST /api/admin/quizzes': {
    send: () => ({ path: admin('quizzes'), json: { moduleId: ids.module } }),
    expect: adminsOnly(409),
  },
  'GET /api/admin/quizzes/:quizId/questions': {
    send: () => ({ path: admin(`quizzes/${adminIds.quiz}/questions`) }),
    expect: adminsOnly(200),
  },
  'POST /api/admin/quizzes/:quizId/questions': {
    send: () => ({ path: admin(`quizzes/${adminIds.quiz}/questions`), json: {} }),
    expect: adminsOnly(400),
  },
  // Course content from the browser (docs/decisions/0017): refused after the guard, so nothing changes.
  'PATCH /api/admin/modules/:moduleId': {
    send: () => ({ path: admin(`modules/${ids.module}`), json: {} }),
    expect: adminsOnly(400),
  },
  'PUT /api/admin/quizzes/:quizId/questions/order': {
    send: () => ({ path: admin(`quizzes/${adminIds.quiz}/questions/order`), json: { questionIds: [] } }),
    expect: adminsOnly(400),
  },
  'PATCH /api/admin/quizzes/:quizId/questions/:questionId': {
    send: () => ({
      path: admin(`quizzes/${adminIds.quiz}/questions/${MISSING_ID}`),
      json: { question: 'Inventory?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' },
    }),
    expect: adminsOnly(404),
  },
  'DELETE /api/admin/quizzes/:quizId/questions/:questionId': {
    send: () => ({ path: admin(`quizzes/${adminIds.quiz}/questions/${MISSING_ID}`) }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/allow-lists/:list': {
    send: () => ({ path: admin('allow-lists/agent?state=enabled') }),
    expect: adminsOnly(200),
  },
  // An address sign-up would refuse: a field error after the guard, so nothing is added or recorded.
  'POST /api/admin/allow-lists/:list': {
    send: () => ({ path: admin('allow-lists/artist'), json: { email: 'not an email' } }),
    expect: adminsOnly(400),
  },
  // An entry that does not exist: found missing only after the guard.
  'GET /api/admin/allow-lists/:list/:id': {
    send: () => ({ path: admin(`allow-lists/artist/${MISSING_ID}`) }),
    expect: adminsOnly(404),
  },
  'PATCH /api/admin/allow-lists/:list/:id': {
    send: () => ({ path: admin(`allow-lists/agent/${MISSING_ID}`), json: { isEnabled: false } }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/people': { send: () => ({ path: admin('people?filter=admins') }), expect: adminsOnly(200) },
  // An account that does not exist: found missing only after the guard, so nothing changes or is recorded.
  'GET /api/admin/people/:userId': {
    send: () => ({ path: admin(`people/${MISSING_ID}`) }),
    expect: adminsOnly(404),
  },
  'POST /api/admin/people/:userId/modules/:moduleId/quiz-reset': {
    send: () => ({ path: admin(`people/${MISSING_ID}/modules/${ids.module}/quiz-reset`) }),
    expect: adminsOnly(404),
  },
  'POST /api/admin/people/:userId/modules/:moduleId/unlock': {
    send: () => ({ path: admin(`people/${MISSING_ID}/modules/${ids.module}/unlock`) }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/people/:userId/modules/:moduleId/worksheet-upload': {
    send: () => ({ path: admin(`people/${MISSING_ID}/modules/${ids.module}/worksheet-upload`) }),
    expect: adminsOnly(404),
  },
  'PUT /api/admin/people/:userId/admin': {
    send: () => ({ path: admin(`people/${MISSING_ID}/admin`), json: { admin: true, mentor: false } }),
    expect: adminsOnly(404),
  },
  'PUT /api/admin/people/:userId/disabled': {
    send: () => ({ path: admin(`people/${MISSING_ID}/disabled`), json: { disabled: true } }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/audit': {
    send: () => ({ path: admin('audit?kind=admin.granted') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/funnel': {
    send: () => ({ path: admin('insights/funnel?cohort=2026-01') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/stops': {
    send: () => ({ path: admin('insights/stops') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/item-analysis': {
    send: () => ({ path: admin('insights/item-analysis?round=all') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/video-engagement': {
    send: () => ({ path: admin('insights/video-engagement') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/cohorts': {
    send: () => ({ path: admin('insights/cohorts') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/insights/:csv/export.csv': {
    send: () => ({ path: admin('insights/item-analysis/export.csv?round=first') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/inbox/counts': { send: () => ({ path: admin('inbox/counts') }), expect: adminsOnly(200) },
  'GET /api/admin/inbox/:kind': {
    send: () => ({ path: admin('inbox/contact-messages') }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/inbox/:kind/export.csv': {
    send: () => ({ path: admin('inbox/touring-inquiries/export.csv') }),
    expect: adminsOnly(200),
  },
  // A submission that does not exist: found missing only after the guard.
  'GET /api/admin/inbox/:kind/:id': {
    send: () => ({ path: admin(`inbox/contact-messages/${MISSING_ID}`) }),
    expect: adminsOnly(404),
  },
  'PATCH /api/admin/inbox/:kind/:id': {
    send: () => ({ path: admin(`inbox/contact-messages/${MISSING_ID}`), json: { status: 'done' } }),
    expect: adminsOnly(404),
  },
  'POST /api/admin/inbox/:kind/:id/approve': {
    send: () => ({ path: admin(`inbox/program-applications/${MISSING_ID}/approve`) }),
    expect: adminsOnly(404),
  },
  'POST /api/admin/inbox/:kind/:id/decline': {
    send: () => ({ path: admin(`inbox/artist-intake/${MISSING_ID}/decline`) }),
    expect: adminsOnly(404),
  },
  'POST /api/admin/inbox/:kind/:id/notes': {
    send: () => ({ path: admin(`inbox/program-applications/${MISSING_ID}/notes`), json: { note: 'Hi' } }),
    expect: adminsOnly(404),
  },
  'GET /api/admin/emails': { send: () => ({ path: admin('emails?status=failed') }), expect: adminsOnly(200) },
  'GET /api/admin/emails/counts': { send: () => ({ path: admin('emails/counts') }), expect: adminsOnly(200) },
  // An email that does not exist: found missing only after the guard, so nothing is retried or recorded.
  'POST /api/admin/emails/:id/retry': {
    send: () => ({ path: admin(`emails/${MISSING_ID}/retry`) }),
    expect: adminsOnly(404),
  },
  // Public (a signed token, no session): a token the server did not sign is refused for everyone.
  'POST /api/unsubscribe': {
    send: () => ({ path: '/api/unsubscribe?token=bm90LWEtdXNlcg.not-a-signature' }),
    expect: everyone(400),
  },
  'GET /api/admin/buckets/:bucket/files': {
    send: () => ({ path: admin('buckets/program-worksheets/files') }),
    expect: adminsOnly(200),
  },
  // A form without a file.
  'POST /api/admin/buckets/:bucket/files': {
    send: () => ({ path: admin('buckets/program-worksheets/files'), body: new FormData() }),
    expect: adminsOnly(400),
  },
  'GET /api/admin/buckets/:bucket/files/:fileName': {
    send: () => ({ path: admin('buckets/program-worksheets/files/inventory-open.pdf') }),
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/buckets/:bucket/files/:fileName': {
    send: () => ({
      path: admin('buckets/program-worksheets/files/inventory-rename.pdf'),
      json: { name: 'inventory-renamed' },
    }),
    expect: adminsOnly(200),
  },
  'DELETE /api/admin/buckets/:bucket/files/:fileName': {
    send: () => ({ path: admin('buckets/program-worksheets/files/inventory-delete.pdf') }),
    expect: adminsOnly(200),
  },
  'GET /api/program-files/:bucket': {
    send: () => ({ path: '/api/program-files/program-videos' }),
    expect: artistsOnly(200),
  },
  'GET /api/program-files/:bucket/:fileName': {
    send: () => ({ path: '/api/program-files/program-worksheets/inventory-open.pdf' }),
    expect: artistsOnly(200),
  },
  'GET /api/account': { send: () => ({ path: '/api/account' }), expect: anyAccess(200) },
  'PATCH /api/account': {
    send: () => ({ path: '/api/account', json: { name: 'Inventory Name' } }),
    expect: anyAccess(200),
  },
  // A wrong current password: refused after the guard, so no password changes and no session ends.
  'POST /api/account/password': {
    send: () => ({
      path: '/api/account/password',
      json: { currentPassword: 'Wr0ng!Password', newPassword: 'N3w!Passw0rd' },
    }),
    expect: anyAccess(400),
  },
  'GET /api/tracks': { send: () => ({ path: '/api/tracks' }), expect: anyAccess(200) },
  // A form without a file: refused after the guard (approved artists upload; the admin here is one too).
  'POST /api/tracks': {
    send: () => ({ path: '/api/tracks', body: uploadForm() }),
    expect: { anonymous: 401, signedIn: 403, artist: 400, agent: 403, admin: 400, mentor: 403 },
  },
  'GET /api/tracks/:id': {
    send: () => ({ path: tracksApi(trackIds.track) }),
    expect: onPrivateTrack(200, 200, 200),
  },
  'PATCH /api/tracks/:id': {
    send: () => ({ path: tracksApi(trackIds.track), json: { notes: 'Inventory notes' } }),
    expect: onPrivateTrack(200, 403, 403),
  },
  // A track that does not exist: found missing only after the guard, so nothing is deleted.
  'DELETE /api/tracks/:id': {
    send: () => ({ path: tracksApi(MISSING_ID) }),
    expect: anyAccess(404),
  },
  // A form without a file: the learner is refused for the missing file, everyone else before the body is read.
  'POST /api/tracks/:id/versions': {
    send: () => ({ path: tracksApi(`${trackIds.track}/versions`), body: new FormData() }),
    expect: onPrivateTrack(400, 403, 403),
  },
  'GET /api/tracks/:id/versions/:n/audio': {
    send: () => ({ path: tracksApi(`${trackIds.track}/versions/1/audio`) }),
    expect: onPrivateTrack(200, 200, 200),
  },
  // The original file to download: its learner and staff; agents do not see this private track (404).
  'GET /api/tracks/:id/versions/:n/file': {
    send: () => ({ path: tracksApi(`${trackIds.track}/versions/1/file`) }),
    expect: onPrivateTrack(200, 200, 200),
  },
  'GET /api/tracks/:id/versions/:n/comments': {
    send: () => ({ path: tracksApi(`${trackIds.track}/versions/1/comments`) }),
    expect: onPrivateTrack(200, 200, 200),
  },
  'POST /api/tracks/:id/versions/:n/comments': {
    send: () => ({
      path: tracksApi(`${trackIds.track}/versions/1/comments`),
      json: { positionMs: 1000, body: 'Inventory feedback' },
    }),
    expect: onPrivateTrack(201, 201, 201),
  },
  'POST /api/track-comments/:id/replies': {
    send: () => ({
      path: `/api/track-comments/${trackIds.comment}/replies`,
      json: { body: 'Inventory reply' },
    }),
    expect: {
      anonymous: 401,
      signedIn: 403,
      artist: 201,
      agent: 404,
      admin: 201,
      mentor: 201,
    },
  },
  // Only the learner resolves; staff see the comment but may not.
  'PUT /api/track-comments/:id/resolved': {
    send: () => ({ path: `/api/track-comments/${trackIds.comment}/resolved`, json: { resolved: true } }),
    expect: {
      anonymous: 401,
      signedIn: 403,
      artist: 200,
      agent: 404,
      admin: 403,
      mentor: 403,
    },
  },
  'GET /api/feedback/tracks': { send: () => ({ path: '/api/feedback/tracks' }), expect: anyAccess(200) },
  // An account that does not exist: found missing only after the guard, so nothing changes or is recorded.
  'PUT /api/admin/people/:userId/mentor': {
    send: () => ({ path: admin(`people/${MISSING_ID}/mentor`), json: { mentor: true } }),
    expect: adminsOnly(404),
  },
  // A certificate nobody has: refused after the guard, so nothing is revoked.
  'POST /api/admin/people/:userId/certificates/:certificateId/revoke': {
    send: () => ({
      path: admin(`people/${MISSING_ID}/certificates/${newCertificateId()}/revoke`),
      json: { reason: 'Inventory' },
    }),
    expect: adminsOnly(404),
  },
  'DELETE /api/admin/people/:userId': {
    send: () => ({ path: admin(`people/${MISSING_ID}`) }),
    expect: adminsOnly(404),
  },
  // The link is signed, not the session: an unsigned one is refused for everyone.
  'GET /api/downloads/:id': {
    send: () => ({ path: `/api/downloads/${ids.withFile}` }),
    expect: everyone(403),
  },
  // The press kits (docs/decisions/0023). The artist's kit is private, with a photo and the artist's track featured:
  // its learner, admins and mentors read it, anyone else gets 404 as for a slug no kit has.
  'GET /api/epk/:slug': { send: () => ({ path: `/api/epk/${pressKit.slug}` }), expect: onPrivateKit(200) },
  'GET /api/epk/:slug/photo/:width': {
    send: () => ({ path: `/api/epk/${pressKit.slug}/photo/320` }),
    expect: onPrivateKit(200),
  },
  'GET /api/epk/:slug/card.png': {
    send: () => ({ path: `/api/epk/${pressKit.slug}/card.png` }),
    expect: onPrivateKit(200),
  },
  'GET /api/epk/:slug/pdf': {
    send: () => ({ path: `/api/epk/${pressKit.slug}/pdf` }),
    expect: onPrivateKit(200),
  },
  'GET /api/epk/:slug/tracks/:trackId/audio': {
    send: () => ({ path: `/api/epk/${pressKit.slug}/tracks/${trackIds.track}/audio` }),
    expect: onPrivateKit(200),
  },
  'GET /api/press-kit': { send: () => ({ path: '/api/press-kit' }), expect: artistsOnly(200) },
  // A field of the wrong type: refused after the guard, so the kit stays as the fixture made it.
  'PUT /api/press-kit': {
    send: () => ({ path: '/api/press-kit', json: { showCertificate: 'yes' } }),
    expect: artistsOnly(400),
  },
  'PUT /api/press-kit/publication': {
    send: () => ({ path: '/api/press-kit/publication', json: { published: false } }),
    expect: artistsOnly(200),
  },
  // A form without a file: refused after the guard.
  'POST /api/press-kit/photo': {
    send: () => ({ path: '/api/press-kit/photo', body: new FormData() }),
    expect: artistsOnly(400),
  },
  // After the rows reading the photo.
  'DELETE /api/press-kit/photo': { send: () => ({ path: '/api/press-kit/photo' }), expect: artistsOnly(200) },
  'GET /api/agent/artists': { send: () => ({ path: '/api/agent/artists' }), expect: agentsOnly(200) },
  // The API's description: public; its reference and the reference's script, admins only.
  'GET /api/openapi.json': { send: () => ({ path: '/api/openapi.json' }), expect: everyone(200) },
  'GET /api/docs': { send: () => ({ path: '/api/docs' }), expect: adminsOnly(200) },
  'GET /api/docs/scalar.js': { send: () => ({ path: '/api/docs/scalar.js' }), expect: adminsOnly(200) },
};

const cookies = {} as Record<Caller, string>;

beforeAll(async () => {
  const { t } = suite;
  const make = async (portal: 'artist' | 'agent') => {
    const email = uniqueEmail(portal);
    await createConfirmedAccount(t, { email, portal });
    return { email, cookie: await signInCookie(t, { email, portal }) };
  };
  cookies.anonymous = '';
  cookies.artist = (await make('artist')).cookie;
  cookies.agent = (await make('agent')).cookie;
  const formerArtist = await make('artist');
  await disableEntryOnly(t, 'artist', formerArtist.email);
  cookies.signedIn = formerArtist.cookie;
  const admin = await make('artist');
  await runAdminCommand(t.database.db, { name: 'grant-admin', email: admin.email });
  cookies.admin = admin.cookie;
  // A mentor and nothing else: an account whose artist entry is disabled, with the mentor role.
  const mentor = await make('artist');
  await disableEntryOnly(t, 'artist', mentor.email);
  const [mentorUser] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, mentor.email));
  await t.database.db.insert(userRoles).values({ userId: mentorUser!.id, role: 'mentor' });
  cookies.mentor = mentor.cookie;

  const add = async (withFile: boolean) => {
    const form = uploadForm();
    if (withFile) form.append('file', new Blob(['inventory\n']), 'inventory.txt');
    const response = await t.app.request('/api/departments/anr/resources', {
      method: 'POST',
      headers: { cookie: cookies.agent },
      body: form,
    });
    return ((await response.json()) as { resource: { id: string } }).resource.id;
  };
  ids.withFile = await add(true);
  ids.toDelete = await add(false);

  const seeded = await seedCourseContent(t);
  ids.course = seeded.courseId;
  ids.module = seeded.moduleIds[0]!;
  const [resource] = await t.database.db
    .select({ id: moduleResources.id })
    .from(moduleResources)
    .where(eq(moduleResources.moduleId, ids.module));
  ids.resource = resource!.id;
  for (const caller of ['artist', 'admin'] as const)
    await t.app.request(learning(`courses/${ids.course}/enrollment`), {
      method: 'POST',
      headers: { cookie: cookies[caller], 'x-forwarded-for': randomIp() },
    });
});

beforeAll(async () => {
  const { t } = suite;
  const [quiz] = await t.database.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.moduleId, ids.module));
  adminIds.quiz = quiz!.id;
  const pdf = '%PDF-1.4\n%%EOF\n';
  for (const name of ['inventory-open', 'inventory-rename', 'inventory-delete'])
    await t.deps.disk.put(`program-worksheets/${name}.pdf`, pdf);
});

beforeAll(async () => {
  const { t } = suite;
  const form = new FormData();
  form.append('title', 'Inventory track');
  form.append('file', new Blob([await fs.readFile(FIXTURE_WAV)]), 'inventory.wav');
  const created = await t.app.request('/api/tracks', {
    method: 'POST',
    headers: { cookie: cookies.artist, 'x-forwarded-for': randomIp() },
    body: form,
  });
  if (created.status !== 201)
    throw new Error(`track upload failed: ${created.status} ${await created.text()}`);
  trackIds.track = ((await created.json()) as { track: { id: string } }).track.id;
  const comment = await t.app.request(tracksApi(`${trackIds.track}/versions/1/comments`), {
    method: 'POST',
    headers: { cookie: cookies.artist, 'x-forwarded-for': randomIp(), 'content-type': 'application/json' },
    body: JSON.stringify({ positionMs: 500, body: 'A note to self' }),
  });
  trackIds.comment = ((await comment.json()) as { id: string }).id;
});

beforeAll(async () => {
  const { t } = suite;
  const headers = { cookie: cookies.artist, 'x-forwarded-for': randomIp() };
  const form = new FormData();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
  const uploaded = await t.app.request('/api/press-kit/photo', { method: 'POST', headers, body: form });
  if (uploaded.status !== 200)
    throw new Error(`photo upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const saved = await t.app.request('/api/press-kit', {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ stageName: 'Inventory Artist', featuredTrackIds: [trackIds.track] }),
  });
  if (saved.status !== 200) throw new Error(`press kit failed: ${saved.status} ${await saved.text()}`);
  pressKit.slug = ((await saved.json()) as { pressKit: { slug: string } }).pressKit.slug;
});

/**
 * Every API route of the app as its OpenAPI document declares it (docs/decisions/0025), as `METHOD path`. That the
 * document declares every route the app has is features/api-docs/api-docs.test.ts.
 */
async function apiRoutes(): Promise<string[]> {
  const answer = await suite.t.app.request('/api/openapi.json');
  const document = (await answer.json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  return routes.sort();
}

describe('the route inventory', () => {
  it('has a row for every API route, and a route for every row', async () => {
    expect(await apiRoutes()).toEqual(Object.keys(INVENTORY).sort());
  });

  it.each(Object.entries(INVENTORY))('%s answers each caller as listed', async (route, row) => {
    const method = route.split(' ')[0]!;
    const got: Partial<Record<Caller, number>> = {};
    // Agents last: their call may delete what the others' calls point at.
    for (const caller of [...CALLERS].sort((a, b) => Number(a === 'agent') - Number(b === 'agent'))) {
      const sent = row.send();
      const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
      if (sent.cookie !== false && cookies[caller]) headers.cookie = cookies[caller];
      if (sent.json !== undefined) headers['content-type'] = 'application/json';
      const response = await suite.t.app.request(sent.path, {
        method,
        headers,
        body: sent.json !== undefined ? JSON.stringify(sent.json) : sent.body,
      });
      got[caller] = response.status;
    }
    expect(got).toEqual(row.expect);
  });
});
