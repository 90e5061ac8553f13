/**
 * The public page of a press kit, `GET /epk/{slug}` (issue "Press kits and feedback on tracks" item 1;
 * docs/decisions/0023, 0004): a page of islands the server renders with the kit (http/public-page-render.ts, the one
 * render of public pages), with the kit's title, description, Open Graph and Twitter tags in its head, so link
 * previews read the tags and visitors read the kit without running scripts. Every value is escaped (React escapes
 * the page, {@link escapeHtml} the head); nothing the learner wrote is ever markup.
 *
 * A public kit's page is made once (and once more for signed-in visitors, whose page is marked so that their
 * islands load: "Leave feedback", the account menu) and kept with its compressed copies until the kit changes
 * (kept-kits.ts). An unknown slug, or one whose kit is not public, is answered with the not-found page (404), as any
 * unknown path is; the kit's learner, mentors and admins get a kit that is not public as a preview (`noindex`, no
 * link-preview tags, never stored by a cache). `HEAD` is answered by hono as `GET` without the body.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { OG_CARD } from '@shared/limits/press-kits';
import { pressKitPageMessages as m } from '@shared/messages/press-kits';
import { slugParamsSchema, type Epk } from '@shared/schemas/press-kits';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { bodyBytes } from '../../http/compression';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { validParams } from '../../http/contract';
import { KeptBytes, sendKept } from '../../http/json-bytes';
import { carriesSessionCookie } from '../../http/page-document';
import { WebAppNotBuiltError, type RenderPublicPage } from '../../http/public-page-render';
import { requestHeader } from '../../http/response-headers';
import { publicKit, type KeptPage } from './kept-kits';
import { epkPaths, type PressKitRow } from './kit-row';
import { kitBySlug, publicAnswer, viewerOf } from './public-kit';

/** Escapes text for HTML content and double- or single-quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
interface EpkHead {
  /** Plain text (escaped where it is written). */
  title: string;
  /** Plain text, one line, at most 200 characters. */
  description: string;
  /** The tags to add to the head, escaped. */
  tags: string;
}

/** Options of {@link epkHeadTags} and {@link renderEpkPage}. */
interface EpkPageOptions {
  /** The site's public origin, for absolute image addresses. */
  publicUrl: string;
  /** The brand, for og:site_name. */
  siteName: string;
  /** An unpublished kit shown to who may preview it: `noindex` and no link-preview tags. */
  preview: boolean;
}

/** The head of `kit`'s page: its title, description and tags (all values escaped in `tags`). */
function epkHeadTags(kit: Epk, options: EpkPageOptions): EpkHead {
  const title = `${kit.stageName || kit.slug} · ${m.titleSuffix}`;
  const description = summary(kit.shortBio || kit.longBio || m.defaultDescription(kit.stageName || kit.slug));
  // The photo's version, so a preview made before the photo changed is not kept for the new one.
  const photoVersion = kit.photo?.sizes[0]?.url.split('?v=')[1];
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
    // The kit's card (1200 × 630, with the photo when there is one): the size a large-image preview is drawn at.
    const imageUrl = `${options.publicUrl}${epkPaths.card(kit.slug)}${photoVersion ? `?v=${photoVersion}` : ''}`;
    tags.push(
      meta('property', 'og:image', imageUrl),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(OG_CARD.width)),
      meta('property', 'og:image:height', String(OG_CARD.height)),
      meta('property', 'og:image:alt', kit.stageName || kit.slug),
      meta('name', 'twitter:image', imageUrl),
    );
  }
  return { title, description, tags: tags.join('') };
}

/**
 * The HTML document of `kit`'s page at `/epk/{slug}`: the page rendered with the kit, its head with the kit's title,
 * description and tags, marked for a signed-in visitor when `signedIn`.
 *
 * @throws {WebAppNotBuiltError} when the web app is not built.
 */
async function renderEpkPage(
  render: RenderPublicPage,
  slug: string,
  kit: Epk,
  options: EpkPageOptions & { signedIn: boolean },
): Promise<string> {
  const { title, description, tags } = epkHeadTags(kit, options);
  return render(
    `/epk/${slug}`,
    {},
    { data: { page: 'epk', kit }, meta: { title, description, head: tags }, signedIn: options.signedIn },
  );
}

/** The not-found answer when the web app is not built. */
const FALLBACK_NOT_FOUND = htmlBytes(
  '<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>',
);

/** `html` in UTF-8 bytes, to be kept. */
function htmlBytes(html: string): KeptBytes {
  return new KeptBytes(bodyBytes(Buffer.from(html, 'utf8')), 'text/html; charset=UTF-8');
}

/** The not-found page (and its Content-Security-Policy), read once from the build (null when not built). */
function notFoundPage(webDir: string) {
  let page: Promise<{ bytes: KeptBytes; csp: string } | null> | null = null;
  return () =>
    (page ??= fs
      .readFile(path.join(webDir, '404.html'), 'utf8')
      .then((html) => ({ bytes: htmlBytes(html), csp: contentSecurityPolicy(html) }))
      .catch(() => null));
}

/** The headers every page answer carries besides its own. */
const PAGE_HEADERS = { vary: 'Accept-Encoding' };

/** `html` with its entity tag and Content-Security-Policy, ready to be kept and sent. */
function pageOf(html: string): KeptPage {
  return {
    html: htmlBytes(html),
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    csp: contentSecurityPolicy(html),
  };
}

/**
 * `GET`/`HEAD /epk/{slug}` on the site (mounted before the web app's routes, app.ts).
 *
 * @param deps - the database, the sessions (previews), `WEB_DIST_DIR`, `PUBLIC_URL` and the brand.
 * @param render - the app's one renderer of public pages (app.ts).
 */
export function epkPageRoutes(deps: AppDeps, render: RenderPublicPage) {
  const app = new Hono();
  const notFoundFile = notFoundPage(deps.env.WEB_DIST_DIR);
  const site = { publicUrl: deps.env.PUBLIC_URL };
  const options = { publicUrl: deps.env.PUBLIC_URL, siteName: deps.env.site.brandName };
  const { db } = deps.database;

  const notFound = async (c: Context) => {
    deps.logger.warn({ path: c.req.path }, 'page not found (404)');
    const page = await notFoundFile();
    return sendKept(
      c,
      page?.bytes ?? FALLBACK_NOT_FOUND,
      404,
      page
        ? { ...PAGE_HEADERS, 'cache-control': 'no-cache', 'content-security-policy': page.csp }
        : PAGE_HEADERS,
    );
  };

  /** The kit's page for this request: kept for a public kit, made for a preview. */
  const answerPage = async (c: Context, slug: string): Promise<Response> => {
    const signedIn = carriesSessionCookie(requestHeader(c, 'cookie'));
    const kept = await publicKit(deps.database, slug, site);
    if (kept) {
      // Made once per kept kit (and renderer) for each kind of visitor: the same bytes, tag and compressed copies
      // until the kit changes. A failed render is not kept.
      if (kept.pages?.renderer !== render) kept.pages = { renderer: render };
      const pages = kept.pages;
      const variant = signedIn ? 'signedIn' : 'visitor';
      let made = pages[variant];
      if (!made) {
        made = renderEpkPage(render, slug, kept.kit, { ...options, preview: false, signedIn }).then(pageOf);
        pages[variant] = made;
        made.catch(() => {
          if (pages[variant] === made) delete pages[variant];
        });
      }
      const { html, etag, csp } = await made;
      const ifNoneMatch = requestHeader(c, 'if-none-match');
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
        return new Response(null, { status: 304, headers: { etag, 'cache-control': 'no-cache' } });
      return sendKept(c, html, 200, {
        ...PAGE_HEADERS,
        'cache-control': 'no-cache',
        'content-security-policy': csp,
        etag,
      });
    }
    // Not one anyone may read: its learner, mentors and admins get a preview, made for this request.
    let row: PressKitRow;
    try {
      ({ row } = await kitBySlug(db, slug, await viewerOf(deps, c)));
    } catch (error) {
      if (error instanceof AppError) return notFound(c);
      throw error;
    }
    const kit = await publicAnswer(db, row, site);
    const { html, csp } = pageOf(
      await renderEpkPage(render, slug, kit, { ...options, preview: true, signedIn }),
    );
    return sendKept(c, html, 200, {
      ...PAGE_HEADERS,
      'cache-control': 'private, no-store',
      'content-security-policy': csp,
    });
  };

  // A slug that is not one (the API's schema) gets the not-found page, as any unknown path does, not a 400.
  app.get('/epk/:slug', ...validParams(slugParamsSchema, notFound), async (c) => {
    try {
      return await answerPage(c, c.req.valid('param').slug);
    } catch (error) {
      if (error instanceof WebAppNotBuiltError) return c.text(error.message, 503);
      throw error;
    }
  });

  return app;
}
