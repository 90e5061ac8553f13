/**
 * JavaScript budget of the home page (issue "Foundation" item 13): the scripts the home page loads before
 * interaction — the chunks the entry starts with (scripts/web-manifest.ts: the entry, its static imports and the
 * steps it imports in turn), and the home route chunk with its static imports, which hydration needs — must total at most 150 KB gzip. `npm run budget` prints each file and the total and exits 1
 * past the budget; `npm run bench:lighthouse` prints the total beside its figures ({@link homePageJavaScript}).
 *
 * Reads the Vite manifest of `npm run build` (dist/web/.vite/manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryStartChunks, readWebManifest, withStaticImports } from './web-manifest';

/** Budget in bytes of gzip-compressed JavaScript. */
export const HOME_JS_BUDGET_BYTES = 150 * 1024;

/** The home page's scripts before interaction: each file with its gzip size, and the total in bytes. */
export interface HomePageJavaScript {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const defaultWebDir = path.resolve(import.meta.dirname, '../dist/web');

/**
 * Measures the home page's JavaScript before interaction in a build.
 *
 * @param webDir - the built web app (default `dist/web`).
 * @throws when there is no build, or its manifest has no entry chunk or no home route chunk (routes/home.tsx).
 */
export function homePageJavaScript(webDir = defaultWebDir): HomePageJavaScript {
  const manifest = readWebManifest(webDir);
  const homeKey = Object.keys(manifest).find((k) => k === 'routes/home.tsx');
  if (!homeKey) throw new Error('The manifest has no home route chunk (routes/home.tsx).');

  const files = [...withStaticImports(manifest, homeKey, entryStartChunks(manifest))].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(webDir, file))).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

/** One line: the total beside the budget, e.g. `Home page JavaScript before interaction: 140.3 KB gzip (within …)`. */
export function budgetLine({ totalGzipBytes }: HomePageJavaScript): string {
  const verdict = totalGzipBytes <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
  return `Home page JavaScript before interaction: ${(totalGzipBytes / 1024).toFixed(1)} KB gzip (${verdict} the budget of ${HOME_JS_BUDGET_BYTES / 1024} KB)`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  try {
    const measured = homePageJavaScript();
    console.table(
      measured.files.map(({ file, gzipBytes }) => ({ file, 'gzip KB': (gzipBytes / 1024).toFixed(1) })),
    );
    console.log(budgetLine(measured));
    if (measured.totalGzipBytes > HOME_JS_BUDGET_BYTES) process.exit(1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
