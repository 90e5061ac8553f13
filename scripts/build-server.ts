/**
 * The server build, last step of `npm run build`. Writes brotli (`.br`) and gzip (`.gz`) copies of the web app's
 * text files next to them in `dist/web`, which the server sends to clients that accept them (web-app.ts). Bundles `src/server/main.ts` and the sources it imports (path
 * aliases resolved through tsconfig.json) into `dist/server/main.js` with esbuild — ES module for Node, packages
 * left to `node_modules`, source maps alongside — and copies the migrations next to it, where the compiled
 * `db/client.ts` looks for them (`dirname(import.meta.url)/migrations`). Writes the build stamp last
 * (scripts/build-stamp.mjs), so `npm start` knows the whole build finished and from which sources.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { writeBuildStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');
const webDir = path.join(root, 'dist/web');

/** Files worth compressing: text the server sends (HTML, scripts, styles, SVG and other text at the web root). */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;
/** Smaller files are sent as they are (hono's `compress()` threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible file of
 * `dir` of at least {@link MIN_BYTES}, except Vite's own metadata (`.vite/`).
 *
 * @returns how many files were compressed, and their bytes before and after brotli.
 */
async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).startsWith('.vite'));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += br.length;
    }),
  );
  return totals;
}

const compressed = await precompress(webDir);
console.log(
  `compressed ${compressed.files} files of dist/web: ${(compressed.bytes / 1024).toFixed(0)} KB, ` +
    `${(compressed.brotliBytes / 1024).toFixed(0)} KB with brotli`,
);

await fs.rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts' },
  outdir,
  bundle: true,
  // Modules imported dynamically (the S3 driver) become chunks of their own, loaded only when imported; kept next
  // to main.js so `import.meta.url` names the same folder in every chunk.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  metafile: true,
});
await fs.cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
await writeBuildStamp(root);

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`built dist/server (${(bytes / 1024).toFixed(0)} KB with source maps) and copied the migrations`);
