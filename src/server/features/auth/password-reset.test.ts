import { describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index';
import {
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

async function requestReset(email: string, portal: 'agent' | 'program' = 'agent') {
  const response = await send(suite.t, 'POST', '/api/auth/forgot-password', { email, portal });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'sent' });
}

async function resetToken(email: string, portal: 'agent' | 'program' = 'agent') {
  await requestReset(email, portal);
  return (await latestLink(suite.t, email, /Subject: Reset your/)).searchParams.get('token')!;
}

describe('password reset', () => {
  it('emails an agent a link to the agent callback, and a program artist one to the program reset page', async () => {
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
