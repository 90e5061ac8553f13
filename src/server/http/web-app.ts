/**
 * Serves the built web app (issue "Foundation" item 2, site-and-portals.md §2.1, §2.12):
 * - `/assets/*`: hashed files, cached for a year (`immutable`);
 * - pages of the route table: their prerendered HTML (or the app shell), never cached (`no-cache`);
 * - other files at the web root (favicon…): cached for an hour;
 * - any other path: the not-found page with HTTP 404, logged as a 404.
 *
 * The HTML files are read once and kept in memory with their brotli and gzip copies (written by the build,
 * scripts/build-server.ts; made here when missing) and the headers of each copy, Content-Security-Policy
 * included, so a page request only picks bytes and a ready header object: the answer goes to Node as it is,
 * without a web `Headers` to build and validate (response-headers.ts). Files with precompressed copies next to
 * them are sent compressed to clients that accept it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findPageRoute, isIslandsPage, normalizePath, pageRedirects } from '@shared/pages';
import type { Logger } from '../logger';
import { bodyBytes, preferredEncoding, type StoredEncoding } from './compression';
import { contentSecurityPolicy } from './content-security-policy';
import { carriesSessionCookie, markSignedIn } from './page-document';
import { requestHeader } from './response-headers';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const FILE_CACHE = 'public, max-age=3600';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One copy of an HTML file ready to send: its bytes and all its headers. */
interface PageCopy {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** An HTML file ready to send: as stored, and compressed with brotli and gzip. */
interface HtmlPage {
  identity: PageCopy;
  br: PageCopy;
  gzip: PageCopy;
}

/** A copy of a page with its headers: never cached without revalidation, varying with the accepted encodings. */
function pageCopy(content: Buffer, csp: string, encoding?: StoredEncoding): PageCopy {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': HTML_CACHE,
    'Content-Security-Policy': csp,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  // Known here, so nothing has to measure the body per request.
  headers['Content-Length'] = String(content.byteLength);
  return { body: bodyBytes(content), headers };
}

/**
 * Reads `file` and its `.br` and `.gz` copies, compressing it where a copy is missing. A signed-in copy is made from
 * the file and compressed here.
 */
async function loadPage(file: string, signedIn: boolean): Promise<HtmlPage> {
  const stored = await fs.readFile(file);
  const identity = signedIn ? Buffer.from(markSignedIn(stored.toString('utf8'))) : stored;
  const [br, gz] = await Promise.all([
    signedIn ? brotli(identity) : fs.readFile(`${file}.br`).catch(() => brotli(identity)),
    signedIn ? gzip(identity) : fs.readFile(`${file}.gz`).catch(() => gzip(identity)),
  ]);
  const csp = contentSecurityPolicy(identity.toString('utf8'));
  return { identity: pageCopy(identity, csp), br: pageCopy(br, csp, 'br'), gzip: pageCopy(gz, csp, 'gzip') };
}

/**
 * Reads HTML files once; they do not change while the process runs. `signedIn` gives the copy of a page of islands
 * marked for a signed-in visitor, whose account menu then loads (docs/decisions/0004, 0015).
 */
function htmlCache(dir: string) {
  const cache = new Map<string, Promise<HtmlPage | null>>();
  return (file: string, signedIn = false) => {
    const key = signedIn ? `${file}#signed-in` : file;
    let entry = cache.get(key);
    if (!entry) {
      entry = loadPage(path.join(dir, file), signedIn).catch(() => null);
      cache.set(key, entry);
    }
    return entry;
  };
}

/** Whether the request carries a session cookie. */
function hasSessionCookie(c: Context): boolean {
  return carriesSessionCookie(requestHeader(c, 'cookie'));
}

/**
 * Answers with `page` in the best encoding the client accepts. Made without the context's helpers, which would
 * copy the headers into a web `Headers`: a page answer carries its own headers, and those every answer gets
 * (request-frame.ts).
 */
function sendPage(c: Context, page: HtmlPage, status: 200 | 404): Response {
  const { body, headers } = page[preferredEncoding(requestHeader(c, 'accept-encoding')) ?? 'identity'];
  return new Response(body, { status, headers });
}

/** Sets `Cache-Control` on the successful responses of the handlers after it. */
function withCacheControl(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', value);
  });
}

/** The HTML file for a page route: its prerendered page, else the app shell. */
function pageFile(route: { path: string; prerender: boolean }): string {
  if (!route.prerender) return '_shell.html';
  return route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
}

/**
 * Routes serving the web app from `webDir` (the Vite build output with prerendered pages).
 *
 * @param webDir - absolute path of `dist/web`.
 */
export function webAppRoutes(webDir: string, logger: Logger) {
  const root = path.relative(process.cwd(), webDir) || '.';
  const readHtml = htmlCache(webDir);
  const app = new Hono();

  app.use('/assets/*', withCacheControl(ASSET_CACHE), serveStatic({ root, precompressed: true }));
  app.all('/assets/*', (c) => c.text('Not found', 404));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const redirect = pageRedirects[normalizePath(c.req.path)];
    if (redirect) return c.redirect(redirect + new URL(c.req.url).search, 308);
    const route = findPageRoute(c.req.path);
    if (!route) return next();
    const signedIn = isIslandsPage(route) && hasSessionCookie(c);
    const file = signedIn && route.appWhenSignedIn ? '_shell.html' : pageFile(route);
    const page = await readHtml(file, signedIn && file !== '_shell.html');
    if (page === null) return c.text('The web app is not built yet: run `npm run build`.', 503);
    return sendPage(c, page, 200);
  });

  app.use(
    '*',
    withCacheControl(FILE_CACHE),
    serveStatic({
      root,
      precompressed: true,
      // Only plain files at the web root; HTML is served by the page routes above.
      rewriteRequestPath: (p) => (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest|xml)$/.test(p) ? p : '/__none__'),
    }),
  );

  app.on(['GET', 'HEAD'], '*', async (c) => {
    logger.warn({ path: normalizePath(c.req.path) }, 'page not found (404)');
    const page = await readHtml('404.html', hasSessionCookie(c));
    if (page) return sendPage(c, page, 404);
    c.header('Cache-Control', HTML_CACHE);
    return c.html('<h1>404</h1><p>Oops! Page not found</p>', 404);
  });

  return app;
}
