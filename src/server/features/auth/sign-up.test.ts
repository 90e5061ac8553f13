import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '@shared/limits/account';
import { ACCOUNT_EMAIL_REPEAT_MINUTES } from '@shared/limits/emails';
import { emailJobs, users } from '../../db/schema/index';
import {
  allow,
  createConfirmedAccount,
  emailsTo,
  firstLink,
  GOOD_PASSWORD,
  send,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();

describe('POST /api/auth/sign-up', () => {
  it('creates an unconfirmed account for an approved artist and emails a link to the program callback', async () => {
    const { t } = suite;
    const email = uniqueEmail('artist');
    await allow(t, 'artist', email);
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmation_sent' });
    expect(response.headers.getSetCookie()).toEqual([]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [mail] = await emailsTo(t, email);
    expect(mail?.content).toMatch(/Subject: Confirm your GBF Music Group account/);
    const link = firstLink(mail!.content);
    expect(link.origin + link.pathname).toBe(`${t.env.PUBLIC_URL}/program-auth/callback`);
    expect(link.searchParams.get('next')).toBe('/portal');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('refuses an email that is not on the list, and stores nothing', async () => {
    const { t } = suite;
    const email = uniqueEmail('stranger');
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('not_approved');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await emailsTo(t, email)).toEqual([]);
  });

  it('checks the list of the portal: an approved artist cannot sign up on the agent portal', async () => {
    const { t } = suite;
    const email = uniqueEmail('artist');
    await allow(t, 'artist', email);
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a disabled entry', async () => {
    const { t } = suite;
    const email = uniqueEmail('disabled');
    await allow(t, 'artist', email, false);
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(403);
  });

  it('answers an existing account like a new one and emails its owner instead', async () => {
    const { t } = suite;
    const email = uniqueEmail('existing');
    await createConfirmedAccount(t, { email });
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmation_sent' });
    const mails = await emailsTo(t, email);
    expect(mails.at(-1)?.content).toMatch(/Subject: You already have a GBF Music Group account/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('sends no second confirmation when an unconfirmed account signs up again soon, and a fresh link after that', async () => {
    const { t } = suite;
    const email = uniqueEmail('again');
    await allow(t, 'artist', email);
    const signUp = async (portal: 'artist' | 'program') => {
      const response = await send(t, 'POST', '/api/auth/sign-up', { email, password: GOOD_PASSWORD, portal });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'confirmation_sent' });
    };
    await signUp('artist');
    await signUp('program');
    // The first link still works for 24 hours: within ACCOUNT_EMAIL_REPEAT_MINUTES nothing more is sent (issue 38 item 7).
    expect(await emailsTo(t, email)).toHaveLength(1);

    await t.database.db
      .update(emailJobs)
      .set({ createdAt: new Date(Date.now() - (ACCOUNT_EMAIL_REPEAT_MINUTES + 1) * 60_000) })
      .where(eq(emailJobs.toAddress, email));
    await signUp('program');
    const mails = await emailsTo(t, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.content).toMatch(/Subject: Confirm your GBF Music Group account/);
    // The fresh link leads to the portal of the later sign-up, and confirms the account.
    const links = mails.map((mail) => firstLink(mail.content));
    expect(links.map((link) => link.searchParams.get('next'))).toEqual(['/portal', '/program-dashboard']);
    const link = links[1]!;
    expect(link.origin + link.pathname).toBe(`${t.env.PUBLIC_URL}/program-auth/callback`);
    const confirm = await send(t, 'POST', '/api/auth/confirm-email', {
      token: link.searchParams.get('token'),
    });
    expect(confirm.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { emailVerified: true },
    ]);
  });

  it("keeps a new agent's name and organisation, cleaned; a long organisation is refused on its field (issue 38 item 1)", async () => {
    const { t } = suite;
    const email = uniqueEmail('agent-org');
    await allow(t, 'agent', email);
    const long = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
      name: 'Lee Mensah',
      organisation: 'o'.repeat(ACCOUNT_LIMITS.organisation + 1),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({
      organisation: `Organisation must be at most ${ACCOUNT_LIMITS.organisation} characters.`,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
      name: ' Lee Mensah ',
      organisation: '  Northside <Agency> ',
    });
    expect(response.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { name: 'Lee Mensah', organisation: 'Northside Agency' },
    ]);

    // Signing up again changes nothing of the existing account.
    await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
      name: 'Someone Else',
      organisation: 'Other Agency',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { name: 'Lee Mensah', organisation: 'Northside Agency' },
    ]);
  });

  it('stores no organisation when an agent gives none', async () => {
    const { t } = suite;
    const email = uniqueEmail('agent-no-org');
    await allow(t, 'agent', email);
    const response = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
      name: 'Sam Doe',
      organisation: '   ',
    });
    expect(response.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { name: 'Sam Doe', organisation: null },
    ]);
  });

  it('applies the §5 password rules with their messages in order', async () => {
    const { t } = suite;
    const email = uniqueEmail('weak');
    await allow(t, 'artist', email);
    const response = await send(t, 'POST', '/api/auth/sign-up', { email, password: 'abc', portal: 'artist' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.password).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. ' +
        'Password must contain at least one number. Password must contain at least one special character',
    );
  });
});
