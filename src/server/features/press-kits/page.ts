/**
 * The public page of a press kit, `GET /epk/{slug}` (issue "Press kits and feedback on tracks" item 1;
 * docs/decisions/0023, 0004): the web app's HTML, with the kit's title, description, Open Graph and Twitter tags in
 * its head and the kit itself as a JSON data block (`<script type="application/json" id="epk-data">`, the answer of
 * `GET /api/epk/{slug}`), so link previews read the tags without running scripts and the page renders the kit
 * without a request of its own. Every value is escaped; nothing the learner wrote is ever markup.
 *
 * The HTML is the build's `epk/index.html` when the web app prerenders one, else its app shell (`_shell.html`). A
 * public kit's page is made once and kept with its compressed copies until the kit changes (kept-kits.ts). An
 * unknown slug, or one whose kit is not public, is answered with the not-found page (404), as any unknown path is;
 * the kit's learner, mentors and admins get a kit that is not public as a preview (`noindex`, no link-preview tags,
 * never stored by a cache). `HEAD` is answered by hono as `GET` without the body.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { safeParse } from 'zod/mini';
import { OG_IMAGE_WIDTH } from '@shared/limits/press-kits';
import { pressKitPageMessages as m } from '@shared/messages/press-kits';
import { slugParamsSchema, type Epk } from '@shared/schemas/press-kits';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { bodyBytes } from '../../http/compression';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { KeptBytes, sendKept } from '../../http/json-bytes';
import { requestHeader } from '../../http/response-headers';
import { publicKit, type KeptPage } from './kept-kits';
import { epkPaths, kitBySlug, publicAnswer, type PressKitRow } from './service';

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end or bend it), `>`, `&` and the
 * line separators U+2028 and U+2029 written as escapes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** At most `max` characters of `text` on one line, cut at a word with an ellipsis. */
function summary(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trim()}…`;
}

/** What a kit's page says in its head. */
export interface EpkHead {
  /** Plain text (escaped where it is written). */
  title: string;
  /** Plain text, one line, at most 200 characters. */
  description: string;
  /** The tags to add to the head, escaped. */
  tags: string;
}

/** Options of {@link epkHeadTags} and {@link epkPageHtml}. */
export interface EpkPageOptions {
  /** The site's public origin, for absolute image addresses. */
  publicUrl: string;
  /** The brand, for og:site_name. */
  siteName: string;
  /** An unpublished kit shown to who may preview it: `noindex` and no link-preview tags. */
  preview: boolean;
}

/** The head of `kit`'s page: its title, description and tags (all values escaped in `tags`). */
export function epkHeadTags(kit: Epk, options: EpkPageOptions): EpkHead {
  const title = `${kit.stageName || kit.slug} · ${m.titleSuffix}`;
  const description = summary(kit.shortBio || kit.longBio || m.defaultDescription(kit.stageName || kit.slug));
  const image = kit.photo?.sizes.find((size) => size.width === OG_IMAGE_WIDTH) ?? kit.photo?.sizes.at(-1);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<link rel="canonical" href="${escapeHtml(kit.pageUrl)}" />`];
  if (options.preview) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  else {
    tags.push(
      meta('property', 'og:type', 'profile'),
      meta('property', 'og:site_name', options.siteName),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', kit.pageUrl),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
    );
    // Without a photo, the kit's generated card (1200 × 630), so a link preview always has an image.
    const imageUrl = `${options.publicUrl}${image ? image.url : epkPaths.card(kit.slug)}`;
    tags.push(
      meta('property', 'og:image', imageUrl),
      meta('property', 'og:image:alt', kit.stageName || kit.slug),
      meta('name', 'twitter:image', imageUrl),
    );
  }
  tags.push(`<script type="application/json" id="epk-data">${scriptJson({ pressKit: kit })}</script>`);
  return { title, description, tags: tags.join('\n    ') };
}

/** The HTML of `kit`'s page: `template` with its title and description replaced and the tags added to its head. */
export function epkPageHtml(template: string, kit: Epk, options: EpkPageOptions): string {
  const { title, description, tags } = epkHeadTags(kit, options);
  let html = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  html = html.replace(
    /<meta\s+name="description"[^>]*>/i,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** A template read once: its text and bytes, and the Content-Security-Policy of its inline scripts. */
interface Template {
  html: string;
  bytes: KeptBytes;
  csp: string;
}

/** The not-found answer when the web app is not built. */
const FALLBACK_NOT_FOUND = htmlBytes(
  '<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>',
);

/** `html` in UTF-8 bytes, to be kept. */
function htmlBytes(html: string): KeptBytes {
  return new KeptBytes(bodyBytes(Buffer.from(html, 'utf8')), 'text/html; charset=UTF-8');
}

/** The not-found page and the kit page's template, read once from the build (null when not built). */
function templates(webDir: string) {
  const cache = new Map<string, Promise<Template | null>>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = fs
        .readFile(path.join(webDir, file), 'utf8')
        .then((html) => ({ html, bytes: htmlBytes(html), csp: contentSecurityPolicy(html) }))
        .catch(() => null);
      cache.set(file, entry);
    }
    return entry;
  };
  return {
    page: async () => (await read('epk/index.html')) ?? (await read('_shell.html')),
    notFound: () => read('404.html'),
  };
}

/** The headers every page answer carries besides its own. */
const PAGE_HEADERS = { vary: 'Accept-Encoding' };

/** `html` with its entity tag, ready to be kept and sent. */
function pageOf(html: string): KeptPage {
  return {
    html: htmlBytes(html),
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * `GET`/`HEAD /epk/{slug}` on the site (mounted before the web app's routes, app.ts).
 *
 * @param deps - the database, the sessions (previews), `WEB_DIST_DIR`, `PUBLIC_URL` and the brand.
 */
export function epkPageRoutes(deps: AppDeps) {
  const app = new Hono();
  const files = templates(deps.env.WEB_DIST_DIR);
  const site = { publicUrl: deps.env.PUBLIC_URL };
  const { db } = deps.database;

  const notFound = async (c: Context) => {
    deps.logger.warn({ path: c.req.path }, 'page not found (404)');
    const page = await files.notFound();
    return sendKept(
      c,
      page?.bytes ?? FALLBACK_NOT_FOUND,
      404,
      page
        ? { ...PAGE_HEADERS, 'cache-control': 'no-cache', 'content-security-policy': page.csp }
        : PAGE_HEADERS,
    );
  };

  app.get('/epk/:slug', async (c) => {
    const parsed = safeParse(slugParamsSchema, { slug: c.req.param('slug') });
    if (!parsed.success) return notFound(c);
    const template = await files.page();
    if (!template) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const options = { publicUrl: deps.env.PUBLIC_URL, siteName: deps.env.site.brandName };
    const kept = await publicKit(deps.database, parsed.data.slug, site);
    if (kept) {
      // Made once per kept kit and template: the same bytes, tag and compressed copies until the kit changes.
      if (kept.page?.template !== template.html)
        kept.page = {
          template: template.html,
          page: pageOf(epkPageHtml(template.html, kept.kit, { ...options, preview: false })),
        };
      const { html, etag } = kept.page.page;
      const ifNoneMatch = requestHeader(c, 'if-none-match');
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
        return new Response(null, { status: 304, headers: { etag, 'cache-control': 'no-cache' } });
      return sendKept(c, html, 200, {
        ...PAGE_HEADERS,
        'cache-control': 'no-cache',
        'content-security-policy': template.csp,
        etag,
      });
    }
    // Not one anyone may read: its learner, mentors and admins get a preview, made for this request.
    const { session, setCookies } = await deps.sessions.find(requestHeader(c, 'cookie'));
    for (const setCookie of setCookies) c.header('Set-Cookie', setCookie, { append: true });
    const viewer = session ? { id: session.user.id, access: session.access } : null;
    let row: PressKitRow;
    try {
      ({ row } = await kitBySlug(db, parsed.data.slug, viewer));
    } catch (error) {
      if (error instanceof AppError) return notFound(c);
      throw error;
    }
    const kit = await publicAnswer(db, row, site);
    const { html } = pageOf(epkPageHtml(template.html, kit, { ...options, preview: true }));
    return sendKept(c, html, 200, {
      ...PAGE_HEADERS,
      'cache-control': 'private, no-store',
      'content-security-policy': template.csp,
    });
  });

  return app;
}
