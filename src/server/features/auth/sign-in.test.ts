import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_REPEAT_MINUTES } from '@shared/limits/emails';
import { runAdminCommand } from '../../admin/commands';
import { artists, emailJobs, sessions, users } from '../../db/schema/index';
import {
  allow,
  cookieHeader,
  createConfirmedAccount,
  disableEntryOnly,
  emailsTo,
  GOOD_PASSWORD,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();

const sessionOf = async (cookie: string) => (await readSession(suite.t, cookie)).session;

describe('POST /api/auth/sign-in', () => {
  it('signs in an approved, confirmed artist with an HttpOnly SameSite=Lax cookie', async () => {
    const { t } = suite;
    const email = uniqueEmail('artist');
    await createConfirmedAccount(t, { email });
    const response = await send(t, 'POST', '/api/auth/sign-in', {
      email: ` ${email.toUpperCase()}`,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(200);
    const { session } = await response.json();
    expect(session.user.email).toBe(email);
    expect(session.access).toEqual({ artist: true, agent: false, admin: false, mentor: false });
    expect(session.role).toBe('viewer');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^gbf\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(JSON.stringify(session)).not.toContain(cookie!.split(';')[0]!.split('=')[1]!.split('.')[0]!);
    expect((await sessionOf(cookieHeader(response))).user.email).toBe(email);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { t } = suite;
    const email = uniqueEmail('artist');
    await createConfirmedAccount(t, { email });
    const wrong = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: 'Wrong!Passw0rd',
      portal: 'artist',
    });
    const unknown = await send(t, 'POST', '/api/auth/sign-in', {
      email: uniqueEmail('nobody'),
      password: 'Wrong!Passw0rd',
      portal: 'artist',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody.error.code).toBe('invalid_credentials');
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unconfirmed account with email_not_verified, and emails a fresh link unless one just went', async () => {
    const { t } = suite;
    const email = uniqueEmail('unconfirmed');
    await allow(t, 'artist', email);
    await send(t, 'POST', '/api/auth/sign-up', { email, password: GOOD_PASSWORD, portal: 'artist' });
    const signIn = async () => {
      const response = await send(t, 'POST', '/api/auth/sign-in', {
        email,
        password: GOOD_PASSWORD,
        portal: 'artist',
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({
        code: 'email_not_verified',
        message: 'Please check your email to confirm your account, then try signing in again.',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    };
    // Right after signing up, the link just sent is the one to use (issue 38 item 7): no second copy.
    await signIn();
    expect(await emailsTo(t, email)).toHaveLength(1);
    // Later, a fresh link.
    await t.database.db
      .update(emailJobs)
      .set({ createdAt: new Date(Date.now() - (ACCOUNT_EMAIL_REPEAT_MINUTES + 1) * 60_000) })
      .where(eq(emailJobs.toAddress, email));
    await signIn();
    const after = await emailsTo(t, email);
    expect(after).toHaveLength(2);
    expect(after.at(-1)?.content).toMatch(/Subject: Confirm your/);
  });

  it('denies a disabled artist and keeps no session', async () => {
    const { t } = suite;
    const email = uniqueEmail('disabled');
    await createConfirmedAccount(t, { email });
    await runAdminCommand(t.database.db, { name: 'disallow', list: 'artist', email });
    const response = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('access_denied');
    expect(response.headers.getSetCookie()).toEqual([]);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it('denies the agent portal to an artist who is not an approved agent', async () => {
    const { t } = suite;
    const email = uniqueEmail('artist');
    await createConfirmedAccount(t, { email });
    const response = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('access_denied');
  });

  it('gives an approved agent the role agent, and an admin the role admin', async () => {
    const { t } = suite;
    const agent = uniqueEmail('agent');
    await createConfirmedAccount(t, { email: agent, portal: 'agent' });
    const agentSession = await sessionOf(await signInCookie(t, { email: agent, portal: 'agent' }));
    expect(agentSession.role).toBe('agent');
    expect(agentSession.access).toEqual({ artist: false, agent: true, admin: false, mentor: false });

    const admin = uniqueEmail('admin');
    await createConfirmedAccount(t, { email: admin, portal: 'program' });
    await runAdminCommand(t.database.db, { name: 'grant-admin', email: admin });
    const adminSession = await sessionOf(await signInCookie(t, { email: admin, portal: 'program' }));
    expect(adminSession.role).toBe('admin');
  });

  it('looks access up on every request: disabling a signed-in agent takes the role away at once', async () => {
    const { t } = suite;
    const email = uniqueEmail('agent');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const cookie = await signInCookie(t, { email, portal: 'agent' });
    await disableEntryOnly(t, 'agent', email);
    const session = await sessionOf(cookie);
    expect(session.role).toBe('viewer');
    expect(session.access.agent).toBe(false);
  });
});

describe('GET /api/auth/session', () => {
  it('is null when signed out, or with a forged cookie', async () => {
    expect(await sessionOf('')).toBeNull();
    expect(await sessionOf('gbf.session_token=forged.value')).toBeNull();
  });

  it('carries the linked artist record for the greeting', async () => {
    const { t } = suite;
    const email = uniqueEmail('named');
    await createConfirmedAccount(t, { email });
    await t.database.db
      .update(artists)
      .set({ stageName: 'Nova', name: 'Ada Obi' })
      .where(eq(artists.email, email));
    const session = await sessionOf(await signInCookie(t, { email }));
    expect(session.artist).toEqual({ stageName: 'Nova', name: 'Ada Obi' });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session and clears the cookie', async () => {
    const { t } = suite;
    const email = uniqueEmail('leaving');
    await createConfirmedAccount(t, { email });
    const cookie = await signInCookie(t, { email });
    const response = await send(t, 'POST', '/api/auth/sign-out', {}, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/gbf\.session_token=;/);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it('is fine when already signed out', async () => {
    const response = await send(suite.t, 'POST', '/api/auth/sign-out', {});
    expect(response.status).toBe(200);
  });
});

describe('cookies over https', () => {
  const secure = useAccountSuite({ PUBLIC_URL: 'https://music.example.com' });

  it('are Secure when PUBLIC_URL is https', async () => {
    const { t } = secure;
    const email = uniqueEmail('secure');
    await createConfirmedAccount(t, { email });
    const response = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/i);
  });
});
