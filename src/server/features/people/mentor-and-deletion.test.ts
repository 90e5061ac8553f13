/**
 * Staff grant the mentor role and delete accounts (issue "Press kits and feedback on tracks" items 3, 5;
 * docs/decisions/0022): the role shows in the session at once and is recorded, and the person's page says whether
 * they can sign in (the role admits no one: an enabled allow-list entry does); deleting an account removes its press
 * kit, tracks, versions, the feedback it wrote or received and the stored files (audio, the photo's copies, the
 * uploaded worksheets), answers what it removed, is recorded, and is refused for one's own account. Access (401/403) is the route inventory's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { PersonDetail } from '@shared/schemas/people';
import type { AccountDeletion, TrackAnswer, TrackComment } from '@shared/schemas/tracks';
import {
  pressKits,
  staffActions,
  trackCommentReplies,
  trackComments,
  tracks,
  userRoles,
  users,
} from '../../db/schema/index';
import { allow, GOOD_PASSWORD, readSession, send, useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { formBytes, heldBody, raceBehindLocks } from '../../test/races';
import { call, diskKeys, fileForm, member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/audio/sine-then-silence.wav');
type Member = Awaited<ReturnType<typeof member>>;
let admin: Member;

let courseId = '';
let firstModule = '';

beforeAll(async () => {
  admin = await member(suite.t, true);
  const course = await seedCourseContent(suite.t);
  courseId = course.courseId;
  firstModule = course.moduleIds[0]!;
});

const app = () => suite.t.app;
const db = () => suite.t.database.db;

async function upload(who: Member): Promise<TrackAnswer> {
  const form = fileForm('demo.wav', await fs.readFile(FIXTURE));
  form.append('title', 'Demo');
  const response = await call(app(), 'POST', '/api/tracks', { cookie: who.cookie, body: form });
  expect(response.status).toBe(201);
  return response.json();
}

async function comment(who: Member, trackId: string, n = 1): Promise<TrackComment> {
  const response = await call(app(), 'POST', `/api/tracks/${trackId}/versions/${n}/comments`, {
    cookie: who.cookie,
    body: { positionMs: 1000, body: 'Feedback' },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function reply(who: Member, commentId: string): Promise<void> {
  const response = await call(app(), 'POST', `/api/track-comments/${commentId}/replies`, {
    cookie: who.cookie,
    body: { body: 'Reply' },
  });
  expect(response.status).toBe(201);
}

/** Enrols `who` in the program and uploads their filled worksheet of its first module. */
async function uploadWorksheet(who: Member): Promise<void> {
  const enrolment = await call(app(), 'POST', `/api/learning/courses/${courseId}/enrollment`, {
    cookie: who.cookie,
  });
  expect(enrolment.status).toBe(201);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF\n')]);
  const response = await call(app(), 'POST', `/api/learning/modules/${firstModule}/worksheet/upload`, {
    cookie: who.cookie,
    body: fileForm('worksheet.pdf', pdf),
  });
  expect(response.status).toBe(200);
}

const kinds = async (userId: string) =>
  (await db().select().from(staffActions).where(eq(staffActions.subjectUserId, userId))).map((a) => a.kind);

describe('the mentor role', () => {
  it('is granted and revoked by staff, shows in the session at once, and is recorded once per change', async () => {
    const who = await member(suite.t);
    const grant = await call(app(), 'PUT', `/api/admin/people/${who.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: true },
    });
    expect(grant.status).toBe(200);
    expect(((await grant.json()) as PersonDetail).person.mentor).toBe(true);
    expect((await readSession(suite.t, who.cookie)).session.access.mentor).toBe(true);
    await call(app(), 'PUT', `/api/admin/people/${who.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: true },
    });
    const revoke = await call(app(), 'PUT', `/api/admin/people/${who.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: false },
    });
    expect(((await revoke.json()) as PersonDetail).person.mentor).toBe(false);
    expect((await readSession(suite.t, who.cookie)).session.access.mentor).toBe(false);
    expect(await kinds(who.userId)).toEqual(['mentor.granted', 'mentor.revoked']);
    // The admin route sets it too, when sent.
    await call(app(), 'PUT', `/api/admin/people/${who.userId}/admin`, {
      cookie: admin.cookie,
      body: { admin: false, mentor: true },
    });
    expect((await readSession(suite.t, who.cookie)).session.access.mentor).toBe(true);
    const bad = await call(app(), 'PUT', `/api/admin/people/${who.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('whether a mentor can sign in', () => {
  it('is in the person answer: the role admits no one, an enabled allow-list entry of an enabled account does', async () => {
    const who = await member(suite.t);
    const page = async (): Promise<PersonDetail> => {
      const response = await call(app(), 'GET', `/api/admin/people/${who.userId}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      return response.json();
    };
    const signIn = (portal: 'artist' | 'agent') =>
      send(suite.t, 'POST', '/api/auth/sign-in', { email: who.email, password: GOOD_PASSWORD, portal });
    expect((await page()).canSignIn).toBe(true);

    // On no enabled allow-list: granting the role says they cannot sign in, and sign-in agrees.
    await allow(suite.t, 'artist', who.email, false);
    const grant = await call(app(), 'PUT', `/api/admin/people/${who.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: true },
    });
    expect(grant.status).toBe(200);
    expect(await grant.json()).toMatchObject({
      person: { mentor: true, artist: 'disabled' },
      canSignIn: false,
    });
    const refused = await signIn('artist');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.accessDenied);

    // Staff add the email to the agents' allow-list: they sign in through the agent portal.
    await allow(suite.t, 'agent', who.email);
    expect((await page()).canSignIn).toBe(true);
    expect((await signIn('agent')).status).toBe(200);

    // A disabled account cannot sign in, whatever its entries.
    await call(app(), 'PUT', `/api/admin/people/${who.userId}/disabled`, {
      cookie: admin.cookie,
      body: { disabled: true },
    });
    expect((await page()).canSignIn).toBe(false);
  });
});

describe('deleting an account', () => {
  it('removes its press kit, tracks, versions, feedback and files, and says what it removed', async () => {
    const learner = await member(suite.t);
    const peer = await member(suite.t);
    const mentor = await member(suite.t);
    await call(app(), 'PUT', `/api/admin/people/${mentor.userId}/mentor`, {
      cookie: admin.cookie,
      body: { mentor: true },
    });

    // The learner's track with two versions; feedback on it by the mentor (a comment with a reply each way).
    const own = (await upload(learner)).track;
    const form = fileForm('v2.wav', await fs.readFile(FIXTURE));
    expect(
      (await call(app(), 'POST', `/api/tracks/${own.id}/versions`, { cookie: learner.cookie, body: form }))
        .status,
    ).toBe(201);
    const onOwn = await comment(mentor, own.id, 2);
    await reply(learner, onOwn.id);
    await reply(mentor, onOwn.id);
    // The learner's feedback on a peer's track, and the peer's comment that the learner replied to.
    const peerTrack = (await upload(peer)).track;
    await call(app(), 'PATCH', `/api/tracks/${peerTrack.id}`, {
      cookie: peer.cookie,
      body: { allowPeerFeedback: true },
    });
    const byLearner = await comment(learner, peerTrack.id);
    await reply(peer, byLearner.id);
    const byPeer = await comment(peer, peerTrack.id);
    await reply(learner, byPeer.id);
    // A press kit with a photo's copies on the disk.
    const photoKey = `press-kits/${learner.userId}/photo-test`;
    await db()
      .insert(pressKits)
      .values({ userId: learner.userId, slug: `kit-${learner.userId.slice(0, 8)}`, photoKey });
    for (const width of [320, 640, 1200]) await suite.t.deps.disk.put(`${photoKey}-${width}.webp`, 'webp');
    // A filled worksheet they uploaded, and a copy an earlier replacement failed to delete.
    await uploadWorksheet(learner);
    await suite.t.deps.disk.put(`learner-worksheets/${learner.userId}/stray-worksheet.pdf`, 'pdf');
    const filesBefore = await diskKeys(suite.t);
    const learnerFiles = filesBefore.filter((key) => key.includes(learner.userId));
    expect(learnerFiles).toHaveLength(7);
    expect(
      learnerFiles.filter((key) => key.startsWith(`learner-worksheets/${learner.userId}/`)),
    ).toHaveLength(2);

    const self = await call(app(), 'DELETE', `/api/admin/people/${admin.userId}`, { cookie: admin.cookie });
    expect(self.status).toBe(409);
    expect((await self.json()).error.code).toBe(API_ERROR_CODES.cannotDeleteSelf);

    const deleted = await call(app(), 'DELETE', `/api/admin/people/${learner.userId}`, {
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()) as AccountDeletion).toEqual({
      userId: learner.userId,
      email: learner.email,
      removed: {
        pressKits: 1,
        tracks: 1,
        versions: 2,
        // The mentor's on their track, and theirs on the peer's.
        comments: 2,
        // Two under the mentor's comment, the peer's under theirs, theirs under the peer's.
        replies: 4,
        // Two audio files, the photo's three copies, the worksheet and its stray copy.
        files: 7,
      },
    });
    expect(await db().select().from(users).where(eq(users.id, learner.userId))).toEqual([]);
    expect(await db().select().from(tracks).where(eq(tracks.userId, learner.userId))).toEqual([]);
    expect(await db().select().from(pressKits).where(eq(pressKits.userId, learner.userId))).toEqual([]);
    expect(
      await db()
        .select()
        .from(trackCommentReplies)
        .where(
          or(eq(trackCommentReplies.authorId, learner.userId), eq(trackCommentReplies.commentId, onOwn.id)),
        ),
    ).toEqual([]);
    // The peer's track and the peer's own comment stay.
    const kept = await db()
      .select()
      .from(trackComments)
      .where(inArray(trackComments.id, [byPeer.id, byLearner.id]));
    expect(kept.map((c) => c.id)).toEqual([byPeer.id]);
    const filesAfter = await diskKeys(suite.t);
    for (const key of learnerFiles) expect(filesAfter).not.toContain(key);
    expect(filesAfter.filter((key) => key.includes(peer.userId))).toHaveLength(1);
    // Recorded, with the account's email and the counts.
    const [record] = await db().select().from(staffActions).where(eq(staffActions.kind, 'account.deleted'));
    expect(record).toMatchObject({
      subjectEmail: learner.email,
      actorId: admin.userId,
      details: { userId: learner.userId, removed: { tracks: 1, versions: 2, files: 7 } },
    });
    // Its session is gone with it; deleting it again is a 404.
    expect((await readSession(suite.t, learner.cookie)).session).toBeNull();
    const again = await call(app(), 'DELETE', `/api/admin/people/${learner.userId}`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
  });
});

describe('two admins acting on each other at once', () => {
  type Action = { name: string; send: (by: Member, on: Member) => Response | Promise<Response> };
  const actions: Action[] = [
    {
      name: 'revokes the admin role of',
      send: (by, on) =>
        call(app(), 'PUT', `/api/admin/people/${on.userId}/admin`, {
          cookie: by.cookie,
          body: { admin: false },
        }),
    },
    {
      name: 'disables',
      send: (by, on) =>
        call(app(), 'PUT', `/api/admin/people/${on.userId}/disabled`, {
          cookie: by.cookie,
          body: { disabled: true },
        }),
    },
    {
      name: 'deletes',
      send: (by, on) => call(app(), 'DELETE', `/api/admin/people/${on.userId}`, { cookie: by.cookie }),
    },
  ];

  it.each(actions)(
    'one deletes the other while the other $name the first: one wins, the other is refused, never a deadlock',
    async ({ send: act }) => {
      const [one, two] = [await member(suite.t, true), await member(suite.t, true)];
      // A track of the second admin: the barrier holds it, so the deletion waits there, its account row locked.
      await db().insert(tracks).values({ userId: two.userId, title: 'Held' });
      const [deletion, other] = await raceBehindLocks(
        suite.t.database,
        async (tx) => {
          await tx.select().from(tracks).where(eq(tracks.userId, two.userId)).for('update');
        },
        [
          {
            start: () => call(app(), 'DELETE', `/api/admin/people/${two.userId}`, { cookie: one.cookie }),
            waiting: 1,
          },
          { start: () => act(two, one), waiting: 2 },
        ],
      );
      // One wins; the other is told its admin is no longer one (403, in its transaction: always so on PostgreSQL,
      // where both wait at the barrier past their guards), or, on the embedded database when the winner committed
      // before the loser's guard read its session, that the session ended (401). Never a 500.
      const answers = [deletion!, other!];
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(winner).toBeGreaterThanOrEqual(0);
      const loser = answers[1 - winner]!;
      const refusal = suite.t.database.kind === 'postgres' ? [403] : [401, 403];
      expect(refusal).toContain(loser.status);
      expect((await loser.json()).error.code).toBe(
        loser.status === 403 ? API_ERROR_CODES.forbidden : API_ERROR_CODES.unauthorized,
      );
      const remaining = await db()
        .select({ id: users.id, disabledAt: users.disabledAt })
        .from(users)
        .where(inArray(users.id, [one.userId, two.userId]));
      const adminsLeft = await db()
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.role, 'admin'), inArray(userRoles.userId, [one.userId, two.userId])));
      if (deletion!.status === 200) {
        // The deletion won: the second admin is gone, the first is untouched.
        expect(remaining).toEqual([{ id: one.userId, disabledAt: null }]);
        expect(adminsLeft).toEqual([{ userId: one.userId }]);
      } else {
        // The other change won: the deletion changed nothing, the second admin stays one.
        expect(remaining).toContainEqual({ id: two.userId, disabledAt: null });
        expect(adminsLeft).toContainEqual({ userId: two.userId });
      }
    },
  );
});

describe('an upload while staff delete the uploader', () => {
  const uploads = [
    {
      name: 'a track',
      route: '/api/tracks',
      form: async () => {
        const form = fileForm('demo.wav', await fs.readFile(FIXTURE));
        form.append('title', 'Demo');
        return form;
      },
    },
    {
      name: 'a press-kit photo',
      route: '/api/press-kit/photo',
      form: async () =>
        fileForm(
          'photo.png',
          await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
            .png()
            .toBuffer(),
        ),
    },
  ];

  it.each(uploads)(
    '$name: the account is deleted while the upload is received; the upload answers 404 user_not_found and leaves no file',
    async ({ route, form }) => {
      const learner = await member(suite.t);
      const { bytes, contentType } = await formBytes(await form());
      const held = heldBody(bytes);
      const upload = call(app(), 'POST', route, {
        cookie: learner.cookie,
        body: held.body,
        headers: { 'content-type': contentType },
      });
      // The upload is past its guard and being received when the deletion commits.
      await held.reading;
      const deleted = await call(app(), 'DELETE', `/api/admin/people/${learner.userId}`, {
        cookie: admin.cookie,
      });
      expect(deleted.status).toBe(200);
      held.release();
      const response = await upload;
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.userNotFound);
      const left = (await diskKeys(suite.t)).filter(
        (key) => key.includes(learner.userId) || key.startsWith('_partial/'),
      );
      expect(left).toEqual([]);
      expect(await db().select().from(tracks).where(eq(tracks.userId, learner.userId))).toEqual([]);
      expect(await db().select().from(pressKits).where(eq(pressKits.userId, learner.userId))).toEqual([]);
    },
  );
});
