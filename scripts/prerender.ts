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
import {
  EARLY_EVENTS_GLOBAL,
  INTERACTION_EVENTS,
  ISLAND_ATTRIBUTES,
  ISLANDS_ARMED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
  VISIBLE_MARGIN_PX,
  type IslandTrigger,
} from '@web/lib/island-attributes';
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

/** `[data-when="<trigger>"]`: the islands of the page with that trigger. */
const withTrigger = (trigger: IslandTrigger) => `[${ISLAND_ATTRIBUTES.trigger}="${trigger}"]`;

/**
 * The template of a page of islands (docs/decisions/0004, "After the first paint" and "Entry on demand"): `html`
 * without the app's entry and its preloads, with a small inline start script instead. It keeps the key presses made
 * and the pointer's last move until the entry runs, and holds the clicks on an island's buttons and in-page links (their default prevented: a
 * form's submit button waits for the island's own validation), for the entry to take over (`EARLY_EVENTS_GLOBAL`);
 * should the entry fail to load, it does with each held click what the browser would have done (the form is sent). Once the browser reports
 * the page's first contentful paint (a `paint` performance entry, which comes when the frame is on screen; without
 * paint entries, the `load` event) it decides when the islands' entry and the module preloads of its static imports
 * are added:
 *
 * - at the next idle moment (at most {@link ENTRY_IDLE_TIMEOUT_MS} later) when the page has an island that starts
 *   when idle, a signed-in visitor's island on a page marked signed-in, or an address with a query, a hash or an
 *   escaped `#` (the entry's auth-link fix-up reads them);
 * - else when one of its `visible` islands comes within `VISIBLE_MARGIN_PX` of the viewport;
 * - and in any case at the first interaction with the page (`INTERACTION_EVENTS`), at once. A page whose islands
 *   all wait for an interaction then runs no script of ours but this one until the visitor acts; it marks the
 *   document armed (`ISLANDS_ARMED_ATTRIBUTE`) itself, since every island waits for its trigger.
 *
 * Nothing but the HTML and its stylesheet comes before the first paint, so no script, however slow the phone or the
 * network, can hold up the page's largest paint. The start script itself stands at the end of the body, not in the
 * head where the app's entry was: nothing of it is needed before the page is painted, and in the head it ran before
 * the stylesheet was asked for (only the theme script, which must, runs there).
 *
 * @param islands - the islands' entry and its static imports, as addresses (`/assets/….js`), the entry first.
 */
function islandsTemplate(html: string, startChunks: string[], islands: string[]): string {
  const entry = entryOf(html, startChunks);
  const [src, ...imports] = islands;
  const events = JSON.stringify(INTERACTION_EVENTS);
  const island = JSON.stringify(`[${ISLAND_ATTRIBUTES.name}]`);
  const start = [
    `(function(){var w=window,d=document,h=d.head,e=d.documentElement,l=location,q=[],painted=0,wanted=0,done=0,dead=0,`,
    `o={capture:true,passive:true};`,
    // Keeps key presses; holds a click on an island's button or in-page link (not one to another page).
    `function r(v){if(v.type=="click"){var t=v.target,a=t&&t.closest&&t.closest("a[href],button");`,
    `if(dead||!a||!a.closest(${island})||a.tagName=="A"&&a.getAttribute("href").charAt(0)!="#")return;v.preventDefault()}q.push(v)}`,
    // Keeps where the pointer last went (a mouse resting on a button with a tooltip).
    `function m(v){p=v}var p=null,k=[["click",r],["keydown",r],["pointerover",m],["pointerout",m]];`,
    `function stop(){k.forEach(function(x){removeEventListener(x[0],x[1],true)})}`,
    `k.forEach(function(x){addEventListener(x[0],x[1],true)});`,
    `w[${JSON.stringify(EARLY_EVENTS_GLOBAL)}]={events:q,stop:stop,lastPointer:function(){return p}};`,
    // The entry could not be loaded: each held click is done as the browser would have done it.
    `function fail(){dead=1;stop();q.forEach(function(v){if(v.type=="click"&&v.target.isConnected)`,
    `v.target.dispatchEvent(new MouseEvent("click",{bubbles:true,cancelable:true,composed:true}))})}`,
    `function go(){if(!painted){wanted=1;return}if(done++)return;`,
    `${events}.forEach(function(t){removeEventListener(t,go,o)});`,
    `${JSON.stringify(imports)}.forEach(function(u){var k=d.createElement("link");k.rel="modulepreload";k.href=u;h.append(k)});`,
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(src)};s.onerror=fail;h.append(s)}`,
    `${events}.forEach(function(t){addEventListener(t,go,o)});`,
    `function idle(){w.requestIdleCallback?requestIdleCallback(go,{timeout:${ENTRY_IDLE_TIMEOUT_MS}}):setTimeout(go,0)}`,
    `function ready(){if(painted++)return;if(wanted)return go();`,
    `if(l.search||l.hash||/%23/i.test(l.pathname)||d.querySelector(${JSON.stringify(withTrigger('idle'))})||`,
    `e.hasAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)})&&d.querySelector(${JSON.stringify(withTrigger('signed-in'))}))return idle();`,
    `var v=d.querySelectorAll(${JSON.stringify(withTrigger('visible'))});`,
    `if(v.length){if(!w.IntersectionObserver)return idle();var b=new IntersectionObserver(function(n){`,
    `if(n.some(function(x){return x.isIntersecting})){b.disconnect();go()}},{rootMargin:"${VISIBLE_MARGIN_PX}px"});`,
    `v.forEach(function(x){b.observe(x.firstElementChild||x)})}`,
    `e.setAttribute(${JSON.stringify(ISLANDS_ARMED_ATTRIBUTE)},"")}`,
    `try{new PerformanceObserver(function(n,b){if(n.getEntriesByName("first-contentful-paint").length){b.disconnect();ready()}})`,
    `.observe({type:"paint",buffered:true})}catch(x){addEventListener("load",ready)}})()`,
  ].join('');
  return entry.html.replace(entry.tag, '').replace('</body>', `<script>${start}</script></body>`);
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
