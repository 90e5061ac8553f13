import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema/index';
import {
  allow,
  createConfirmedAccount,
  emailsTo,
  GOOD_PASSWORD,
  latestLink,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();
const NEW_PASSWORD = 'n3w-password';

async function requestReset(email: string, portal: 'agent' | 'program' | 'artist' = 'agent') {
  const response = await send(suite.t, 'POST', '/api/auth/forgot-password', { email, portal });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'sent' });
}

async function resetToken(email: string, portal: 'agent' | 'program' = 'agent') {
  await requestReset(email, portal);
  return (await latestLink(suite.t, email, /Subject: Reset your/)).searchParams.get('token')!;
}

describe('password reset', () => {
  it("emails each portal's link: the agent callback, the program reset page, the artist portal's reset page", async () => {
    const { t } = suite;
    const agent = uniqueEmail('agent');
    await createConfirmedAccount(t, { email: agent, portal: 'agent' });
    await requestReset(agent, 'agent');
    const agentLink = await latestLink(t, agent, /Subject: Reset your/);
    expect(agentLink.origin + agentLink.pathname).toBe(`${t.env.PUBLIC_URL}/agent-portal/auth/callback`);

    const artist = uniqueEmail('artist');
    await createConfirmedAccount(t, { email: artist, portal: 'program' });
    await requestReset(artist, 'program');
    const programLink = await latestLink(t, artist, /Subject: Reset your/);
    expect(programLink.origin + programLink.pathname).toBe(`${t.env.PUBLIC_URL}/program-reset-password`);
    expect(programLink.searchParams.get('token')).toMatch(/^\w{16,}$/);

    const portalArtist = uniqueEmail('portal-artist');
    await createConfirmedAccount(t, { email: portalArtist, portal: 'artist' });
    await requestReset(portalArtist, 'artist');
    const portalLink = await latestLink(t, portalArtist, /Subject: Reset your/);
    expect(portalLink.origin + portalLink.pathname).toBe(`${t.env.PUBLIC_URL}/portal/reset-password`);
    expect(portalLink.searchParams.get('token')).toMatch(/^\w{16,}$/);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    await requestReset(email);
    expect(await emailsTo(suite.t, email)).toEqual([]);
  });

  it('stores the token hashed, never as sent', async () => {
    const email = uniqueEmail('hashed');
    await createConfirmedAccount(suite.t, { email, portal: 'agent' });
    const token = await resetToken(email);
    const stored = await suite.t.database.db
      .select({ identifier: verifications.identifier })
      .from(verifications);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
  });

  it('checks, then sets the new password once: the old one stops working and sessions end', async () => {
    const { t } = suite;
    const email = uniqueEmail('reset');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const oldSession = await signInCookie(t, { email, portal: 'agent' });
    const token = await resetToken(email);

    expect((await send(t, 'POST', '/api/auth/reset-password/check', { token })).status).toBe(200);
    const reset = await send(t, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: 'password_reset' });

    const old = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
    });
    expect(old.status).toBe(401);
    expect(await signInCookie(t, { email, password: NEW_PASSWORD, portal: 'agent' })).toMatch(
      /gbf\.session_token=/,
    );
    const session = await send(t, 'GET', '/api/auth/session', undefined, { cookie: oldSession });
    expect((await session.json()).session).toBeNull();

    // Reused token.
    const again = await send(t, 'POST', '/api/auth/reset-password', { token, newPassword: 'an0ther-one' });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_token');
    const check = await send(t, 'POST', '/api/auth/reset-password/check', { token });
    expect(check.status).toBe(400);
  });

  it('ends the older links when a new one is asked for: only the newest can be checked and used', async () => {
    const { t } = suite;
    const email = uniqueEmail('newer');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect(second).not.toBe(first);

    const check = await send(t, 'POST', '/api/auth/reset-password/check', { token: first });
    expect(check.status).toBe(400);
    expect((await check.json()).error.code).toBe('invalid_token');
    const reset = await send(t, 'POST', '/api/auth/reset-password', {
      token: first,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.code).toBe('invalid_token');
    expect(await signInCookie(t, { email, portal: 'agent' })).toMatch(/gbf\.session_token=/);

    expect((await send(t, 'POST', '/api/auth/reset-password/check', { token: second })).status).toBe(200);
    const used = await send(t, 'POST', '/api/auth/reset-password', {
      token: second,
      newPassword: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);
    expect(await signInCookie(t, { email, password: NEW_PASSWORD, portal: 'agent' })).toMatch(
      /gbf\.session_token=/,
    );
  });

  it('ends every other link of the account once one is used, also links sent before that rule', async () => {
    const { t } = suite;
    const email = uniqueEmail('used');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const first = await resetToken(email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const firstRows = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, user!.id));
    const second = await resetToken(email);
    // Two live links at once, as databases hold them from before a new link ended the older ones.
    await t.database.db.insert(verifications).values(firstRows);
    expect((await send(t, 'POST', '/api/auth/reset-password/check', { token: first })).status).toBe(200);

    const used = await send(t, 'POST', '/api/auth/reset-password', {
      token: second,
      newPassword: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);
    expect((await send(t, 'POST', '/api/auth/reset-password/check', { token: first })).status).toBe(400);
    const late = await send(t, 'POST', '/api/auth/reset-password', {
      token: first,
      newPassword: 'an0ther-one',
    });
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('invalid_token');
    expect(await signInCookie(t, { email, password: NEW_PASSWORD, portal: 'agent' })).toMatch(
      /gbf\.session_token=/,
    );
  });

  it('leaves confirmation links alone: an unconfirmed account can still confirm after resets', async () => {
    const { t } = suite;
    const email = uniqueEmail('unconfirmed');
    await allow(t, 'agent', email);
    const signUp = await send(t, 'POST', '/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      portal: 'agent',
    });
    expect(signUp.status).toBe(200);
    const confirmation = await latestLink(t, email, /Subject: Confirm your/);
    await resetToken(email);
    const token = await resetToken(email);
    expect(
      (await send(t, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    const confirm = await send(t, 'POST', '/api/auth/confirm-email', {
      token: confirmation.searchParams.get('token'),
    });
    expect(confirm.status).toBe(200);
    expect(await signInCookie(t, { email, password: NEW_PASSWORD, portal: 'agent' })).toMatch(
      /gbf\.session_token=/,
    );
  });

  it('refuses an expired token', async () => {
    const { t } = suite;
    const email = uniqueEmail('expired');
    await createConfirmedAccount(t, { email, portal: 'agent' });
    const token = await resetToken(email);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const path of ['/api/auth/reset-password/check', '/api/auth/reset-password']) {
      const response = await send(t, 'POST', path, { token, newPassword: NEW_PASSWORD });
      expect(response.status).toBe(400);
    }
    const response = await send(t, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect((await response.json()).error.code).toBe('invalid_token');
    expect(await signInCookie(t, { email, portal: 'agent' })).toMatch(/gbf\.session_token=/);
  });

  it('applies the new-password rules of §5', async () => {
    const response = await send(suite.t, 'POST', '/api/auth/reset-password', {
      token: 'whatever',
      newPassword: 'short',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.newPassword).toBe(
      'Password must be at least 8 characters long. Password must contain at least one number',
    );
  });

  it('refuses an unknown token', async () => {
    const response = await send(suite.t, 'POST', '/api/auth/reset-password', {
      token: 'unknown-token-value',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_token');
  });
});
