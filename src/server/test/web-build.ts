/**
 * A stand-in for the web app's build, for tests of the pages the server renders per request (docs/decisions/0004):
 * the not-found page, and beside the web folder the islands' page template and a server-side entry whose `render`
 * writes the page's address and data (escaped) instead of the page, so a test reads what the server handed it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** The stand-in entry: `render(url, state, data)` as src/web/entry-server.tsx has it. */
const ENTRY = `const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function render(url, state = {}, data = null) {
  return '<main data-url="' + escape(url) + '"><pre id="page-data">' + escape(JSON.stringify(data)) + '</pre></main>';
}
`;

/** The islands' template, with an inline script as the real one has (the theme's). */
const TEMPLATE =
  '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title><!--app-title--></title>' +
  '<meta name="description" content="<!--app-description-->" /><!--app-head--><script>window.theme=1</script>' +
  '</head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/islands.js"></script></body></html>';

/** Writes the stand-in build for the web folder `webDir` (a test app's `WEB_DIST_DIR`). */
export async function writeTestWebBuild(webDir: string): Promise<void> {
  const ssrDir = path.join(webDir, '../ssr');
  await fs.mkdir(ssrDir, { recursive: true });
  await fs.writeFile(path.join(ssrDir, 'entry-server.js'), ENTRY);
  await fs.writeFile(path.join(ssrDir, 'islands-template.html'), TEMPLATE);
  await fs.writeFile(
    path.join(webDir, '404.html'),
    '<!doctype html><html><head><title>404</title></head><body>Not found</body></html>',
  );
}

/** The data a page was rendered with, as the stand-in entry wrote it, or undefined when there is none. */
export function renderedPageData(html: string): unknown {
  const text = /<pre id="page-data">([^<]*)<\/pre>/.exec(html)?.[1];
  if (text === undefined) return undefined;
  return JSON.parse(text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}
