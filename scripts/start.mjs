/**
 * `npm start`: builds only when `dist/` is missing or older than the sources (scripts/build-stamp.mjs), with the
 * runner of `npm run build` (scripts/build.mjs), then runs the compiled server, `dist/server/main.js`, in this
 * process with plain `node` (source maps on for stack traces).
 * Plain JavaScript: nothing has to be compiled before it runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');

const state = await buildState(root);
if (!state.fresh) {
  console.log(`Building first: ${state.reason}.`);
  // `npm run build` is this script (scripts/build.mjs): run with this node, with no npm in between.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed: the server was not started.');
    process.exit(build.status ?? 1);
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
