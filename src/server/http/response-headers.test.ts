/**
 * The headers every answer carries are the same whether the app runs in-process (`app.request`, hono's response
 * headers) or behind @hono/node-server (set on Node's response), and request ids follow hono's `requestId()` rules.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../test/test-app';
import { frameParts, requestFrame } from './request-frame';

let t: TestApp;
let webDir: string;
let server: ServerType;
let base: string;

/** Headers that differ per answer or per transport by nature. */
const VARYING = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
]);

/** GETs `url` over HTTP sending exactly `headers` (fetch would add its own Accept-Encoding). */
function httpGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        const received = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          received.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: received }));
      })
      .on('error', reject);
  });
}

function stableHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !VARYING.has(name)));
}

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    `<script>1</script><h1>Home</h1>${'<p>text</p>'.repeat(200)}`,
  );
  await fs.writeFile(path.join(webDir, '404.html'), '<h1>404</h1>');
  await fs.writeFile(path.join(webDir, 'assets/app-abc.js'), 'console.log(1);'.repeat(100));
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('answer headers', () => {
  it('are the same in-process and over HTTP, for pages, assets, health, API errors and the not-found page', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/', {}],
      ['/', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/assets/app-abc.js', {}],
      ['/healthz', {}],
      ['/healthz', { 'accept-encoding': 'gzip' }],
      ['/api/nothing', {}],
      ['/api/nothing', { 'accept-encoding': 'gzip' }],
      ['/no/such/page', {}],
    ];
    for (const [page, headers] of cases) {
      const inProcess = await t.app.request(page, { headers });
      const overHttp = await httpGet(base + page, headers);
      expect(overHttp.status, page).toBe(inProcess.status);
      expect(stableHeaders(overHttp.headers), `${page} ${JSON.stringify(headers)}`).toEqual(
        stableHeaders(inProcess.headers),
      );
      expect(overHttp.headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(overHttp.headers.get('x-frame-options'), page).toBe('SAMEORIGIN');
      expect(overHttp.headers.get('cross-origin-opener-policy'), page).toBe('same-origin');
      expect(overHttp.headers.get('permissions-policy'), page).toContain('camera=()');
      expect(overHttp.headers.get('strict-transport-security'), page).toBeNull();
      expect(overHttp.headers.get('x-request-id'), page).toMatch(/^[0-9a-f-]{36}$/);
      if (page.startsWith('/api/')) expect(overHttp.headers.get('cache-control'), page).toBe('no-store');
    }
  });

  it("keeps a caller's plausible X-Request-Id and replaces any other, over HTTP and in-process", async () => {
    for (const send of [
      (h: Record<string, string>) => httpGet(`${base}/healthz`, h),
      (h: Record<string, string>) => t.app.request('/healthz', { headers: h }),
    ]) {
      expect((await send({ 'x-request-id': 'edge-42_a=' })).headers.get('x-request-id')).toBe('edge-42_a=');
      const replaced = (await send({ 'x-request-id': 'has spaces' })).headers.get('x-request-id');
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      const long = (await send({ 'x-request-id': 'a'.repeat(256) })).headers.get('x-request-id');
      expect(long).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the request frame', () => {
  it("lets a handler's own headers win over the answer headers, over HTTP and in-process", async () => {
    const lines: string[] = [];
    const app = new Hono()
      .use(
        requestFrame(
          frameParts({
            logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
            securityHeaders: { crossOriginEmbedderPolicy: false },
          }),
        ),
      )
      .get('/own', (c) => c.json({ own: true }, 200, { 'X-Frame-Options': 'DENY', 'X-Request-Id': 'mine' }))
      .get('/node', (c) => {
        // Set on Node's response, as a handler writing its answer itself would.
        (c.env as { outgoing?: http.ServerResponse } | undefined)?.outgoing?.setHeader(
          'Referrer-Policy',
          'origin',
        );
        return c.text('plain');
      });
    const own = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => own.once('listening', () => resolve()));
    const ownBase = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      for (const answer of [await httpGet(`${ownBase}/own`, {}), await app.request('/own')]) {
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('x-request-id')).toBe('mine');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const overHttp = await httpGet(`${ownBase}/node`, {});
      expect(overHttp.headers.get('referrer-policy')).toBe('origin');
      expect(overHttp.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(overHttp.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.request(`${ownBase}/own`, { method: 'HEAD' }, resolve).on('error', reject).end(),
      );
      expect(head.statusCode).toBe(200);
      expect(head.headers['x-frame-options']).toBe('DENY');
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: 'request', method: 'GET', path: '/node', status: 200 }),
          expect.objectContaining({ msg: 'request', method: 'HEAD', path: '/own', status: 200 }),
        ]),
      );
    } finally {
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });
});
