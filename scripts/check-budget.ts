/**
 * `npm run budget` (issue "Public pages as HTML with islands" item 3; docs/decisions/0004): every public page, loaded
 * in Chromium on a phone's screen as a visitor opens it and left alone until the network is quiet, must have
 * fetched at most {@link PAGE_JS_BUDGET_BYTES} of JavaScript (gzip) before any interaction, and no chunk of React's
 * DOM renderer: a page loads React only when one of its islands needs it (on interaction, or scrolled into view).
 * Starts the built server (`node scripts/start.mjs`) on a throw-away data folder, where a published press kit and a
 * certificate are made first for `/epk/{slug}` and `/verify/{id}` (bench/public-samples.ts); prints each page's scripts and
 * total, and exits 1 on any page over budget or loading React. `npm run bench:lighthouse` prints the same lines.
 *
 * Sizes are those of the built files compressed with gzip (level 9 as the build's `.gz` copies), whatever encoding
 * the server chose, so the figure does not depend on the browser's `Accept-Encoding`.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { isIslandsPage, pageRoutes } from '../src/shared/pages';
import { findChromium } from './chromium.mjs';
import { seedPublicSamples, type PublicSamples } from './bench/public-samples';
import { benchServerEnv, root, startServer, stopServer } from './bench/server-process';
import { unusedPort } from '../src/server/test/server-process';
import { waitForIslandsSettled } from '../e2e/support/islands-settled';
import { readWebManifest } from './web-manifest';

/** Budget of one page's JavaScript before interaction, in bytes of gzip. */
export const PAGE_JS_BUDGET_BYTES = 30 * 1024;
/** A phone's screen (Lighthouse's mobile default), in CSS px. */
const PHONE = { width: 412, height: 823 };
/** Chromium switches for a headless run in a container, without background traffic. */
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One page's JavaScript before interaction. */
export interface PageJavaScript {
  page: string;
  /** Each script fetched, by its path, with its gzip size in bytes. */
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  /** Whether one of them is React's chunk (React and its DOM renderer, vite.config.ts). */
  loadsReact: boolean;
}

const webDir = path.join(root, 'dist/web');

/**
 * The pages measured: every public page of islands, the not-found page, and the pages the server renders per request
 * at the addresses of `samples` (a published press kit, a certificate: public-samples.ts).
 */
export function budgetPages(samples: PublicSamples): string[] {
  return [
    ...pageRoutes.filter((route) => isIslandsPage(route) && !route.perRequest).map((route) => route.path),
    '/__not-found__',
    samples.epk,
    samples.verify,
  ];
}

/**
 * Loads each of `pages` from `base` in a fresh browser context and lists the scripts it fetched until the network
 * was quiet.
 *
 * @param chromePath - the Chromium to drive.
 * @throws when the build's manifest is missing.
 */
export async function measurePages(
  base: string,
  pages: string[],
  chromePath: string,
): Promise<PageJavaScript[]> {
  const manifest = readWebManifest(webDir);
  const reactFiles = new Set(
    Object.values(manifest)
      .map((chunk) => `/${chunk.file}`)
      .filter((file) => /\/assets\/react-[^/]+\.js$/.test(file)),
  );
  const gzipOf = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length;
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const results: PageJavaScript[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const answer = await tab.goto(base + page, { waitUntil: 'networkidle' });
      // A page measured must be the page itself, not the not-found page in its place.
      const expected = page === '/__not-found__' ? 404 : 200;
      if (answer?.status() !== expected)
        throw new Error(`${page} answered ${answer?.status()}, not ${expected}.`);
      await waitForIslandsSettled(tab);
      await context.close();
      const files = [...new Set(scripts)].map((file) => ({ file, gzipBytes: gzipOf(file) }));
      results.push({
        page,
        files,
        totalGzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
        loadsReact: files.some(({ file }) => reactFiles.has(file)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Whether a page keeps to the budget. */
export function withinBudget(page: PageJavaScript): boolean {
  return page.totalGzipBytes <= PAGE_JS_BUDGET_BYTES && !page.loadsReact;
}

/** One line per page: e.g. `/contact: 4.1 KB gzip of JavaScript before interaction, no React (within 30 KB)`. */
export function budgetLines(pages: PageJavaScript[]): string[] {
  return pages.map(
    (page) =>
      `${page.page}: ${(page.totalGzipBytes / 1024).toFixed(1)} KB gzip of JavaScript before interaction, ` +
      `${page.loadsReact ? 'LOADS React' : 'no React'} (${withinBudget(page) ? 'within' : 'OVER'} the budget of ` +
      `${PAGE_JS_BUDGET_BYTES / 1024} KB, no React)`,
  );
}

async function main() {
  const found = findChromium();
  if (!('path' in found)) throw new Error(`${found.problem}\nRun \`node scripts/chromium.mjs\`.`);
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'budget-'));
  const port = await unusedPort();
  const samples = await seedPublicSamples(dataDir, `http://127.0.0.1:${port}`);
  const server = await startServer({
    env: benchServerEnv(dataDir, port, { LOG_LEVEL: 'warn' }),
    readyPath: '/',
  });
  try {
    const measured = await measurePages(server.base, budgetPages(samples), found.path);
    for (const page of measured) {
      console.log(
        `${page.page}: ${page.files.map(({ file, gzipBytes }) => `${path.basename(file)} ${(gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`,
      );
    }
    for (const line of budgetLines(measured)) console.log(line);
    if (!measured.every(withinBudget)) process.exitCode = 1;
  } finally {
    await stopServer(server.child);
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
