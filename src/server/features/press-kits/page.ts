/**
 * The public page of a press kit, `GET /epk/{slug}` (issue "Press kits and feedback on tracks" item 1;
 * docs/decisions/0023, 0004): the web app's HTML, with the kit's title, description, Open Graph and Twitter tags in
 * its head and the kit itself as a JSON data block (`<script type="application/json" id="epk-data">`, the answer of
 * `GET /api/epk/{slug}`), so link previews read the tags without running scripts and the page renders the kit
 * without a request of its own. Every value is escaped; nothing the learner wrote is ever markup.
 *
 * The HTML is the build's `epk/index.html` when the web app prerenders one, else its app shell (`_shell.html`). A
 * slug no published kit has answers the not-found page with 404, as any unknown path; the kit's learner, mentors and
 * admins get their unpublished kit as a preview (`noindex`, no link-preview tags, never stored by a cache).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono, type Context } from 'hono';
import { OG_IMAGE_WIDTH } from '@shared/limits/press-kits';
import { pressKitPageMessages as m } from '@shared/messages/press-kits';
import { slugParamsSchema, type Epk } from '@shared/schemas/press-kits';
import { safeParse } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { preferredEncoding } from '../../http/compression';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { requestHeader } from '../../http/response-headers';
import { epkPaths, mayPreview, publicAnswer, type PressKitRow } from './service';
import { eq } from 'drizzle-orm';
import { pressKits } from '../../db/schema/index';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

/** A template read once: its text and the Content-Security-Policy of its inline scripts. */
interface Template {
  html: string;
  csp: string;
}

/** The not-found page and the kit page's template, read once from the build (null when not built). */
function templates(webDir: string) {
  const cache = new Map<string, Promise<Template | null>>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = fs
        .readFile(path.join(webDir, file), 'utf8')
        .then((html) => ({ html, csp: contentSecurityPolicy(html) }))
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

/** Sends `html` compressed as the client prefers, with the page headers. */
async function sendHtml(
  c: Context,
  html: string,
  status: 200 | 404,
  headers: Record<string, string>,
): Promise<Response> {
  const identity = Buffer.from(html, 'utf8');
  const encoding = preferredEncoding(requestHeader(c, 'accept-encoding'));
  const body =
    encoding === 'br'
      ? await brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzip(identity)
        : identity;
  const all: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.byteLength),
    ...headers,
  };
  if (encoding) all['Content-Encoding'] = encoding;
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: all });
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
    return sendHtml(
      c,
      page?.html ?? '<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>',
      404,
      {
        'Cache-Control': 'no-cache',
        ...(page ? { 'Content-Security-Policy': page.csp } : {}),
      },
    );
  };

  app.on(['GET', 'HEAD'], '/epk/:slug', async (c) => {
    const parsed = safeParse(slugParamsSchema, { slug: c.req.param('slug') });
    if (!parsed.success) return notFound(c);
    const [row]: PressKitRow[] = await db
      .select()
      .from(pressKits)
      .where(eq(pressKits.slug, parsed.data.slug));
    if (!row) return notFound(c);
    let preview = false;
    if (!row.isPublished) {
      const { session, setCookies } = await deps.sessions.find(requestHeader(c, 'cookie'));
      for (const setCookie of setCookies) c.header('Set-Cookie', setCookie, { append: true });
      if (!session || !mayPreview(row, { id: session.user.id, access: session.access })) return notFound(c);
      preview = true;
    }
    const template = await files.page();
    if (!template) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const kit = await publicAnswer(db, row, site);
    const html = epkPageHtml(template.html, kit, {
      publicUrl: deps.env.PUBLIC_URL,
      siteName: deps.env.site.brandName,
      preview,
    });
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = {
      'Cache-Control': preview ? 'private, no-store' : 'no-cache',
      'Content-Security-Policy': template.csp,
      ETag: etag,
    };
    const ifNoneMatch = requestHeader(c, 'if-none-match');
    if (!preview && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
    return sendHtml(c, html, 200, headers);
  });

  return app;
}
