/**
 * Prerenders every public page of the route table to `dist/web/<path>/index.html` at build time, with its own
 * title and meta description, so content shows before any script runs (issue "Foundation" item 9). Also writes
 * `dist/web/404.html` (the not-found page) and `dist/web/_shell.html` (an empty shell for app-only routes). The
 * public pages are pages of islands (docs/decisions/0004): each loads only the islands' entry; its template is
 * also kept as `dist/ssr/islands-template.html` for the pages the server renders per request.
 *
 * The empty shell loads the single-page app's entry at once, with preloads of the chunks it starts with, since it
 * shows nothing without it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveSite } from '@content/site';
import { fillPageTemplate as fill } from '@server/http/page-document';
import { documentTitle, notFoundPage, pageRoutes } from '@shared/pages';
import { EARLY_EVENTS_GLOBAL } from '@web/lib/island-attributes';
import { entryStartChunks, islandsStartFiles, readWebManifest } from './web-manifest';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/ssr');
const ssrEntry = path.join(ssrDir, 'entry-server.js');

/** Vite's entry script tag: `<script type="module" crossorigin src="/assets/index-….js"></script>`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Vite's preload tags of the chunks the entry imports: `<link rel="modulepreload" crossorigin href="…">`. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `html` without Vite's preload tags, with its entry script tag and source, and the chunks to preload with the
 * entry: those it starts with but itself, which include what Vite preloaded (the entry's static imports).
 *
 * @throws when `html` has no entry script tag (Vite changed how it writes it).
 */
function entryOf(html: string, startChunks: string[]) {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error('The built index.html has no entry <script type="module"> tag.');
  const [tag, src] = [match[0], match[1]!];
  return {
    html: html.replace(MODULE_PRELOAD, ''),
    tag,
    src,
    preloads: startChunks.filter((href) => href !== src),
  };
}

/** The longest wait for an idle moment after the first contentful paint before the islands' entry is added, in ms. */
const ENTRY_IDLE_TIMEOUT_MS = 1_000;

/**
 * The template of a page of islands (docs/decisions/0004, "After the first paint"): `html` without the app's entry
 * and its preloads, with a small inline start script instead. It keeps the clicks and key presses made until the
 * entry runs (`EARLY_EVENTS_GLOBAL`, which the entry takes over), and once the browser reports the page's first
 * contentful paint (a `paint` performance entry, which comes when the frame is on screen) and then has an idle
 * moment (at most {@link ENTRY_IDLE_TIMEOUT_MS} later), it adds the islands' entry and module preloads of its static
 * imports; a browser without paint entries does so after the `load` event. Nothing but the HTML and its stylesheet
 * comes before the first paint, so no script, however slow the phone or the network, can hold up the page's largest
 * paint; the entry is then the only script the page loads before an island needs more.
 *
 * @param islands - the islands' entry and its static imports, as addresses (`/assets/….js`), the entry first.
 */
function islandsTemplate(html: string, startChunks: string[], islands: string[]): string {
  const entry = entryOf(html, startChunks);
  const [src, ...imports] = islands;
  const start =
    `(function(){var w=window,d=document,h=d.head,q=[],r=function(e){q.push(e)},done=0;` +
    `addEventListener("click",r,true);addEventListener("keydown",r,true);` +
    `w[${JSON.stringify(EARLY_EVENTS_GLOBAL)}]={events:q,stop:function(){` +
    `removeEventListener("click",r,true);removeEventListener("keydown",r,true)}};` +
    `function go(){if(done++)return;` +
    `${JSON.stringify(imports)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;h.append(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(src)};h.append(s)}` +
    `function idle(){w.requestIdleCallback?requestIdleCallback(go,{timeout:${ENTRY_IDLE_TIMEOUT_MS}}):setTimeout(go,0)}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();idle()}})` +
    `.observe({type:"paint",buffered:true})}catch(e){addEventListener("load",idle)}})()`;
  return entry.html.replace(entry.tag, `<script>${start}</script>`);
}

/**
 * `html` (the shell, which loads the entry at once) with a preload tag for each chunk the entry starts with: the
 * entry imports them in turn (src/web/entry-client.tsx), and each would otherwise be requested only when the
 * previous step ran.
 */
function preloadStartChunks(html: string, startChunks: string[]): string {
  const entry = entryOf(html, startChunks);
  const tags = entry.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return entry.html.replace(entry.tag, `${entry.tag}${tags}`);
}

async function main() {
  const site = resolveSite(process.env);
  const template = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error(
      'dist/web/index.html is not the Vite template (already prerendered?): run `npm run build`.',
    );
  }
  const manifest = readWebManifest(webDir);
  const startChunks = [...entryStartChunks(manifest)].map((key) => `/${manifest[key]!.file}`);
  const islands = islandsTemplate(
    template,
    startChunks,
    islandsStartFiles(manifest).map((file) => `/${file}`),
  );
  await fs.writeFile(path.join(ssrDir, 'islands-template.html'), islands);
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render(url: string): Promise<string> };

  for (const page of pageRoutes.filter((route) => route.prerender)) {
    const html = await render(page.path);
    const out = path.join(webDir, page.path === '/' ? '' : page.path, 'index.html');
    const meta = { title: documentTitle(page.title, site.brandName), description: page.description };
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, fill(islands, meta, html));
    console.log(`prerendered ${page.path}`);
  }
  const notFound = await render('/__not-found__');
  await fs.writeFile(
    path.join(webDir, '404.html'),
    fill(
      islands,
      { title: documentTitle(notFoundPage.title, site.brandName), description: notFoundPage.description },
      notFound,
    ),
  );
  await fs.writeFile(
    path.join(webDir, '_shell.html'),
    preloadStartChunks(
      fill(template, { title: site.brandName, description: pageRoutes[0]!.description }, ''),
      startChunks,
    ),
  );
  console.log('prerendered 404.html and _shell.html');
}

await main();
