/**
 * `npm start`: builds only when `dist/` is missing or older than the sources (scripts/build-stamp.mjs), with the
 * runner of `npm run build` (scripts/build.mjs), then runs the compiled server, `dist/server/main.js`, in this
 * process with plain `node` (source maps on for stack traces).
 * Plain JavaScript: nothing has to be compiled before it runs.
 *
 * On Linux, a server started without `MALLOC_ARENA_MAX` is run as a child process with it set to
 * {@link MALLOC_ARENAS} (glibc reads it only when a process starts): glibc's malloc otherwise gives each thread that
 * allocates at the same time as another an arena of its own, up to 8 per core, and keeps what was freed in each. The
 * image work's threads (sharp, libvips) left about 100 MB held that way after six large photos (docs/decisions/0020).
 * The child gets this process's signals and its exit code is this process's; it is joined to this process by an IPC
 * channel, which closes when this process ends however it ends (`kill -9` included), and the server then stops as on
 * SIGTERM (src/server/main.ts), so no server outlives the command that started it.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** glibc malloc arenas of the server process (`MALLOC_ARENA_MAX`); scripts/bench/server-process.ts sets the same. */
const MALLOC_ARENAS = '2';

if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await startServer();
}

/** Builds when the build is stale, then runs the compiled server in this process. */
async function startServer() {
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
}
