/**
 * Renders a public page per request (issue "Public pages as HTML with islands" items 1 and 2; docs/decisions/0004):
 * the same document the prerender writes at build time, with state for its islands, such as a form's values and
 * field errors after a submission without JavaScript, or its confirmation; and the pages of data the server renders
 * for every request, `/epk/{slug}` with its kit and `/verify/{id}` with its verification, with their own title,
 * description and head tags. The server-side rendering bundle (`dist/ssr/entry-server.js`) and the islands' page
 * template (`dist/ssr/islands-template.html`, written by the prerender) are loaded on the first call and kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTitle, findPageRoute, isIslandsPage } from '@shared/pages';
import type { IslandState } from '@web/lib/island';
import type { PageData } from '@web/lib/page-data';
import { fillPageTemplate, markSignedIn, type PageMetaText } from './page-document';

/** What a page rendered per request has besides its islands' state. */
interface PublicPageOptions {
  /** The data of a page rendered per request (`/epk/{slug}`, `/verify/{id}`). */
  data?: PageData;
  /** Its title, description and head tags, instead of the route table's. */
  meta?: PageMetaText;
  /**
   * Whether the request carries a session cookie (`carriesSessionCookie`): the page is then marked for a signed-in
   * visitor (`markSignedIn`), so its islands for signed-in visitors load.
   */
  signedIn?: boolean;
}

/**
 * Renders the public page at `path` (a page of islands of the route table) with `state` for its islands.
 *
 * @returns the whole HTML document.
 * @throws {WebAppNotBuiltError} when the web app is not built; an Error when `path` is not a page of islands.
 */
export type RenderPublicPage = (
  path: string,
  state: IslandState,
  options?: PublicPageOptions,
) => Promise<string>;

/** The web app's server-side bundle or islands' template is missing: `npm run build` has not run. */
export class WebAppNotBuiltError extends Error {
  constructor(cause: unknown) {
    super('The web app is not built yet: run `npm run build`.', { cause });
    this.name = 'WebAppNotBuiltError';
  }
}

/** The server-side rendering bundle's entry (src/web/entry-server.tsx). */
interface SsrEntry {
  render(url: string, state?: IslandState, data?: PageData | null): Promise<string>;
}

/**
 * The renderer of the build in `webDir` (`dist/web`; the bundle and template are in `dist/ssr` beside it).
 *
 * @param brandName - the site's brand, for titles.
 */
export function publicPageRenderer(webDir: string, brandName: string): RenderPublicPage {
  const ssrDir = path.join(webDir, '../ssr');
  let loaded: Promise<{ entry: SsrEntry; template: string }> | null = null;
  const load = () =>
    (loaded ??= Promise.all([
      import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<SsrEntry>,
      fs.readFile(path.join(ssrDir, 'islands-template.html'), 'utf8'),
    ]).then(
      ([entry, template]) => ({ entry, template }),
      (error: unknown) => {
        throw new WebAppNotBuiltError(error);
      },
    ));
  return async (pagePath, state, options = {}) => {
    const route = findPageRoute(pagePath);
    if (!route || !isIslandsPage(route)) throw new Error(`${pagePath} is not a public page.`);
    const { entry, template } = await load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    // A prerendered page is rendered at its route's path; a page of data at its own address.
    const html = await entry.render(route.perRequest ? pagePath : route.path, state, options.data ?? null);
    const document = fillPageTemplate(
      template,
      options.meta ?? { title: documentTitle(route.title, brandName), description: route.description },
      html,
    );
    return options.signedIn ? markSignedIn(document) : document;
  };
}
