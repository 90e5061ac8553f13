import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { randomIp, send, uniqueEmail, useAccountSuite } from '../../test/accounts';
import { authRateLimits } from './rate-limit-rules';

const suite = useAccountSuite();

async function signIn(email: string, ip: string) {
  return send(
    suite.t,
    'POST',
    '/api/auth/sign-in',
    { email, password: 'Wrong!Passw0rd', portal: 'artist' },
    { ip },
  );
}

describe('rate limits', () => {
  it('limit sign-in per email, whatever the IP, with 429 and Retry-After', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < authRateLimits.signInEmail.points; i++)
      expect((await signIn(email, randomIp())).status).toBe(401);
    const limited = await signIn(email, randomIp());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    // Another email is not affected.
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
