/**
 * Every account endpoint fed malformed bodies, huge strings, wrong types and missing fields answers 4xx, never
 * 500; and neither passwords nor tokens reach the log.
 */
import { describe, expect, it } from 'vitest';
import { randomIp, createTestApp } from '../../test/test-app';
import { createConfirmedAccount, latestLink, uniqueEmail } from '../../test/accounts';

const ENDPOINTS = [
  '/api/auth/sign-up',
  '/api/auth/sign-in',
  '/api/auth/sign-out',
  '/api/auth/forgot-password',
  '/api/auth/reset-password/check',
  '/api/auth/reset-password',
  '/api/auth/confirm-email',
  '/api/auth/resend-confirmation',
  '/api/rpc/is_artist_approved',
  '/api/rpc/is_agent_approved',
];

const BAD_BODIES: [label: string, body: string, contentType?: string][] = [
  ['malformed JSON', '{"email": '],
  ['a JSON array', '[1,2,3]'],
  ['null', 'null'],
  ['a string', '"hello"'],
  [
    'wrong types',
    JSON.stringify({ email: 42, password: ['x'], portal: {}, token: 7, newPassword: false, p_email: [] }),
  ],
  [
    'an unknown portal',
    JSON.stringify({ email: 'a@example.com', password: 'Str0ng!Passw0rd', portal: 'admin' }),
  ],
  ['huge strings', JSON.stringify({ email: `${'a'.repeat(5000)}@example.com`, password: 'p'.repeat(5000) })],
  ['an oversize body', JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(100_000) })],
  ['a form body', 'email=a%40example.com&password=x', 'application/x-www-form-urlencoded'],
  [
    'control characters',
    JSON.stringify({ email: 'a\u0000@example.com', token: 'a\u0007', p_email: 'b\u0000@x.co' }),
  ],
  [
    'an unknown field',
    JSON.stringify({ email: 'a@example.com', password: 'x', portal: 'artist', isAdmin: true }),
  ],
];

describe('account endpoints under bad input', () => {
  it('answer 4xx with an error body, never 500', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      for (const path of ENDPOINTS) {
        for (const [label, body, contentType = 'application/json'] of BAD_BODIES) {
          if (path === '/api/auth/sign-out' && label === 'an unknown field') continue;
          const response = await t.app.request(path, {
            method: 'POST',
            headers: { 'content-type': contentType, 'x-forwarded-for': randomIp() },
            body,
          });
          expect(response.status, `${path} with ${label}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${path} with ${label}`).toBeLessThan(500);
          expect((await response.json()).error.code, `${path} with ${label}`).toMatch(/^[a-z_]+$/);
        }
        const missing = await t.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: '{}',
        });
        if (path === '/api/auth/sign-out') expect(missing.status).toBe(200);
        else expect(missing.status, `${path} with {}`).toBe(400);
      }
    } finally {
      await t.close();
    }
  });

  it('refuse NUL, lone surrogates and addresses the account library cannot take with 400 and the field named', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const email = 'nul-test@example.com';
      const cases: [path: string, body: Record<string, string>, field: string][] = [
        ['/api/auth/reset-password/check', { token: 'abc\u0000def' }, 'token'],
        ['/api/auth/confirm-email', { token: '\u0000' }, 'token'],
        ['/api/auth/confirm-email', { token: 'eyJ\ud800' }, 'token'],
        ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'N3w!Password' }, 'token'],
        ['/api/auth/reset-password', { token: 'abc', newPassword: 'N3w!Pass\u0000word' }, 'newPassword'],
        ['/api/auth/sign-in', { email, password: 'Str0ng!\ud800', portal: 'agent' }, 'password'],
        ['/api/auth/sign-up', { email, password: 'Str0ng!Pass\udc00', portal: 'artist' }, 'password'],
        ['/api/auth/sign-in', { email: 'a\ud800@example.com', password: 'x', portal: 'agent' }, 'email'],
        ['/api/auth/forgot-password', { email: 'a\udfff@example.com', portal: 'agent' }, 'email'],
        ['/api/auth/resend-confirmation', { email: 'a\u0000@example.com', portal: 'agent' }, 'email'],
        ['/api/rpc/is_agent_approved', { p_email: 'a\ud800@example.com' }, 'p_email'],
        // Addresses the account library refuses (non-ASCII before the @) are refused by our schema first.
        ['/api/auth/forgot-password', { email: 'é@example.com', portal: 'agent' }, 'email'],
        ['/api/auth/resend-confirmation', { email: 'zoë@example.com', portal: 'program' }, 'email'],
      ];
      for (const [path, body, field] of cases) {
        const response = await t.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: JSON.stringify(body),
        });
        const label = `${path} ${JSON.stringify(body)}`;
        expect(response.status, label).toBe(400);
        const { error } = (await response.json()) as {
          error: { code: string; fields: Record<string, string> };
        };
        expect(error.code, label).toBe('validation_failed');
        expect(Object.keys(error.fields), label).toEqual([field]);
      }
    } finally {
      await t.close();
    }
  });

  it('never log passwords or tokens', async () => {
    const logLines: string[] = [];
    const t = await createTestApp({ env: { TRUST_PROXY: '1' }, logLines });
    try {
      const email = uniqueEmail('secret');
      const password = 'Sup3r!SecretValue';
      await createConfirmedAccount(t, { email, password, portal: 'agent' });
      await t.app.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wr0ng!SecretValue', portal: 'agent' }),
      });
      await t.app.request('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, portal: 'agent' }),
      });
      const token = (await latestLink(t, email, /Subject: Reset your/)).searchParams.get('token')!;
      await t.app.request(`/api/auth/reset-password?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword: 'N3w!SecretValue' }),
      });
      expect(logLines.length).toBeGreaterThan(3);
      const log = logLines.join('\n');
      for (const secret of [password, 'Wr0ng!SecretValue', 'N3w!SecretValue', token])
        expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
