/** Public forms are rate limited per client IP (issue "Platform" item 9; docs/decisions/0001). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, randomIp, type TestApp } from '../test/test-app';
import { publicFormRule } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each([
  '/api/contact',
  '/api/enrollment-applications',
  '/api/touring-inquiries',
  '/api/program-applications',
])('%s', (path) => {
  it('answers 429 with Retry-After past the limit from one IP, and still serves other IPs', async () => {
    const ip = randomIp();
    const { points } = publicFormRule('any');
    for (let i = 0; i < points; i += 1) {
      expect((await postJson(t.app, path, {}, { 'x-forwarded-for': ip })).status).toBe(400);
    }
    const refused = await postJson(t.app, path, {}, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await postJson(t.app, path, {}, { 'x-forwarded-for': randomIp() })).status).toBe(400);
  });
});
