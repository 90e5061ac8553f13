/**
 * The health probes answered before hono (health-first.ts, issue 9 item 10) look to a caller exactly as hono's
 * answers do: same status, body, header lines in the same order (request id and Node's own headers aside), the
 * request id rules, and one request log line each. Every other request reaches hono unchanged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, serverListener } from '../app';
import type { AppDeps } from '../deps';
import { healthAnswers } from './health-answers';
import { createTestApp, type TestApp } from '../test/test-app';
import { healthFirst, type NodeListener } from './health-first';
import { frameParts } from './request-frame';
import { createLogger } from '../logger';

/** Header lines Node writes itself, or that differ per answer. */
const VARYING = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

/** An answer as the caller received it: status, raw header lines (name, value …) and body text. */
interface Raw {
  status: number;
  lines: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends one request to `base` with exactly `headers` and records the raw answer. */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, lines: res.rawHeaders, headers: res.headers, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The raw header lines a caller can compare across answers (name: value, in the order sent). */
function stableLines(raw: Raw): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.lines.length; i += 2)
    if (!VARYING.has(raw.lines[i]!.toLowerCase())) kept.push(`${raw.lines[i]}: ${raw.lines[i + 1]}`);
  return kept;
}

/** Starts a `node:http` server with `listener` on an ephemeral port. */
async function listen(listener: NodeListener): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts the app of `deps` behind @hono/node-server alone: the answers hono sends. */
async function listenHono(deps: AppDeps): Promise<{ base: string; close(): Promise<void> }> {
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The request lines logged since the last reset, parsed. */
function requestLines(lines: string[]): Record<string, unknown>[] {
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
}

const UUID = /^[0-9a-f-]{36}$/;
const logLines: string[] = [];
let t: TestApp;
let server: { base: string; close(): Promise<void> };
let hono: { base: string; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ logLines });
  server = await listen(serverListener(t.deps, { hostname: '127.0.0.1' }));
  hono = await listenHono(t.deps);
});

afterAll(async () => {
  await server.close();
  await hono.close();
  await t.close();
});

beforeEach(() => {
  logLines.length = 0;
});

describe('the health probes over HTTP', () => {
  it('answer with the status, body and header lines hono sends, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'])
      for (const path of ['/healthz', '/readyz', '/healthz?probe=1']) {
        const ours = await send(server.base, method, path);
        const theirs = await send(hono.base, method, path);
        const what = `${method} ${path}`;
        expect(ours.status, what).toBe(200);
        expect(ours.status, what).toBe(theirs.status);
        expect(ours.body, what).toBe(theirs.body);
        expect(stableLines(ours), what).toEqual(stableLines(theirs));
        expect(ours.headers['x-request-id'], what).toMatch(UUID);
        expect(ours.headers['x-content-type-options'], what).toBe('nosniff');
        expect(ours.headers['x-frame-options'], what).toBe('SAMEORIGIN');
        expect(ours.headers['permissions-policy'], what).toContain('camera=()');
      }
  });

  it('carry the JSON bodies of the operational contract, as fetch sees them', async () => {
    const healthz = await fetch(`${server.base}/healthz`);
    expect(healthz.status).toBe(200);
    expect(healthz.headers.get('content-type')).toBe('application/json');
    expect(await healthz.json()).toEqual({ status: 'ok' });
    const readyz = await fetch(`${server.base}/readyz`);
    expect(readyz.status).toBe(200);
    expect(await readyz.json()).toEqual({ status: 'ready' });
  });

  it("keep a caller's plausible X-Request-Id and replace any other", async () => {
    const kept = await fetch(`${server.base}/healthz`, { headers: { 'x-request-id': 'edge-42_a=' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42_a=');
    for (const given of ['has spaces', 'a'.repeat(256)]) {
      const replaced = await fetch(`${server.base}/healthz`, { headers: { 'x-request-id': given } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('write one request line each, as the request frame does', async () => {
    const get = await send(server.base, 'GET', '/healthz?token=query-secret', { 'x-request-id': 'probe-1' });
    const head = await send(server.base, 'HEAD', '/readyz');
    expect(requestLines(logLines)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        reqId: 'probe-1',
        method: 'GET',
        path: '/healthz',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      },
      {
        level: 30,
        time: expect.any(Number),
        reqId: head.headers['x-request-id'],
        method: 'HEAD',
        path: '/readyz',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      },
    ]);
    expect(get.headers['x-request-id']).toBe('probe-1');
    expect(logLines.join('\n')).not.toContain('query-secret');
  });

  it('leave other methods, other paths and refused hosts to hono, unchanged', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['POST', '/healthz', {}],
      ['OPTIONS', '/readyz', {}],
      ['DELETE', '/healthz', {}],
      ['GET', '/healthz/', {}],
      ['GET', '/api/nothing', {}],
      // @hono/node-server refuses a Host whose name the URL would change.
      ['GET', '/healthz', { host: 'Example.com:80' }],
    ];
    for (const [method, path, headers] of cases) {
      const what = `${method} ${path} ${JSON.stringify(headers)}`;
      logLines.length = 0;
      const ours = await send(server.base, method, path, headers);
      const theirs = await send(hono.base, method, path, headers);
      expect(ours.status, what).toBe(theirs.status);
      expect(ours.status, what).toBeGreaterThanOrEqual(400);
      expect(ours.body, what).toBe(theirs.body);
      expect(stableLines(ours), what).toEqual(stableLines(theirs));
      // One line from each server, written by hono's request frame (a refused Host never reaches hono).
      expect(requestLines(logLines), what).toHaveLength(headers.host ? 0 : 2);
    }
  });

  it('answer GET and HEAD of the probes themselves, and pass every other request to the next listener', async () => {
    const passed: string[] = [];
    const frame = frameParts({ logger: createLogger('silent'), securityHeaders: {} });
    await frame.security.ready;
    const answers = healthAnswers(t.deps.database);
    const own = await listen(
      healthFirst(
        (req, res) => {
          passed.push(`${req.method} ${req.url}`);
          res.writeHead(418).end();
        },
        { frame, answers },
      ),
    );
    try {
      for (const [method, path] of [
        ['GET', '/healthz'],
        ['HEAD', '/readyz'],
        ['POST', '/healthz'],
        ['PUT', '/readyz'],
        ['GET', '/'],
        ['GET', '/healthzz'],
      ])
        await send(own.base, method!, path!);
    } finally {
      await own.close();
    }
    expect(passed).toEqual(['POST /healthz', 'PUT /readyz', 'GET /', 'GET /healthzz']);
  });
});

describe('GET /readyz over HTTP, with the database down', () => {
  it('answers 503 as hono does and logs the line at error', async () => {
    const down: AppDeps = {
      ...t.deps,
      database: { ...t.deps.database, ping: () => Promise.reject(new Error('connection refused')) },
    };
    const ours = await listen(serverListener(down, { hostname: '127.0.0.1' }));
    const theirs = await listenHono(down);
    try {
      const answer = await send(ours.base, 'GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable' });
      expect(requestLines(logLines)).toEqual([
        expect.objectContaining({ level: 50, method: 'GET', path: '/readyz', status: 503 }),
      ]);
      const hono503 = await send(theirs.base, 'GET', '/readyz');
      expect(answer.body).toBe(hono503.body);
      expect(stableLines(answer)).toEqual(stableLines(hono503));
      // /healthz only says the process is up.
      expect((await send(ours.base, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await ours.close();
      await theirs.close();
    }
  });
});
