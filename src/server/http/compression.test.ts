/**
 * Compression for clients that accept it: pages in brotli or gzip from the copies the build writes (or made at
 * start when missing), hashed assets from their precompressed copies, answers built per request through hono's
 * `compress()`; `Vary: Accept-Encoding` wherever the encoding depends on the request.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { compression, preferredEncoding, sendAsIs } from './compression';

let t: TestApp;
let webDir: string;
const home = `<h1>Home page</h1>${'<p>Some text of the home page.</p>'.repeat(100)}`;
const contact = `<h1>Contact page</h1>${'<p>Write to us.</p>'.repeat(100)}`;
/** What the build's brotli copy of the contact page says (different from the page, to tell them apart). */
const contactCopy = `<h1>Contact page, brotli copy</h1>`;
const script = 'console.log("a hashed asset");'.repeat(100);

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.mkdir(path.join(webDir, 'contact'));
  await fs.writeFile(path.join(webDir, 'index.html'), home);
  await fs.writeFile(path.join(webDir, 'contact/index.html'), contact);
  await fs.writeFile(path.join(webDir, 'contact/index.html.br'), zlib.brotliCompressSync(contactCopy));
  await fs.writeFile(path.join(webDir, '404.html'), '<h1>404</h1>');
  await fs.writeFile(path.join(webDir, 'assets/app-abc.js'), script);
  await fs.writeFile(path.join(webDir, 'assets/app-abc.js.br'), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(webDir, 'assets/app-abc.js.gz'), zlib.gzipSync(script));
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});

afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function get(page: string, acceptEncoding?: string) {
  const res = await t.app.request(page, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();
  return { res, encoding, text };
}

describe('preferredEncoding', () => {
  it('picks the accepted encoding of highest quality among brotli and gzip, brotli on a tie', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
  });
});

describe('compression', () => {
  it('sends pages in brotli, gzip or as they are, as the client accepts, always with Vary', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
      ['identity', null],
    ] as const) {
      const { res, encoding, text } = await get('/', accept);
      expect(encoding, accept).toBe(expected);
      expect(text, accept).toBe(home);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const notFound = await get('/no/such/page', 'br');
    expect(notFound.res.status).toBe(404);
    expect(notFound.encoding).toBe('br');
    expect(notFound.text).toBe('<h1>404</h1>');
  });

  it("sends the build's copy of a page when there is one", async () => {
    expect((await get('/contact', 'br')).text).toBe(contactCopy);
    expect((await get('/contact', 'gzip')).text).toBe(contact);
    expect((await get('/contact')).text).toBe(contact);
  });

  it('sends hashed assets from their precompressed copies', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const { res, encoding, text } = await get('/assets/app-abc.js', accept);
      expect(encoding, accept).toBe(accept ?? null);
      expect(text, accept).toBe(script);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (accept) expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });
});

describe('compression of answers built per request', () => {
  const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Item number ${i}` })) };
  const csv = 'id,title\n'.concat(...Array.from({ length: 200 }, (_, i) => `${i},Item number ${i}\n`));
  const app = new Hono()
    .use(compression())
    .get('/small', (c) => c.json({ status: 'ok' }))
    .get('/large', (c) => c.json(large))
    .get('/created', (c) => c.json(large, 201, { 'x-kind': 'list' }))
    .get('/as-is', (c) =>
      sendAsIs(c.body(JSON.stringify(large), 200, { 'content-type': 'application/json' })),
    )
    .get('/csv', (c) => c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8' }));
  const request = async (path: string, accept?: string) => {
    const res = await app.request(path, { headers: accept ? { 'accept-encoding': accept } : {} });
    const body = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get('content-encoding');
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
    const text = encoding ? decode[encoding as keyof typeof decode](body).toString() : body.toString();
    return { res, encoding, text, bytes: body.byteLength };
  };

  it('compresses JSON of 1 KB or more in the encoding the client prefers, and leaves smaller JSON as it is', async () => {
    for (const [accept, expected] of [
      [undefined, null],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const big = await request('/large', accept);
      expect(big.encoding, accept).toBe(expected);
      expect(JSON.parse(big.text), accept).toEqual(large);
      expect(big.res.headers.get('vary'), accept).toBe('Accept-Encoding');
      if (expected) expect(big.bytes, accept).toBeLessThan(JSON.stringify(large).length / 3);
      const small = await request('/small', accept);
      expect(small.encoding, accept).toBeNull();
      expect(JSON.parse(small.text)).toEqual({ status: 'ok' });
      expect(small.res.headers.get('vary'), accept).toBe('Accept-Encoding');
    }
  });

  it("keeps the status and headers of the handler's JSON answer when it compresses it", async () => {
    const created = await request('/created', 'br');
    expect(created.encoding).toBe('br');
    expect(created.res.status).toBe(201);
    expect(created.res.headers.get('x-kind')).toBe('list');
    expect(created.res.headers.get('content-type')).toBe('application/json');
    expect(created.res.headers.get('content-length')).toBe(String(created.bytes));
    expect(JSON.parse(created.text)).toEqual(large);
  });

  it('sends an answer marked final as it is', async () => {
    const asIs = await request('/as-is', 'gzip, deflate, br');
    expect(asIs.encoding).toBeNull();
    expect(JSON.parse(asIs.text)).toEqual(large);
  });

  it('streams other compressible answers through gzip', async () => {
    const gzipped = await request('/csv', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.text).toBe(csv);
    expect((await request('/csv')).encoding).toBeNull();
  });
});

// Last: serving over HTTP puts @hono/node-server's Response in place of the global one for the rest of the file.
describe('compression over HTTP', () => {
  it('sends a small API answer as it is, with its length, and says it varies', async () => {
    // Over HTTP: the length of an answer left as its handler made it is written by the Node adapter.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      for (const accept of [undefined, 'gzip, deflate, br']) {
        const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .get(
              { port, path: '/api/nothing', headers: accept ? { 'accept-encoding': accept } : {} },
              resolve,
            )
            .on('error', reject),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString();
        expect(res.headers['content-encoding'], accept).toBeUndefined();
        expect(res.headers.vary, accept).toBe('Accept-Encoding');
        expect(JSON.parse(text)).toMatchObject({ error: { code: 'not_found' } });
        expect(res.headers['content-length'], accept).toBe(String(Buffer.byteLength(text)));
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
