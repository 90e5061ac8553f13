/**
 * Staff grant the mentor role and delete accounts (issue "Press kits and feedback on tracks" items 3, 5;
 * docs/decisions/0022): the role shows in the session at once and is recorded; deleting an account removes its press
 * kit, tracks, versions, the feedback it wrote or received and the stored files, answers what it removed, is
 * recorded, and is refused for one's own account. Access (401/403) is the route inventory's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
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
  users,
} from '../../db/schema/index';
import { readSession, useAccountSuite } from '../../test/accounts';
import { call, diskKeys, fileForm, member } from '../admin/admin-test-kit';

const suite = useAccountSuite();
const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/audio/sine-then-silence.wav');
type Member = Awaited<ReturnType<typeof member>>;
let admin: Member;

beforeAll(async () => {
  admin = await member(suite.t, true);
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
    const filesBefore = await diskKeys(suite.t);
    const learnerFiles = filesBefore.filter((key) => key.includes(learner.userId));
    expect(learnerFiles).toHaveLength(5);

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
        files: 5,
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
      details: { userId: learner.userId, removed: { tracks: 1, versions: 2, files: 5 } },
    });
    // Its session is gone with it; deleting it again is a 404.
    expect((await readSession(suite.t, learner.cookie)).session).toBeNull();
    const again = await call(app(), 'DELETE', `/api/admin/people/${learner.userId}`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
  });
});
