/**
 * The Vite manifest of a build (`dist/web/.vite/manifest.json`) and the chunks the browser entry starts with:
 * read by the prerenderer (which preloads them) and the JavaScript budget (which counts them).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One chunk of the manifest: its file under the web folder and what it imports, as manifest keys. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The manifest: chunk key → chunk. */
export type WebManifest = Record<string, ManifestChunk>;

/**
 * Reads the manifest of the build in `webDir`.
 *
 * @throws when there is no build.
 */
export function readWebManifest(webDir: string): WebManifest {
  const manifestPath = path.join(webDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('No build found: run `npm run build` first.');
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as WebManifest;
}

/** `key` and every chunk it imports statically, as manifest keys, added to `seen`. */
function withStaticImports(manifest: WebManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

/**
 * The chunks the browser entry runs before the page is interactive, as manifest keys: the entry, what it imports
 * statically, and the steps it imports one task after another (src/web/entry-client.tsx) with their static imports.
 *
 * @throws when the manifest has no entry chunk.
 */
export function entryStartChunks(manifest: WebManifest): Set<string> {
  const entryKey = APP_ENTRY_KEY;
  if (!manifest[entryKey]?.isEntry) throw new Error('The manifest has no entry chunk.');
  const chunks = withStaticImports(manifest, entryKey);
  for (const step of manifest[entryKey]!.dynamicImports ?? []) withStaticImports(manifest, step, chunks);
  return chunks;
}

/** The manifest key of the single-page app's entry (index.html, which loads entry-client.tsx). */
const APP_ENTRY_KEY = 'index.html';
/** The manifest key of the public pages' entry (docs/decisions/0004, "Islands"). */
const ISLANDS_ENTRY_KEY = 'entry-islands.ts';

/**
 * The files the islands' entry starts with under the web folder, the entry first (`assets/islands-….js`), then
 * the chunks it imports statically.
 *
 * @throws when the manifest has no such entry.
 */
export function islandsStartFiles(manifest: WebManifest): string[] {
  if (!manifest[ISLANDS_ENTRY_KEY]?.isEntry)
    throw new Error(`The manifest has no ${ISLANDS_ENTRY_KEY} entry.`);
  return [...withStaticImports(manifest, ISLANDS_ENTRY_KEY)].map((key) => manifest[key]!.file);
}
