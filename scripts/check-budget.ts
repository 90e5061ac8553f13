/**
 * JavaScript budget of the home page (issue "Foundation" item 13): the scripts the home page loads before
 * interaction — the entry chunk, its static imports, and the home route chunk with its static imports, which
 * hydration needs — must total at most 150 KB gzip. Prints each file and the total; exits 1 past the budget.
 *
 * Reads the Vite manifest of `npm run build` (dist/web/.vite/manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Budget in bytes of gzip-compressed JavaScript. */
export const HOME_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const webDir = path.resolve(import.meta.dirname, '../dist/web');
const manifestPath = path.join(webDir, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, as manifest keys. */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
const homeKey = Object.keys(manifest).find((k) => k === 'routes/home.tsx');
if (!entryKey || !homeKey) {
  console.error('The manifest has no entry chunk or no home route chunk (routes/home.tsx).');
  process.exit(1);
}

const keys = withStaticImports(homeKey, withStaticImports(entryKey));
let total = 0;
const rows = [...keys].map((key) => {
  const file = manifest[key]!.file;
  const gzip = zlib.gzipSync(fs.readFileSync(path.join(webDir, file))).length;
  total += gzip;
  return { file, 'gzip KB': (gzip / 1024).toFixed(1) };
});
console.table(rows);
const verdict = total <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Home page JavaScript before interaction: ${(total / 1024).toFixed(1)} KB gzip (${verdict} the budget of ${HOME_JS_BUDGET_BYTES / 1024} KB)`,
);
if (total > HOME_JS_BUDGET_BYTES) process.exit(1);
