import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../test/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
});
afterAll(async () => {
  await t.close();
});

describe('request log', () => {
  it('writes one JSON line per request, without query strings or bodies', async () => {
    lines.length = 0;
    const secretBody = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Private',
      message: 'my-secret-message-text',
    };
    expect((await postJson(t.app, '/api/contact?token=query-secret', secretBody)).status).toBe(201);
    expect((await t.app.request('/missing-page')).status).toBe(404);

    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/contact',
        status: 201,
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
      expect.objectContaining({ method: 'GET', path: '/missing-page', status: 404 }),
    ]);
    const all = lines.join('\n');
    expect(all).not.toContain('query-secret');
    expect(all).not.toContain('my-secret-message-text');
    expect(all).toContain('page not found (404)');
  });
});
