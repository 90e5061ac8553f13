/**
 * Compression for clients that accept it: pages in brotli or gzip from the copies the build writes (or made at
 * start when missing), hashed assets from their precompressed copies, answers built per request through hono's
 * `compress()`; `Vary: Accept-Encoding` wherever the encoding depends on the request.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { preferredEncoding } from './compression';

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

  it('compresses answers built per request for clients that accept gzip, and says they vary', async () => {
    const plain = await get('/api/nothing');
    expect(plain.encoding).toBeNull();
    expect(plain.res.headers.get('vary')).toBe('Accept-Encoding');
    const gzipped = await get('/api/nothing', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(JSON.parse(gzipped.text)).toEqual(JSON.parse(plain.text));
    expect(gzipped.res.headers.get('vary')).toBe('Accept-Encoding');
  });
});
