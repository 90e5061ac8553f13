/**
 * Tracks, versions and feedback pinned to moments through the API (issue "Press kits and feedback on tracks" items
 * 2, 3, 5; docs/decisions/0022): uploads checked by content and never overwritten, the audio with HTTP Range,
 * comments in range with threads and resolving, the hourly email, who sees what, and deleting.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { parse } from 'zod/mini';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  feedbackPageSchema,
  trackAnswerSchema,
  trackCommentReplySchema,
  trackCommentSchema,
  trackListSchema,
  versionCommentsSchema,
  type FeedbackPage,
  type TrackAnswer,
  type TrackComment,
  type TrackCommentReply,
  type TrackList,
  type VersionComments,
} from '@shared/schemas/tracks';
import { TRACK_COMMENTS_MAX, TRACK_REPLIES_MAX } from '@shared/limits/tracks';
import {
  pressKits,
  pressKitTracks,
  trackCommentReplies,
  trackComments,
  tracks,
  trackVersions,
  userRoles,
} from '../../db/schema/index';
import { handleError } from '../../http/errors';
import {
  createConfirmedAccount,
  disableEntryOnly,
  emailsTo,
  firstLink,
  readSession,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { raceBehindLocks } from '../../test/races';
import { rowCounts } from '../../test/test-app';
import { call, diskKeys, fileForm, member } from '../../test/admin-test-kit';
import { trackRoutes } from './routes';

const suite = useAccountSuite();
const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/audio');
const fixture = (ext: string) => fs.readFile(path.join(FIXTURES, `sine-then-silence.${ext}`));

interface Person {
  cookie: string;
  userId: string;
  email: string;
}
const people = {} as Record<'learner' | 'peer' | 'mentor' | 'admin' | 'agent' | 'outsider', Person>;

/** An account with only the mentor role (its artist entry disabled), or with none at all (`outsider`). */
async function staffless(mentor: boolean): Promise<Person> {
  const person = await member(suite.t);
  await disableEntryOnly(suite.t, 'artist', person.email);
  if (mentor) await suite.t.database.db.insert(userRoles).values({ userId: person.userId, role: 'mentor' });
  return person;
}

beforeAll(async () => {
  const { t } = suite;
  people.learner = await member(t);
  people.peer = await member(t);
  people.admin = await member(t, true);
  people.mentor = await staffless(true);
  people.outsider = await staffless(false);
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  const cookie = await signInCookie(t, { email: agent, portal: 'agent' });
  people.agent = { cookie, email: agent, userId: (await readSession(t, cookie)).session.user.id };
});

const app = () => suite.t.app;
const db = () => suite.t.database.db;

/** A multipart form with a title, notes and a file. */
function trackForm(name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}): FormData {
  const form = fileForm(name, bytes);
  for (const [key, value] of Object.entries({ title: 'Demo', ...fields })) form.append(key, value);
  return form;
}

/** Uploads a new track as `who`; expects 201. */
async function upload(who: Person, ext = 'wav', fields: Record<string, string> = {}): Promise<TrackAnswer> {
  const response = await call(app(), 'POST', '/api/tracks', {
    cookie: who.cookie,
    body: trackForm(`demo.${ext}`, await fixture(ext), fields),
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as TrackAnswer;
}

const trackPath = (id: string, rest = '') => `/api/tracks/${id}${rest}`;
const comment = (who: Person, id: string, n: number, positionMs: number, body = 'Nice build-up here') =>
  call(app(), 'POST', trackPath(id, `/versions/${n}/comments`), {
    cookie: who.cookie,
    body: { positionMs, body },
  });

/** The state a refused request must leave as it was: every row count and every stored file. */
const snapshot = async () => ({ rows: await rowCounts(suite.t.database), files: await diskKeys(suite.t) });

describe('uploading tracks and versions', () => {
  it('stores version 1 with its duration, peaks and content type, under a key of its own', async () => {
    const { track, permissions } = await upload(people.learner, 'wav', { notes: 'First mix' });
    expect(permissions).toEqual({
      viewerRole: 'learner',
      canEdit: true,
      canDelete: true,
      canComment: true,
      canDownload: true,
    });
    expect(track).toMatchObject({ title: 'Demo', notes: 'First mix', allowPeerFeedback: false });
    expect(track.owner.userId).toBe(people.learner.userId);
    const [v1] = track.versions;
    expect(v1).toMatchObject({
      number: 1,
      fileName: 'demo.wav',
      contentType: 'audio/wav',
      durationMs: 4000,
      commentCount: 0,
      audioUrl: `/api/tracks/${track.id}/versions/1/audio`,
      fileUrl: `/api/tracks/${track.id}/versions/1/file`,
    });
    expect(v1!.peaks).toHaveLength(1000);
    const [row] = await db().select().from(trackVersions).where(eq(trackVersions.trackId, track.id));
    expect(row!.fileKey).toMatch(
      new RegExp(`^tracks/${people.learner.userId}/${track.id}/v1-[0-9a-f-]{36}\\.wav$`),
    );
    expect(await diskKeys(suite.t)).toContain(row!.fileKey);
    const list = (await (
      await call(app(), 'GET', '/api/tracks', { cookie: people.learner.cookie })
    ).json()) as TrackList;
    expect(list.tracks.map((t) => t.id)).toContain(track.id);
  });

  it('accepts each format by its content', async () => {
    for (const [ext, type] of [
      ['mp3', 'audio/mpeg'],
      ['m4a', 'audio/mp4'],
      ['flac', 'audio/flac'],
      ['ogg', 'audio/ogg'],
    ] as const) {
      const { track } = await upload(people.peer, ext);
      expect(track.versions[0]!.contentType).toBe(type);
    }
  });

  it('numbers new versions in order, never overwriting, even two at once', async () => {
    const { track } = await upload(people.learner);
    const versionForm = async (ext: string, notes: string) => {
      const form = fileForm(`mix.${ext}`, await fixture(ext));
      form.append('notes', notes);
      return form;
    };
    const answers = await Promise.all([
      call(app(), 'POST', trackPath(track.id, '/versions'), {
        cookie: people.learner.cookie,
        body: await versionForm('mp3', 'Louder vocals'),
      }),
      call(app(), 'POST', trackPath(track.id, '/versions'), {
        cookie: people.learner.cookie,
        body: await versionForm('flac', 'Less reverb'),
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const rows = await db().select().from(trackVersions).where(eq(trackVersions.trackId, track.id));
    expect(rows.map((r) => r.versionNumber).sort()).toEqual([1, 2, 3]);
    expect(new Set(rows.map((r) => r.fileKey)).size).toBe(3);
    const latest = (await (
      await call(app(), 'GET', trackPath(track.id), { cookie: people.learner.cookie })
    ).json()) as TrackAnswer;
    expect(latest.track.versions.map((v) => v.number)).toEqual([3, 2, 1]);
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const before = await snapshot();
    const wav = await fixture('wav');
    const cases: [string, FormData, number, RegExp][] = [
      ['a 0-byte file', trackForm('empty.wav', new Uint8Array(0)), 400, /empty/],
      ['a PDF named .wav', trackForm('song.wav', '%PDF-1.4\n'.repeat(100)), 415, /audio file/],
      ['a WAV named .mp3', trackForm('song.mp3', wav), 415, /audio file/],
      ['a text file', trackForm('notes.txt', 'hello'), 415, /audio file/],
      ['a truncated WAV', trackForm('cut.wav', wav.subarray(0, 20_000)), 400, /truncated/],
      ['a truncated MP3', trackForm('cut.mp3', (await fixture('mp3')).subarray(0, 2000)), 400, /truncated/],
    ];
    for (const [what, form, status, message] of cases) {
      const response = await call(app(), 'POST', '/api/tracks', {
        cookie: people.learner.cookie,
        body: form,
      });
      expect(response.status, what).toBe(status);
      expect((await response.json()).error.fields.file, what).toMatch(message);
    }
    const noFile = new FormData();
    noFile.append('title', 'No file');
    const missing = await call(app(), 'POST', '/api/tracks', { cookie: people.learner.cookie, body: noFile });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.file).toMatch(/choose an audio file/);
    // HTML in the title is stripped of its angle brackets (the text rule of every field); an empty title is refused.
    const untitled = await call(app(), 'POST', '/api/tracks', {
      cookie: people.learner.cookie,
      body: trackForm('song.wav', wav, { title: '<>' }),
    });
    expect(untitled.status).toBe(400);
    expect((await untitled.json()).error.fields.title).toBeDefined();
    // Announced over the limit: refused before the body is read.
    const announced = await call(app(), 'POST', '/api/tracks', {
      cookie: people.learner.cookie,
      body: trackForm('big.wav', wav),
      headers: { 'content-length': String(201 * 1024 * 1024) },
    });
    expect(announced.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('enforces the size limit while a chunked upload streams', async () => {
    const small = new Hono()
      .route('/api/tracks', trackRoutes(suite.t.deps, 32 * 1024))
      .onError(handleError(suite.t.deps.logger));
    const before = await snapshot();
    const wav = await fixture('wav');
    const boundary = 'track-limit-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        for (let offset = 0; offset < wav.length; offset += 8 * 1024)
          controller.enqueue(wav.subarray(offset, offset + 8 * 1024));
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const response = await call(small, 'POST', '/api/tracks', {
      cookie: people.learner.cookie,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.fields.file).toMatch(/200 MB/);
    expect(await snapshot()).toEqual(before);
  });

  it('only approved artists upload, and only the learner adds versions', async () => {
    const wav = await fixture('wav');
    for (const who of [people.agent, people.mentor]) {
      const response = await call(app(), 'POST', '/api/tracks', {
        cookie: who.cookie,
        body: trackForm('a.wav', wav),
      });
      expect(response.status).toBe(403);
    }
    const { track } = await upload(people.learner);
    const before = await snapshot();
    for (const [who, status] of [
      [people.mentor, 403],
      [people.admin, 403],
      [people.peer, 404],
      [people.agent, 404],
    ] as const) {
      const response = await call(app(), 'POST', trackPath(track.id, '/versions'), {
        cookie: who.cookie,
        body: fileForm('v2.wav', wav),
      });
      expect(response.status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the audio', () => {
  it('is sent whole, or the requested range with 206', async () => {
    const { track } = await upload(people.learner);
    const wav = await fixture('wav');
    const whole = await call(app(), 'GET', trackPath(track.id, '/versions/1/audio'), {
      cookie: people.learner.cookie,
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    const part = await call(app(), 'GET', trackPath(track.id, '/versions/1/audio'), {
      cookie: people.mentor.cookie,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(1000, 2000))).toBe(true);
    const outside = await call(app(), 'GET', trackPath(track.id, '/versions/1/audio'), {
      cookie: people.learner.cookie,
      headers: { range: `bytes=${wav.length + 10}-` },
    });
    expect(outside.status).toBe(416);
    const noVersion = await call(app(), 'GET', trackPath(track.id, '/versions/9/audio'), {
      cookie: people.learner.cookie,
    });
    expect(noVersion.status).toBe(404);
    expect((await noVersion.json()).error.code).toBe(API_ERROR_CODES.trackVersionNotFound);
  });
});

describe('feedback pinned to moments', () => {
  it('takes a position from 0 to the end of the version; past the end is refused', async () => {
    const { track } = await upload(people.learner);
    expect((await comment(people.mentor, track.id, 1, 0)).status).toBe(201);
    expect((await comment(people.mentor, track.id, 1, 4000)).status).toBe(201);
    const past = await comment(people.mentor, track.id, 1, 4001);
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields.positionMs).toMatch(/past the end/);
    for (const bad of [-1, 1.5, '12', null])
      expect((await comment(people.mentor, track.id, 1, bad as number)).status).toBe(400);
  });

  it('any integer position is accepted exactly when it is within the version (property)', async () => {
    const { track } = await upload(people.learner);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: -10_000, max: 14_000 }), fc.integer()),
        async (position) => {
          const response = await comment(people.mentor, track.id, 1, position, 'Property');
          const inRange = position >= 0 && position <= 4000;
          expect(response.status).toBe(inRange ? 201 : 400);
          if (inRange) expect(((await response.json()) as TrackComment).positionMs).toBe(position);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps text as text: angle brackets are stripped, as in every text field', async () => {
    const { track } = await upload(people.learner);
    const response = await comment(
      people.mentor,
      track.id,
      1,
      1200,
      '<script>alert(1)</script> <b>the kick</b>',
    );
    expect(response.status).toBe(201);
    const saved = (await response.json()) as TrackComment;
    expect(saved.body).toBe('scriptalert(1)/script bthe kick/b');
    expect((await comment(people.mentor, track.id, 1, 1200, '<>')).status).toBe(400);
    expect((await comment(people.mentor, track.id, 1, 1200, 'a\u0000b')).status).toBe(400);
  });

  it('threads replies, lets only the learner resolve, and shows a new version what was resolved', async () => {
    const { track } = await upload(people.learner);
    const first = (await (
      await comment(people.mentor, track.id, 1, 12_00, 'Vocals too quiet')
    ).json()) as TrackComment;
    const second = (await (
      await comment(people.admin, track.id, 1, 3000, 'Fade out earlier')
    ).json()) as TrackComment;
    expect(first.author).toMatchObject({ userId: people.mentor.userId, role: 'mentor' });
    expect(second.author.role).toBe('admin');
    const reply = await call(app(), 'POST', `/api/track-comments/${first.id}/replies`, {
      cookie: people.learner.cookie,
      body: { body: 'Fixed in the next mix' },
    });
    expect(reply.status).toBe(201);
    expect(((await reply.json()) as TrackCommentReply).author.role).toBe('learner');
    await call(app(), 'POST', `/api/track-comments/${first.id}/replies`, {
      cookie: people.mentor.cookie,
      body: { body: 'Thanks!' },
    });
    for (const who of [people.mentor, people.admin]) {
      const refused = await call(app(), 'PUT', `/api/track-comments/${first.id}/resolved`, {
        cookie: who.cookie,
        body: { resolved: true },
      });
      expect(refused.status).toBe(403);
    }
    const resolved = await call(app(), 'PUT', `/api/track-comments/${first.id}/resolved`, {
      cookie: people.learner.cookie,
      body: { resolved: true },
    });
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as TrackComment).resolvedAt).not.toBeNull();

    const v2 = await call(app(), 'POST', trackPath(track.id, '/versions'), {
      cookie: people.learner.cookie,
      body: fileForm('mix2.wav', await fixture('wav')),
    });
    expect(v2.status).toBe(201);
    const v2Comments = (await (
      await call(app(), 'GET', trackPath(track.id, '/versions/2/comments'), { cookie: people.mentor.cookie })
    ).json()) as VersionComments;
    expect(v2Comments.comments).toEqual([]);
    expect(v2Comments.previousVersion?.versionNumber).toBe(1);
    expect(v2Comments.previousVersion?.resolved.map((c) => c.id)).toEqual([first.id]);
    expect(v2Comments.previousVersion?.open.map((c) => c.id)).toEqual([second.id]);
    const v1Comments = (await (
      await call(app(), 'GET', trackPath(track.id, '/versions/1/comments'), { cookie: people.learner.cookie })
    ).json()) as VersionComments;
    expect(v1Comments.previousVersion).toBeNull();
    expect(v1Comments.comments.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(v1Comments.comments[0]!.replies.map((r) => r.body)).toEqual(['Fixed in the next mix', 'Thanks!']);
  });
});

describe('the caps, with feedback arriving at once', () => {
  /** Requests arriving at once, each started once the previous ones wait behind the barrier's lock on the track. */
  const atOnce = (track: string, requests: (() => Response | Promise<Response>)[]) =>
    raceBehindLocks(
      suite.t.database,
      async (tx) => {
        await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, track)).for('update');
      },
      requests.map((start, i) => ({ start, waiting: i + 1 })),
    );
  /** How many answers had each status, e.g. `{ 201: 5, 400: 3 }`. */
  const statuses = (answers: Response[]) =>
    answers.reduce<Record<number, number>>(
      (tally, r) => ({ ...tally, [r.status]: (tally[r.status] ?? 0) + 1 }),
      {},
    );
  // Eight at once: on PostgreSQL each waits holding one of the server's ten connections, the barrier another.
  const LATE = 8;
  const ROOM = 5;

  it(`a version holding ${TRACK_COMMENTS_MAX - ROOM} comments takes ${ROOM} of ${LATE} at once, and keeps ${TRACK_COMMENTS_MAX}`, async () => {
    const { track } = await upload(people.learner);
    const [version] = await db()
      .select({ id: trackVersions.id })
      .from(trackVersions)
      .where(eq(trackVersions.trackId, track.id));
    await db()
      .insert(trackComments)
      .values(
        Array.from({ length: TRACK_COMMENTS_MAX - ROOM }, (_, i) => ({
          versionId: version!.id,
          authorId: people.peer.userId,
          positionMs: i,
          body: `Comment ${i}`,
        })),
      );
    const answers = await atOnce(
      track.id,
      Array.from({ length: LATE }, (_, i) => () => comment(people.mentor, track.id, 1, 10, `Late ${i}`)),
    );
    expect(statuses(answers)).toEqual({ 201: ROOM, 400: LATE - ROOM });
    for (const refused of answers.filter((r) => r.status === 400))
      expect((await refused.json()).error).toMatchObject({
        code: API_ERROR_CODES.validationFailed,
        fields: { body: expect.any(String) },
      });
    const stored = await db()
      .select({ id: trackComments.id })
      .from(trackComments)
      .where(eq(trackComments.versionId, version!.id));
    expect(stored).toHaveLength(TRACK_COMMENTS_MAX);
  });

  it(`a comment holding ${TRACK_REPLIES_MAX - ROOM} replies takes ${ROOM} of ${LATE} at once, and keeps ${TRACK_REPLIES_MAX}`, async () => {
    const { track } = await upload(people.learner);
    const first = await comment(people.mentor, track.id, 1, 10);
    const { id: commentId } = (await first.json()) as TrackComment;
    await db()
      .insert(trackCommentReplies)
      .values(
        Array.from({ length: TRACK_REPLIES_MAX - ROOM }, (_, i) => ({
          commentId,
          authorId: people.peer.userId,
          body: `Reply ${i}`,
        })),
      );
    const answers = await atOnce(
      track.id,
      Array.from(
        { length: LATE },
        (_, i) => () =>
          call(app(), 'POST', `/api/track-comments/${commentId}/replies`, {
            cookie: people.mentor.cookie,
            body: { body: `Late ${i}` },
          }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: ROOM, 400: LATE - ROOM });
    const stored = await db()
      .select({ id: trackCommentReplies.id })
      .from(trackCommentReplies)
      .where(eq(trackCommentReplies.commentId, commentId));
    expect(stored).toHaveLength(TRACK_REPLIES_MAX);
  });
});

describe('the email to the learner', () => {
  const feedbackEmails = async (to: string) =>
    (await emailsTo(suite.t, to)).filter((email) =>
      /Subject: New feedback on your track/.test(email.content),
    );

  it('goes once per track per hour, one for two comments at once, none for the learner’s own', async () => {
    const learner = await member(suite.t);
    const { track } = await upload(learner);
    await comment(learner, track.id, 1, 100, 'A note to self');
    expect(await feedbackEmails(learner.email)).toHaveLength(0);
    const both = await Promise.all([
      comment(people.mentor, track.id, 1, 200),
      comment(people.admin, track.id, 1, 300),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const emails = await feedbackEmails(learner.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.content).toContain(`/tracks/${track.id}`);
    await comment(people.mentor, track.id, 1, 400);
    expect(await feedbackEmails(learner.email)).toHaveLength(1);
    // An hour later, the next feedback emails again.
    await db()
      .update(tracks)
      .set({ feedbackNotifiedAt: sql`now() - interval '61 minutes'` })
      .where(eq(tracks.id, track.id));
    const [first] = (
      (await (
        await call(app(), 'GET', trackPath(track.id, '/versions/1/comments'), { cookie: learner.cookie })
      ).json()) as VersionComments
    ).comments;
    await call(app(), 'POST', `/api/track-comments/${first!.id}/replies`, {
      cookie: people.mentor.cookie,
      body: { body: 'One more thing' },
    });
    expect(await feedbackEmails(learner.email)).toHaveLength(2);
  });
});

describe('who and what (issue 38 item 1)', () => {
  /** A track of a new learner, featured in their published press kit, so that agents see it. */
  async function featuredTrack() {
    const learner = await member(suite.t);
    const { track } = await upload(learner, 'wav', { title: 'Night Drive' });
    await db()
      .insert(pressKits)
      .values({ userId: learner.userId, slug: `kit-${track.id.slice(0, 8)}`, isPublished: true });
    await db().insert(pressKitTracks).values({ userId: learner.userId, trackId: track.id, position: 0 });
    return { learner, track };
  }

  /** A new approved agent, signed up through the API with `name` and `organisation` (or none). */
  async function agentNamed(name?: string, organisation?: string): Promise<Person> {
    const email = uniqueEmail('named-agent');
    await createConfirmedAccount(suite.t, { email, portal: 'agent', name, organisation });
    const cookie = await signInCookie(suite.t, { email, portal: 'agent' });
    return { cookie, email, userId: (await readSession(suite.t, cookie)).session.user.id };
  }

  const commentsOf = async (who: Person, trackId: string) =>
    (
      (await (
        await call(app(), 'GET', trackPath(trackId, '/versions/1/comments'), { cookie: who.cookie })
      ).json()) as VersionComments
    ).comments;

  it('names an agent by the name given at sign-up, with their role, to the learner and to the agent', async () => {
    const { learner, track } = await featuredTrack();
    const agent = await agentNamed('Lee Mensah');
    expect((await comment(agent, track.id, 1, 2_500, 'Great hook')).status).toBe(201);
    for (const who of [learner, agent]) {
      const [seen] = await commentsOf(who, track.id);
      expect(seen!.author).toEqual({
        userId: agent.userId,
        displayName: 'Lee Mensah',
        role: 'agent',
        organisation: null,
      });
    }
  });

  it("gives an agent's organisation (from sign-up) with their comments and replies, and the email names it", async () => {
    const { learner, track } = await featuredTrack();
    const agent = await agentNamed('Lee Mensah', 'Northside Agency');
    const posted = await comment(agent, track.id, 1, 2_000, 'Strong chorus');
    expect(posted.status).toBe(201);
    expect(((await posted.json()) as TrackComment).author.organisation).toBe('Northside Agency');
    const [seen] = await commentsOf(learner, track.id);
    expect(seen!.author).toEqual({
      userId: agent.userId,
      displayName: 'Lee Mensah',
      role: 'agent',
      organisation: 'Northside Agency',
    });
    const reply = await call(app(), 'POST', `/api/track-comments/${seen!.id}/replies`, {
      cookie: agent.cookie,
      body: { body: 'And the bridge' },
    });
    expect(((await reply.json()) as TrackCommentReply).author.organisation).toBe('Northside Agency');
    const [email] = (await emailsTo(suite.t, learner.email)).filter((e) =>
      /Subject: New feedback on your track/.test(e.content),
    );
    // Quoted-printable undone: the separator is not ASCII.
    const bytes = email!.content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(Buffer.from(bytes, 'latin1').toString('utf8')).toContain(
      'Lee Mensah (Agent · Northside Agency) left feedback on your track',
    );
  });

  it("gives a mentor's organisation set on /account; none for the learner, a peer or staff, nor when cleared", async () => {
    const { learner, track } = await featuredTrack();
    for (const who of [people.mentor, people.admin, learner]) {
      const saved = await call(app(), 'PATCH', '/api/account', {
        cookie: who.cookie,
        body: { organisation: 'Studio Nine' },
      });
      expect(saved.status).toBe(200);
    }
    await comment(people.mentor, track.id, 1, 500, 'Mentor note');
    await comment(people.admin, track.id, 1, 600, 'Staff note');
    await comment(learner, track.id, 1, 700, 'Own note');
    const byRole = async () =>
      Object.fromEntries(
        (await commentsOf(learner, track.id)).map((each) => [each.author.role, each.author.organisation]),
      );
    expect(await byRole()).toEqual({ mentor: 'Studio Nine', admin: null, learner: null });
    await call(app(), 'PATCH', '/api/account', { cookie: people.mentor.cookie, body: { organisation: '' } });
    expect((await byRole()).mentor).toBeNull();
  });

  it('names an agent without a name "An agent", never by their email; /account sets the name', async () => {
    const { learner, track } = await featuredTrack();
    const agent = await agentNamed();
    await comment(agent, track.id, 1, 1_000, 'First');
    const [before] = await commentsOf(learner, track.id);
    expect(before!.author.displayName).toBe('An agent');
    expect(JSON.stringify(before)).not.toContain(agent.email);
    const saved = await call(app(), 'PATCH', '/api/account', {
      cookie: agent.cookie,
      body: { name: 'Ama Owusu' },
    });
    expect(saved.status).toBe(200);
    const [after] = await commentsOf(learner, track.id);
    expect(after!.author).toMatchObject({ displayName: 'Ama Owusu', role: 'agent' });
  });

  it('emails the learner the comment quoted, its time (m:ss) and a link to that moment', async () => {
    const { learner, track } = await featuredTrack();
    const agent = await agentNamed('Lee Mensah');
    await comment(agent, track.id, 1, 3_250, 'The snare gets lost here.\nBring it up a little.');
    const [email] = (await emailsTo(suite.t, learner.email)).filter((e) =>
      /Subject: New feedback on your track/.test(e.content),
    );
    const text = email!.content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('Lee Mensah (Agent) left feedback on your track');
    expect(text).toContain('at 0:03 of version 1:');
    expect(text).toContain('> The snare gets lost here.');
    expect(text).toContain('> Bring it up a little.');
    expect(firstLink(email!.content).pathname + firstLink(email!.content).search).toBe(
      `/tracks/${track.id}?v=1&t=3`,
    );
    expect(text).not.toContain(agent.email);
  });

  it('lets the learner and staff download the original file, with its name; others who see it 403', async () => {
    const { learner, track } = await featuredTrack();
    await call(app(), 'PATCH', trackPath(track.id), {
      cookie: learner.cookie,
      body: { allowPeerFeedback: true },
    });
    const original = await fixture('wav');
    const download = (who: Person, headers: Record<string, string> = {}) =>
      call(app(), 'GET', trackPath(track.id, '/versions/1/file'), { cookie: who.cookie, headers });
    const mine = await download(learner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment; filename="demo\.wav"/);
    expect(mine.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await mine.arrayBuffer()).equals(original)).toBe(true);
    const part = await download(learner, { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('RIFF');
    for (const who of [people.mentor, people.admin]) expect((await download(who)).status).toBe(200);
    for (const who of [people.peer, people.agent]) {
      const refused = await download(who);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        API_ERROR_CODES.forbidden,
      );
    }
    expect((await download(people.outsider)).status).toBe(403);
  });
});

describe('the answers', () => {
  it('match the shared schemas the web app reads them with', async () => {
    const learner = await member(suite.t);
    const { track } = await upload(learner);
    const json = async (response: Response) => {
      expect(response.status).toBeLessThan(300);
      return response.json();
    };
    parse(
      trackAnswerSchema,
      await json(await call(app(), 'GET', trackPath(track.id), { cookie: learner.cookie })),
    );
    parse(trackListSchema, await json(await call(app(), 'GET', '/api/tracks', { cookie: learner.cookie })));
    const posted = parse(trackCommentSchema, await json(await comment(people.mentor, track.id, 1, 100)));
    parse(
      trackCommentReplySchema,
      await json(
        await call(app(), 'POST', `/api/track-comments/${posted.id}/replies`, {
          cookie: learner.cookie,
          body: { body: 'Thanks' },
        }),
      ),
    );
    parse(
      trackCommentSchema,
      await json(
        await call(app(), 'PUT', `/api/track-comments/${posted.id}/resolved`, {
          cookie: learner.cookie,
          body: { resolved: true },
        }),
      ),
    );
    parse(
      versionCommentsSchema,
      await json(
        await call(app(), 'GET', trackPath(track.id, '/versions/1/comments'), { cookie: learner.cookie }),
      ),
    );
    parse(
      feedbackPageSchema,
      await json(await call(app(), 'GET', '/api/feedback/tracks', { cookie: people.mentor.cookie })),
    );
  });
});

describe('who sees a track', () => {
  /** The status of each route for `who` on `trackId`. */
  async function statuses(who: Person | null, trackId: string) {
    const cookie = who?.cookie;
    const get = (url: string) => call(app(), 'GET', url, { cookie });
    return {
      track: (await get(trackPath(trackId))).status,
      audio: (await get(trackPath(trackId, '/versions/1/audio'))).status,
      comments: (await get(trackPath(trackId, '/versions/1/comments'))).status,
      comment: (
        await call(app(), 'POST', trackPath(trackId, '/versions/1/comments'), {
          cookie,
          body: { positionMs: 10, body: 'Access check' },
        })
      ).status,
    };
  }
  const all = (status: number) => ({
    track: status,
    audio: status,
    comments: status,
    comment: status === 200 ? 201 : status,
  });

  it('private: its learner, mentors and admins; others 404, no session 401, no access 403', async () => {
    const { track } = await upload(people.learner);
    expect(await statuses(people.learner, track.id)).toEqual(all(200));
    expect(await statuses(people.mentor, track.id)).toEqual(all(200));
    expect(await statuses(people.admin, track.id)).toEqual(all(200));
    expect(await statuses(people.peer, track.id)).toEqual(all(404));
    expect(await statuses(people.agent, track.id)).toEqual(all(404));
    expect(await statuses(people.outsider, track.id)).toEqual(all(403));
    expect(await statuses(null, track.id)).toEqual(all(401));
    const missing = await call(app(), 'GET', trackPath('00000000-0000-4000-8000-000000000000'), {
      cookie: people.peer.cookie,
    });
    expect(await missing.json()).toEqual(
      await (await call(app(), 'GET', trackPath(track.id), { cookie: people.peer.cookie })).json(),
    );
  });

  it('peer feedback allowed: other approved artists too, never agents', async () => {
    const { track } = await upload(people.learner);
    const patched = await call(app(), 'PATCH', trackPath(track.id), {
      cookie: people.learner.cookie,
      body: { allowPeerFeedback: true, title: 'Demo <b>two</b>' },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as TrackAnswer).track.title).toBe('Demo btwo/b');
    expect(await statuses(people.peer, track.id)).toEqual(all(200));
    expect(await statuses(people.agent, track.id)).toEqual(all(404));
    const peerView = (await (
      await call(app(), 'GET', trackPath(track.id), { cookie: people.peer.cookie })
    ).json()) as TrackAnswer;
    expect(peerView.permissions).toEqual({
      viewerRole: 'peer',
      canEdit: false,
      canDelete: false,
      canComment: true,
      canDownload: false,
    });
    for (const who of [people.peer, people.mentor, people.admin]) {
      const refused = await call(app(), 'PATCH', trackPath(track.id), {
        cookie: who.cookie,
        body: { notes: 'x' },
      });
      expect(refused.status).toBe(403);
    }
    expect(
      (await call(app(), 'PATCH', trackPath(track.id), { cookie: people.learner.cookie, body: {} })).status,
    ).toBe(400);
  });

  it('featured in a published press kit: agents too; unpublished again: 404', async () => {
    const learner = await member(suite.t);
    const { track } = await upload(learner);
    await db()
      .insert(pressKits)
      .values({ userId: learner.userId, slug: `kit-${track.id.slice(0, 8)}`, isPublished: false });
    await db().insert(pressKitTracks).values({ userId: learner.userId, trackId: track.id, position: 0 });
    expect(await statuses(people.agent, track.id)).toEqual(all(404));
    await db().update(pressKits).set({ isPublished: true }).where(eq(pressKits.userId, learner.userId));
    expect(await statuses(people.agent, track.id)).toEqual(all(200));
    expect(await statuses(people.peer, track.id)).toEqual(all(404));
    const [agentComment] = (
      (await (
        await call(app(), 'GET', trackPath(track.id, '/versions/1/comments'), { cookie: learner.cookie })
      ).json()) as VersionComments
    ).comments.filter((c) => c.author.userId === people.agent.userId);
    expect(agentComment?.author.role).toBe('agent');
    await db().update(pressKits).set({ isPublished: false }).where(eq(pressKits.userId, learner.userId));
    expect(await statuses(people.agent, track.id)).toEqual(all(404));
  });

  it('lists what each caller may give feedback on, newest version first, in pages', async () => {
    const learner = await member(suite.t);
    const older = (await upload(learner, 'wav', { title: 'Older' })).track;
    const newer = (await upload(learner, 'wav', { title: 'Newer' })).track;
    await call(app(), 'PATCH', trackPath(older.id), {
      cookie: learner.cookie,
      body: { allowPeerFeedback: true },
    });
    const list = async (who: Person, query = '') =>
      (await (
        await call(app(), 'GET', `/api/feedback/tracks${query}`, { cookie: who.cookie })
      ).json()) as FeedbackPage;
    const mentorIds = (await list(people.mentor, '?limit=100')).tracks.map((t) => t.id);
    expect(mentorIds.indexOf(newer.id)).toBeLessThan(mentorIds.indexOf(older.id));
    expect(mentorIds.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    const peerIds = (await list(people.peer, '?limit=100')).tracks.map((t) => t.id);
    expect(peerIds).toContain(older.id);
    expect(peerIds).not.toContain(newer.id);
    expect((await list(people.agent, '?limit=100')).tracks.map((t) => t.id)).not.toContain(older.id);
    expect((await list(learner, '?limit=100')).tracks.map((t) => t.id)).not.toContain(older.id);
    // Pages: one at a time, following the cursor, the same order.
    const first = await list(people.mentor, '?limit=1');
    expect(first.tracks).toHaveLength(1);
    const second = await list(people.mentor, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.tracks[0]!.id).toBe(mentorIds[1]);
    expect(
      (await call(app(), 'GET', '/api/feedback/tracks?cursor=nope', { cookie: people.mentor.cookie })).status,
    ).toBe(400);
  });
});

describe('deleting a track', () => {
  it('removes its versions, comments, replies and files; the learner or an admin only', async () => {
    const { track } = await upload(people.learner);
    await call(app(), 'POST', trackPath(track.id, '/versions'), {
      cookie: people.learner.cookie,
      body: fileForm('v2.mp3', await fixture('mp3')),
    });
    const posted = (await (await comment(people.mentor, track.id, 1, 500)).json()) as TrackComment;
    await call(app(), 'POST', `/api/track-comments/${posted.id}/replies`, {
      cookie: people.learner.cookie,
      body: { body: 'ok' },
    });
    const keys = (await db().select().from(trackVersions).where(eq(trackVersions.trackId, track.id))).map(
      (r) => r.fileKey,
    );
    expect(keys).toHaveLength(2);
    expect((await call(app(), 'DELETE', trackPath(track.id), { cookie: people.mentor.cookie })).status).toBe(
      403,
    );
    expect((await call(app(), 'DELETE', trackPath(track.id), { cookie: people.peer.cookie })).status).toBe(
      404,
    );
    expect((await call(app(), 'DELETE', trackPath(track.id), { cookie: people.learner.cookie })).status).toBe(
      204,
    );
    const files = await diskKeys(suite.t);
    for (const key of keys) expect(files).not.toContain(key);
    expect(await db().select().from(trackVersions).where(eq(trackVersions.trackId, track.id))).toEqual([]);
    expect((await call(app(), 'GET', trackPath(track.id), { cookie: people.learner.cookie })).status).toBe(
      404,
    );
    const reply = await call(app(), 'POST', `/api/track-comments/${posted.id}/replies`, {
      cookie: people.mentor.cookie,
      body: { body: 'gone?' },
    });
    expect(reply.status).toBe(404);
    const byAdmin = (await upload(people.learner)).track;
    expect((await call(app(), 'DELETE', trackPath(byAdmin.id), { cookie: people.admin.cookie })).status).toBe(
      204,
    );
    expect(
      await db()
        .select()
        .from(tracks)
        .where(and(eq(tracks.id, byAdmin.id))),
    ).toEqual([]);
  });
});
