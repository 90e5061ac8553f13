/**
 * Renders a public page per request (issue "Public pages as HTML with islands" item 2; docs/decisions/0004): the
 * same document the prerender writes at build time, with state for its islands, such as a form's values and field
 * errors after a submission without JavaScript, or its confirmation. The server-side rendering bundle
 * (`dist/ssr/entry-server.js`) and the islands' page template (`dist/ssr/islands-template.html`, written by the
 * prerender) are loaded on the first call and kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTitle, findPageRoute } from '@shared/pages';
import type { IslandState } from '@web/lib/island';
import { fillPageTemplate } from './page-document';

/**
 * Renders the public page at `path` (a prerendered page of the route table) with `state` for its islands.
 *
 * @returns the whole HTML document.
 * @throws when `path` is not a prerendered page, or the web app is not built.
 */
export type RenderPublicPage = (path: string, state: IslandState) => Promise<string>;

/** The server-side rendering bundle's entry (src/web/entry-server.tsx). */
interface SsrEntry {
  render(url: string, state?: IslandState): Promise<string>;
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
    ]).then(([entry, template]) => ({ entry, template })));
  return async (pagePath, state) => {
    const route = findPageRoute(pagePath);
    if (!route?.prerender) throw new Error(`${pagePath} is not a public page.`);
    const { entry, template } = await load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    const html = await entry.render(route.path, state);
    return fillPageTemplate(
      template,
      { title: documentTitle(route.title, brandName), description: route.description },
      html,
    );
  };
}
