/**
 * Prerenders every public page of the route table to `dist/web/<path>/index.html` at build time, with its own
 * title and meta description, so content shows before any script runs (issue "Foundation" item 9). Also writes
 * `dist/web/404.html` (the not-found page) and `dist/web/_shell.html` (an empty shell for app-only routes).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveSite } from '@content/site';
import { documentTitle, notFoundPage, pageRoutes } from '@shared/pages';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const ssrEntry = path.join(root, 'dist/ssr/entry-server.js');

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fill(template: string, meta: { title: string; description: string }, html: string): string {
  return template
    .replace('<!--app-title-->', escapeHtml(meta.title))
    .replace('<!--app-description-->', escapeHtml(meta.description))
    .replace('<!--app-head-->', '')
    .replace('<!--app-html-->', html);
}

async function main() {
  const site = resolveSite(process.env);
  const template = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error(
      'dist/web/index.html is not the Vite template (already prerendered?): run `npm run build`.',
    );
  }
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render(url: string): Promise<string> };

  for (const page of pageRoutes.filter((p) => p.prerender)) {
    const html = await render(page.path);
    const out = path.join(webDir, page.path === '/' ? '' : page.path, 'index.html');
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(
      out,
      fill(
        template,
        { title: documentTitle(page.title, site.brandName), description: page.description },
        html,
      ),
    );
    console.log(`prerendered ${page.path}`);
  }
  const notFound = await render('/__not-found__');
  await fs.writeFile(
    path.join(webDir, '404.html'),
    fill(
      template,
      { title: documentTitle(notFoundPage.title, site.brandName), description: notFoundPage.description },
      notFound,
    ),
  );
  await fs.writeFile(
    path.join(webDir, '_shell.html'),
    fill(template, { title: site.brandName, description: pageRoutes[0]!.description }, ''),
  );
  console.log('prerendered 404.html and _shell.html');
}

await main();
