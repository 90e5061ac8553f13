/**
 * What the session lookup keeps between requests (src/server/auth/session-lookup.ts, docs/decisions/0014): on the
 * embedded database a session's row until the next commit that changed a table it is read from, on PostgreSQL
 * nothing. A commit to each of those tables shows at the next lookup; a change that notifies nobody (the table's
 * trigger disabled for the test) shows that a row was kept, and when.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/commands';
import { artists, learnerRevisions, users } from '../db/schema/index';
import { createConfirmedAccount, signInCookie, uniqueEmail, useAccountSuite } from '../test/accounts';

const suite = useAccountSuite();

async function signedIn() {
  const email = uniqueEmail('artist');
  await createConfirmedAccount(suite.t, { email });
  const cookie = await signInCookie(suite.t, { email });
  const [user] = await suite.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, cookie, userId: user!.id };
}

async function lookup(cookie: string) {
  const { session } = await suite.t.deps.sessions.find(cookie);
  if (!session) throw new Error('signed out');
  return session;
}

describe('a commit to a table the lookup reads shows at the next lookup', () => {
  it('the user (name)', async () => {
    const { cookie, userId } = await signedIn();
    expect((await lookup(cookie)).user.name).toBe('');
    await suite.t.database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, userId));
    expect((await lookup(cookie)).user.name).toBe('Ada Lovelace');
  });

  it('the artist record (stage name)', async () => {
    const { cookie, userId } = await signedIn();
    expect((await lookup(cookie)).artist).toEqual({ stageName: null, name: null });
    await suite.t.database.db
      .update(artists)
      .set({ stageName: 'The Countess' })
      .where(eq(artists.userId, userId));
    expect((await lookup(cookie)).artist?.stageName).toBe('The Countess');
  });

  it("the learner's revision, the admin role and the allow-list", async () => {
    const { email, cookie, userId } = await signedIn();
    expect((await lookup(cookie)).learnerRevision).toBe(0);
    await suite.t.database.db.insert(learnerRevisions).values({ userId, revision: 7 });
    expect((await lookup(cookie)).learnerRevision).toBe(7);

    await runAdminCommand(suite.t.database.db, { name: 'grant-admin', email });
    expect((await lookup(cookie)).access.admin).toBe(true);
    await runAdminCommand(suite.t.database.db, { name: 'disallow', list: 'artist', email });
    expect((await suite.t.deps.sessions.find(cookie)).session).toBeNull();
  });
});

describe('what is kept', () => {
  it('on the embedded database, a row until the next notifying commit; on PostgreSQL, nothing', async () => {
    const { db } = suite.t.database;
    const { cookie, userId } = await signedIn();
    const other = await signedIn();
    expect((await lookup(cookie)).user.name).toBe('');

    // A change that notifies nobody, as a write another instance made would be.
    await db.execute(sql`alter table users disable trigger users_session_rows`);
    try {
      await db.update(users).set({ name: 'Unannounced' }).where(eq(users.id, userId));
    } finally {
      await db.execute(sql`alter table users enable trigger users_session_rows`);
    }
    const embedded = suite.t.database.kind === 'pglite';
    expect((await lookup(cookie)).user.name).toBe(embedded ? '' : 'Unannounced');

    // Any commit that changed a watched table, here another user's name, ends every kept row.
    await db.update(users).set({ name: 'Someone else' }).where(eq(users.id, other.userId));
    expect((await lookup(cookie)).user.name).toBe('Unannounced');
  });

  it('answers many lookups at once, each with its own session', async () => {
    const people = await Promise.all([signedIn(), signedIn(), signedIn()]);
    await Promise.all(people.map(({ cookie }) => lookup(cookie)));
    const asks = Array.from({ length: 30 }, (_, i) => people[i % people.length]!);
    const answers = await Promise.all(asks.map(({ cookie }) => lookup(cookie)));
    answers.forEach((session, i) => expect(session.user.email).toBe(asks[i]!.email));
  });
});
