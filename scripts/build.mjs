/**
 * `npm run build`: builds the site into `dist/` in four steps, one after the other, and says what it is doing. It
 * prints one line when it starts, a progress line when each step starts and when it ends (with its duration), and
 * the total at the end; each step's own output follows its progress line, indented. A failing step stops the
 * build: the runner names it and exits non-zero.
 *
 * 1. the web app (Vite) into `dist/web`;
 * 2. its server-side rendering bundle (Vite, `--ssr`) into `dist/ssr`;
 * 3. the prerender of the public pages (scripts/prerender.ts), which needs both;
 * 4. the server (scripts/build-server.ts): brotli and gzip copies of `dist/web` (the prerendered pages included),
 *    the server bundle in `dist/server`, and the build stamp last (scripts/build-stamp.mjs).
 *
 * Steps 1 and 2 are independent, but running them side by side did not make the build measurably faster on two
 * cores, so they run one after the other and their outputs stay apart.
 *
 * Vite runs with `--logLevel warn`: its warnings show, not its listing of every file it wrote.
 *
 * Plain JavaScript: `npm start` (scripts/start.mjs) runs it with `node`, before anything is compiled.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/**
 * The absolute path of a package's command-line script (its `bin` entry), run with this `node` rather than
 * through the shims of `node_modules/.bin`, which differ between platforms.
 *
 * @param {string} pkg - the package name.
 * @param {string} [command] - the bin entry's name (default: the package's name).
 * @returns {string}
 */
function binOf(pkg, command = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  /** @type {{ bin: string | Record<string, string> }} */
  const manifest = require(manifestPath);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[command];
  if (!bin) throw new Error(`${pkg} has no "${command}" command.`);
  return path.join(path.dirname(manifestPath), bin);
}

/**
 * @typedef {object} Step
 * @property {string} title - what the progress lines call it.
 * @property {string[]} args - the arguments of `node` that run it, from the project root.
 */

const vite = binOf('vite');
/** TypeScript scripts run with tsx's loader (path aliases of tsconfig.json included) in a single process. */
const tsx = ['--import', 'tsx'];

/** @type {Step[]} */
const steps = [
  { title: 'Web app (Vite)', args: [vite, 'build', '--logLevel', 'warn'] },
  {
    title: 'Server-side rendering bundle (Vite)',
    args: [vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr', '--logLevel', 'warn'],
  },
  { title: 'Prerender of the public pages', args: [...tsx, 'scripts/prerender.ts'] },
  { title: 'Compressed copies, server bundle and build stamp', args: [...tsx, 'scripts/build-server.ts'] },
];

/**
 * @param {number} ms - a duration in milliseconds.
 * @returns {string} the duration in seconds, one decimal: `12.3 s`.
 */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * @param {number} index - the step's index in {@link steps}.
 * @returns {string} its progress label: `[1/4] Web app (Vite)`.
 */
function label(index) {
  return `[${index + 1}/${steps.length}] ${steps[index].title}`;
}

/**
 * Forwards a child's output to ours line by line, each line behind `prefix`.
 *
 * @param {import('node:stream').Readable} from - the child's stdout or stderr.
 * @param {NodeJS.WriteStream} to - ours.
 * @param {string} prefix - what each line starts with.
 */
function forward(from, to, prefix) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (/** @type {string} */ chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on('end', () => {
    if (rest) to.write(`${prefix}${rest}\n`);
  });
}

/**
 * Runs one step in a child process, prints its progress lines, and forwards its output.
 *
 * @param {number} index - the step's index in {@link steps}.
 * @returns {Promise<void>} resolves when the step succeeded; rejects with a message naming it otherwise.
 */
function runStep(index) {
  const name = label(index);
  console.log(`${name}…`);
  const started = performance.now();
  // Colours as in a terminal when ours is one: the child's output is a pipe.
  const colour = process.stdout.isTTY && !('NO_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, steps[index].args, {
    cwd: root,
    env: { ...process.env, ...colour },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forward(child.stdout, process.stdout, '    ');
  forward(child.stderr, process.stderr, '    ');
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      const took = seconds(performance.now() - started);
      if (code === 0) {
        console.log(`${name}: done in ${took}`);
        resolve();
      } else {
        reject(
          new Error(`${name} failed after ${took} (${signal ? `signal ${signal}` : `exit code ${code}`})`),
        );
      }
    });
  });
}

const started = performance.now();
console.log(`Building the site: ${steps.length} steps, into dist/`);
try {
  for (const index of steps.keys()) await runStep(index);
} catch (error) {
  console.error(`\nThe build stopped: ${error instanceof Error ? error.message : error}.`);
  process.exit(1);
}
console.log(`Built the site in ${seconds(performance.now() - started)}.`);
