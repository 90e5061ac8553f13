/**
 * Serves the built web app (issue "Foundation" item 2, site-and-portals.md §2.1, §2.12):
 * - `/assets/*`: hashed files, cached for a year (`immutable`);
 * - pages of the route table: their prerendered HTML (or the app shell), never cached (`no-cache`);
 * - other files at the web root (favicon…): cached for an hour;
 * - any other path: the not-found page with HTTP 404, logged as a 404.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findPageRoute, normalizePath, pageRedirects } from '@shared/pages';
import type { Logger } from '../logger';
import { contentSecurityPolicy } from './content-security-policy';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const FILE_CACHE = 'public, max-age=3600';

/** An HTML file and the Content-Security-Policy that goes with it. */
interface HtmlPage {
  html: string;
  csp: string;
}

/** Reads HTML files once; they do not change while the process runs. */
function htmlCache(dir: string) {
  const cache = new Map<string, Promise<HtmlPage | null>>();
  return (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = fs
        .readFile(path.join(dir, file), 'utf8')
        .then((html) => ({ html, csp: contentSecurityPolicy(html) }))
        .catch(() => null);
      cache.set(file, entry);
    }
    return entry;
  };
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

  app.use('/assets/*', withCacheControl(ASSET_CACHE), serveStatic({ root }));
  app.all('/assets/*', (c) => c.text('Not found', 404));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const redirect = pageRedirects[normalizePath(c.req.path)];
    if (redirect) return c.redirect(redirect + new URL(c.req.url).search, 308);
    const route = findPageRoute(c.req.path);
    if (!route) return next();
    const page = await readHtml(pageFile(route));
    if (page === null) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', HTML_CACHE);
    c.header('Content-Security-Policy', page.csp);
    return c.html(page.html);
  });

  app.use(
    '*',
    withCacheControl(FILE_CACHE),
    serveStatic({
      root,
      // Only plain files at the web root; HTML is served by the page routes above.
      rewriteRequestPath: (p) => (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest|xml)$/.test(p) ? p : '/__none__'),
    }),
  );

  app.on(['GET', 'HEAD'], '*', async (c) => {
    logger.warn({ path: normalizePath(c.req.path) }, 'page not found (404)');
    const page = await readHtml('404.html');
    c.header('Cache-Control', HTML_CACHE);
    if (page) c.header('Content-Security-Policy', page.csp);
    return c.html(page?.html ?? '<h1>404</h1><p>Oops! Page not found</p>', 404);
  });

  return app;
}
