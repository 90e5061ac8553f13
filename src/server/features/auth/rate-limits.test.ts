import { describe, expect, it } from 'vitest';
import { randomIp, createTestApp } from '../../test/test-app';
import {
  createConfirmedAccount,
  GOOD_PASSWORD,
  send,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { authRateLimits } from './rate-limit-rules';

const suite = useAccountSuite();

/** A sign-in to the artist portal, with a wrong password unless one is given. */
async function signIn(email: string, ip: string, password = 'Wrong!Passw0rd') {
  return send(suite.t, 'POST', '/api/auth/sign-in', { email, password, portal: 'artist' }, { ip });
}

describe('rate limits', () => {
  it('limit sign-in per email and IP pair, with 429 and Retry-After; other addresses still sign in', async () => {
    const email = uniqueEmail('target');
    await createConfirmedAccount(suite.t, { email });
    const ip = randomIp();
    for (let i = 0; i < authRateLimits.signInEmailIp.points; i++)
      expect((await signIn(email, ip)).status).toBe(401);
    const limited = await signIn(email, ip, GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    // The owner elsewhere is not locked out, and the address may still try another email.
    expect((await signIn(email, randomIp(), GOOD_PASSWORD)).status).toBe(200);
    expect((await signIn(uniqueEmail('other'), ip)).status).toBe(401);
  });

  it('do not let 10 wrong passwords from 10 addresses block the right one from an eleventh', async () => {
    const email = uniqueEmail('spread');
    await createConfirmedAccount(suite.t, { email });
    for (let i = 0; i < 10; i++) expect((await signIn(email, randomIp())).status).toBe(401);
    expect((await signIn(email, randomIp(), GOOD_PASSWORD)).status).toBe(200);
  });

  it('start a pair afresh after the right password', async () => {
    const email = uniqueEmail('typo');
    await createConfirmedAccount(suite.t, { email });
    const ip = randomIp();
    const { points } = authRateLimits.signInEmailIp;
    for (let i = 0; i < points - 1; i++) expect((await signIn(email, ip)).status).toBe(401);
    expect((await signIn(email, ip, GOOD_PASSWORD)).status).toBe(200);
    for (let i = 0; i < points; i++) expect((await signIn(email, ip)).status).toBe(401);
    expect((await signIn(email, ip)).status).toBe(429);
  });

  it('limit sign-in per email across all addresses, counting only what each address may try', async () => {
    const { t } = suite;
    const email = uniqueEmail('distributed');
    await createConfirmedAccount(t, { email });
    const pairPoints = authRateLimits.signInEmailIp.points;
    // Wrong passwords already tried from many addresses: all but pairPoints + 1 of the email's allowance.
    for (let i = 0; i < authRateLimits.signInEmail.points - pairPoints - 1; i++)
      await t.deps.rateLimits.consume([[authRateLimits.signInEmail, email]]);

    const ip = randomIp();
    for (let i = 0; i < pairPoints; i++) expect((await signIn(email, ip)).status).toBe(401);
    // Refused by the pair's limit, so not counted for the email.
    expect((await signIn(email, ip)).status).toBe(429);
    // The right password is given back: the owner signs in again and again with one attempt left.
    for (let i = 0; i < 2; i++) expect((await signIn(email, randomIp(), GOOD_PASSWORD)).status).toBe(200);
    expect((await signIn(email, randomIp())).status).toBe(401);
    const limited = await signIn(email, randomIp(), GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(uniqueEmail('other'), randomIp())).status).toBe(401);
  });

  it('limit sign-in per IP, whatever the email', async () => {
    const ip = randomIp();
    for (let i = 0; i < authRateLimits.signInIp.points; i++)
      expect((await signIn(uniqueEmail('spray'), ip)).status).toBe(401);
    expect((await signIn(uniqueEmail('spray'), ip)).status).toBe(429);
    expect((await signIn(uniqueEmail('spray'), randomIp())).status).toBe(401);
  });

  it('limit reset requests per email: the reset page then shows "Too many reset attempts"', async () => {
    const email = uniqueEmail('reset');
    const request = () =>
      send(suite.t, 'POST', '/api/auth/forgot-password', { email, portal: 'agent' }, { ip: randomIp() });
    for (let i = 0; i < authRateLimits.resetRequestEmail.points; i++)
      expect((await request()).status).toBe(200);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/too many/i);
  });

  it('limit sign-up and confirmation resends per email', async () => {
    const email = uniqueEmail('signup');
    const signUp = () =>
      send(suite.t, 'POST', '/api/auth/sign-up', { email, password: 'Str0ng!Passw0rd', portal: 'artist' });
    for (let i = 0; i < authRateLimits.signUpEmail.points; i++) expect((await signUp()).status).toBe(403);
    expect((await signUp()).status).toBe(429);

    const resend = () => send(suite.t, 'POST', '/api/auth/resend-confirmation', { email, portal: 'artist' });
    for (let i = 0; i < authRateLimits.resendEmail.points; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });

  it('limit token guesses per IP', async () => {
    const ip = randomIp();
    const guess = () => send(suite.t, 'POST', '/api/auth/reset-password/check', { token: 'guess' }, { ip });
    for (let i = 0; i < authRateLimits.tokenIp.points; i++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});

describe('client IP', () => {
  it('comes from the socket when TRUST_PROXY is off: X-Forwarded-For cannot dodge the limit', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      const fromSocket = (ip: string, forwarded: string) =>
        t.app.request(
          '/api/auth/reset-password/check',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
            body: JSON.stringify({ token: 'guess' }),
          },
          { incoming: { socket: { remoteAddress: ip } } },
        );
      for (let i = 0; i < authRateLimits.tokenIp.points; i++)
        expect((await fromSocket('192.0.2.7', randomIp())).status).toBe(400);
      expect((await fromSocket('192.0.2.7', randomIp())).status).toBe(429);
      // A different socket address has its own bucket.
      expect((await fromSocket('192.0.2.8', randomIp())).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('is taken from the right end of X-Forwarded-For behind a trusted proxy', async () => {
    const ip = randomIp();
    const guess = (spoofed: string) =>
      send(
        suite.t,
        'POST',
        '/api/auth/reset-password/check',
        { token: 'guess' },
        { ip: `${spoofed}, ${ip}` },
      );
    for (let i = 0; i < authRateLimits.tokenIp.points; i++)
      expect((await guess(randomIp())).status).toBe(400);
    // A client writing its own addresses on the left does not get a new bucket.
    expect((await guess(randomIp())).status).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits in Redis', () => {
  it('are shared by two app instances', async () => {
    const first = await createTestApp({ env: { TRUST_PROXY: '1', REDIS_URL: process.env.REDIS_URL! } });
    const second = await createTestApp({ env: { TRUST_PROXY: '1', REDIS_URL: process.env.REDIS_URL! } });
    try {
      const email = uniqueEmail('shared');
      const request = (t: typeof first) =>
        send(t, 'POST', '/api/auth/forgot-password', { email, portal: 'agent' }, { ip: randomIp() });
      for (let i = 0; i < authRateLimits.resetRequestEmail.points; i++)
        expect((await request(i % 2 ? first : second)).status).toBe(200);
      expect((await request(first)).status).toBe(429);
      expect((await request(second)).status).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
