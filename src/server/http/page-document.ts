/**
 * A public page's HTML document from the web app's template (docs/decisions/0004): its title, description, head
 * tags and rendered content filled in. Used by the prerender at build time (scripts/prerender.ts) and by the server
 * for the pages it renders per request (public-page-render.ts), so both give the same document.
 */
import { SPLASH_HIDE_SCRIPT } from '@web/features/splash/utils/splash-storage';
import { SIGNED_IN_ATTRIBUTE } from '@web/lib/island-attributes';

/** Escapes text for HTML content and double-quoted attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What `<head>` gets for a page whose `#root` content is `html`:
 * - a render-blocking `expect` link to the layout's footer, when the page has it: the first paint waits until the
 *   page's content before it is parsed, so a long page (the home page) is not painted header first and content a
 *   frame or more later (issue "Platform" item 11). Browsers without such links ignore it.
 * - the splash's inline script, when the page carries the splash overlay (decision 0002): in the head it runs
 *   before the stylesheet is even requested, so returning visitors never see the overlay.
 */
function headTags(html: string): string {
  return (
    (html.includes('<footer id="site-footer"')
      ? '<link rel="expect" href="#site-footer" blocking="render" />'
      : '') + (html.includes('data-splash=""') ? `<script>${SPLASH_HIDE_SCRIPT}</script>` : '')
  );
}

/** The title and meta description of a page. */
export interface PageMetaText {
  /** Plain text (escaped here). */
  title: string;
  /** Plain text (escaped here). */
  description: string;
  /**
   * More tags for `<head>`, as markup whose every value the caller has escaped: e.g. a press kit's link-preview
   * tags (features/press-kits/page.ts).
   */
  head?: string;
}

/**
 * `template` (the built index.html, or a copy whose script tags were set by the prerender) with `meta` and `html`
 * filled in.
 *
 * @throws when `template` has no `<!--app-html-->` placeholder (it is not the Vite template).
 */
export function fillPageTemplate(template: string, meta: PageMetaText, html: string): string {
  if (!template.includes('<!--app-html-->')) {
    throw new Error('The page template has no <!--app-html--> placeholder: run `npm run build`.');
  }
  return template
    .replace('<!--app-title-->', escapeHtml(meta.title))
    .replace('<!--app-description-->', escapeHtml(meta.description))
    .replace('<!--app-head-->', () => headTags(html) + (meta.head ?? ''))
    .replace('<!--app-html-->', () => html);
}

/**
 * `html` (a whole document) marked as a signed-in visitor's page, `<html data-signed-in="">`: its islands that are
 * for signed-in visitors then load (entry-islands.ts). Only whether the request carries a session cookie decides it,
 * never who is signed in.
 */
export function markSignedIn(html: string): string {
  return html.replace(/^(<!doctype html>\s*<html)\b/i, `$1 ${SIGNED_IN_ATTRIBUTE}=""`);
}

/**
 * The session cookie's name, with or without the `__Secure-` prefix of an https site (auth/auth.ts sets the prefix
 * `gbf`). Only its presence is read: it says which copy of a page to send, never who is signed in.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?gbf\.session_token=/;

/** Whether a request's `Cookie` header carries a session cookie (then its page is {@link markSignedIn}). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}
