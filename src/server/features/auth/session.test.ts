/**
 * The signed-in hot path (issue "Hardening what is built" item 9) as callers see it: `GET /api/auth/session` and a
 * guarded route (`GET /api/departments`, agents only) read the session and access fresh on every request, so an
 * ended session and a change of access count from the next request; the answer never carries a token or a hash;
 * better-auth still expires and extends sessions.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../admin/commands';
import { accounts, sessions, users } from '../../db/schema/index';
import {
  createConfirmedAccount,
  disableEntryOnly,
  latestLink,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();

const sessionOf = (cookie: string) => readSession(suite.t, cookie);

/** Status of the agents-only department list for `cookie`. */
async function departmentsStatus(cookie: string) {
  return (await send(suite.t, 'GET', '/api/departments', undefined, { cookie })).status;
}

async function agentWithTwoSessions() {
  const email = uniqueEmail('agent');
  await createConfirmedAccount(suite.t, { email, portal: 'agent' });
  const first = await signInCookie(suite.t, { email, portal: 'agent' });
  const second = await signInCookie(suite.t, { email, portal: 'agent' });
  return { email, first, second };
}

async function userId(email: string) {
  const [user] = await suite.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('ended sessions stop working at once', () => {
  it('signing out on one device ends that session only', async () => {
    const { email, first, second } = await agentWithTwoSessions();
    expect(await departmentsStatus(first)).toBe(200);
    expect((await sessionOf(first)).session.user.email).toBe(email);

    expect((await send(suite.t, 'POST', '/api/auth/sign-out', {}, { cookie: first })).status).toBe(200);
    expect((await sessionOf(first)).session).toBeNull();
    expect(await departmentsStatus(first)).toBe(401);
    expect((await sessionOf(second)).session.user.email).toBe(email);
    expect(await departmentsStatus(second)).toBe(200);
  });

  it('a password reset ends every session of the account, on every route', async () => {
    const { t } = suite;
    const { email, first, second } = await agentWithTwoSessions();
    expect(await departmentsStatus(first)).toBe(200);
    await send(t, 'POST', '/api/auth/forgot-password', { email, portal: 'agent' });
    const token = (await latestLink(t, email, /Subject: Reset your/)).searchParams.get('token');
    const reset = await send(t, 'POST', '/api/auth/reset-password', { token, newPassword: 'n3w-password' });
    expect(reset.status).toBe(200);

    for (const cookie of [first, second]) {
      expect((await sessionOf(cookie)).session).toBeNull();
      expect(await departmentsStatus(cookie)).toBe(401);
    }
  });

  it('an expired session is signed out and its cookie cleared', async () => {
    const { t } = suite;
    const { email, first } = await agentWithTwoSessions();
    const id = await userId(email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, id));

    const { session, setCookies } = await sessionOf(first);
    expect(session).toBeNull();
    expect(setCookies.join('\n')).toMatch(/gbf\.session_token=;/);
    expect(await departmentsStatus(first)).toBe(401);
  });

  it('a cookie whose signature was altered is no session', async () => {
    const { first } = await agentWithTwoSessions();
    const [name, value] = first.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    // The first character of the signature (after the last dot) carries no padding bits.
    const at = decoded.lastIndexOf('.') + 1;
    const altered = `${decoded.slice(0, at)}${decoded[at] === 'A' ? 'B' : 'A'}${decoded.slice(at + 1)}`;
    const forged = `${name}=${encodeURIComponent(altered)}`;
    expect((await sessionOf(forged)).session).toBeNull();
    expect(await departmentsStatus(forged)).toBe(401);
  });
});

describe('access counts from the next request', () => {
  it('disallow signs an agent out of every session at once; allow lets them sign in again', async () => {
    const { email, first, second } = await agentWithTwoSessions();
    expect(await departmentsStatus(first)).toBe(200);

    await runAdminCommand(suite.t.database.db, { name: 'disallow', list: 'agent', email });
    expect(await departmentsStatus(first)).toBe(401);
    expect((await sessionOf(second)).session).toBeNull();

    await runAdminCommand(suite.t.database.db, { name: 'allow', list: 'agent', email });
    expect(await departmentsStatus(first)).toBe(401);
    const again = await signInCookie(suite.t, { email, portal: 'agent' });
    expect(await departmentsStatus(again)).toBe(200);
    expect((await sessionOf(again)).session.role).toBe('agent');
  });

  it('a session that outlives its access (disabled in the table alone) is refused 403 from the next request', async () => {
    const { email, first } = await agentWithTwoSessions();
    await disableEntryOnly(suite.t, 'agent', email);
    expect(await departmentsStatus(first)).toBe(403);
    const { session } = await sessionOf(first);
    expect(session.access.agent).toBe(false);
    expect(session.role).toBe('viewer');
  });

  it('grant-admin shows on the next session answer', async () => {
    const email = uniqueEmail('artist');
    await createConfirmedAccount(suite.t, { email });
    const cookie = await signInCookie(suite.t, { email });
    expect((await sessionOf(cookie)).session.access).toEqual({
      artist: true,
      agent: false,
      admin: false,
      mentor: false,
    });

    await runAdminCommand(suite.t.database.db, { name: 'grant-admin', email });
    const { session } = await sessionOf(cookie);
    expect(session.access).toEqual({ artist: true, agent: false, admin: true, mentor: false });
    expect(session.role).toBe('admin');
  });
});

describe('the session answer', () => {
  it('carries who and what, never a token, signature or hash', async () => {
    const { t } = suite;
    const { email, first } = await agentWithTwoSessions();
    const id = await userId(email);
    const response = await send(t, 'GET', '/api/auth/session', undefined, { cookie: first });
    const text = await response.text();
    const { session } = JSON.parse(text);

    expect(Object.keys(session).sort()).toEqual(['access', 'artist', 'expiresAt', 'role', 'user']);
    expect(session.user).toEqual({ id, email, name: '', emailVerified: true });
    const stored = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, id));
    const [account] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, id));
    const secrets = [
      ...stored.map((row) => row.token),
      decodeURIComponent(first.split('=').slice(1).join('=')),
      account!.password!,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/token|password|hash|ipAddress|userAgent/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers each caller with their own session when many ask at once', async () => {
    const people = await Promise.all(
      ['artist', 'agent', 'artist'].map(async (portal) => {
        const email = uniqueEmail(portal);
        await createConfirmedAccount(suite.t, { email, portal: portal as 'artist' | 'agent' });
        return {
          email,
          cookie: await signInCookie(suite.t, { email, portal: portal as 'artist' | 'agent' }),
        };
      }),
    );
    const asks = Array.from({ length: 30 }, (_, i) => people[i % people.length]!);
    const answers = await Promise.all(asks.map(({ cookie }) => sessionOf(cookie)));
    answers.forEach(({ session }, i) => expect(session.user.email).toBe(asks[i]!.email));
    expect(answers.filter(({ session }) => session.access.agent)).toHaveLength(10);
  });
});

describe('the daily extension', () => {
  it('extends a session last extended over a day ago and refreshes its cookie, on every route', async () => {
    const { t } = suite;
    const { email, first, second } = await agentWithTwoSessions();
    const id = await userId(email);
    const sixDays = Date.now() + 6 * 24 * 3600_000;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) })
      .where(eq(sessions.userId, id));

    const { session, setCookies } = await sessionOf(first);
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(sixDays);
    expect(setCookies.join('\n')).toMatch(/gbf\.session_token=[^;]+;.*Max-Age=604800/);

    const guarded = await send(t, 'GET', '/api/departments', undefined, { cookie: second });
    expect(guarded.status).toBe(200);
    expect(guarded.headers.getSetCookie().join('\n')).toMatch(/gbf\.session_token=[^;]+;.*Max-Age=604800/);
    const rows = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, id));
    for (const row of rows) expect(row.expiresAt.getTime()).toBeGreaterThan(sixDays);

    // Once extended, the next answer sets no cookie.
    expect((await sessionOf(first)).setCookies).toEqual([]);
  });
});

describe('over https', () => {
  const secure = useAccountSuite({ PUBLIC_URL: 'https://music.example.com' });

  it('reads the __Secure- cookie', async () => {
    const { t } = secure;
    const email = uniqueEmail('secure');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const cookie = await signInCookie(t, { email, portal: 'agent' });
    expect(cookie).toMatch(/^__Secure-gbf\.session_token=/);
    const response = await send(t, 'GET', '/api/auth/session', undefined, { cookie });
    expect((await response.json()).session.user.email).toBe(email);
    expect((await send(t, 'GET', '/api/departments', undefined, { cookie })).status).toBe(200);
  });
});
