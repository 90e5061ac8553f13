/**
 * The build stamp (`dist/.build-stamp.json`), written last by `npm run build`, and the check `npm start` makes
 * before starting: the build is fresh when the stamp exists, no build input changed after it (modification
 * times), and the `SITE_*`/`VITE_*` variables the web app bakes in at build time are the ones it was built with.
 * Plain JavaScript: `npm start` runs it with `node`, before anything is compiled.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the stamp lives, relative to the project root. */
export const BUILD_STAMP = 'dist/.build-stamp.json';

/** Folders whose files are build inputs (tests excepted), relative to the project root. */
const INPUT_FOLDERS = ['src', 'content'];

/** Single files that are build inputs, relative to the project root. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/prerender.ts',
  'scripts/build-server.ts',
  'scripts/build-stamp.mjs',
];

/** Test files never change what is built. */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * A digest of the variables Vite bakes into the web app (`envPrefix` in vite.config.ts), so a start with other
 * values rebuilds.
 *
 * @param {NodeJS.ProcessEnv} env - the environment the build runs (or the server starts) with.
 * @returns {string} a hex SHA-256 of the sorted `SITE_*` and `VITE_*` names and values.
 */
function bakedEnvDigest(env) {
  const baked = Object.keys(env)
    .filter((name) => name.startsWith('SITE_') || name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return createHash('sha256').update(baked.join('\n')).digest('hex');
}

/**
 * Writes the stamp after a successful build.
 *
 * @param {string} root - absolute path of the project root.
 * @param {NodeJS.ProcessEnv} [env] - the environment the build ran with (default: this process's).
 * @returns {Promise<void>}
 */
export async function writeBuildStamp(root, env = process.env) {
  const file = path.join(root, BUILD_STAMP);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ bakedEnv: bakedEnvDigest(env) }, null, 2)}\n`);
}

/**
 * The newest build input: every file under the input folders except tests, the listed root files, and the `.env*`
 * files Vite reads.
 *
 * @param {string} root - absolute path of the project root.
 * @returns {Promise<{ file: string, mtimeMs: number } | null>} its path relative to `root` and its modification
 *   time in ms since the epoch; null when there is no input at all.
 */
async function newestInput(root) {
  const envFiles = (await fs.readdir(root)).filter((name) => name.startsWith('.env'));
  const files = [...INPUT_FILES, ...envFiles];
  for (const folder of INPUT_FOLDERS) {
    const entries = await fs.readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || TEST_FILE.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
    }
  }
  let newest = null;
  for (const file of files) {
    const stat = await fs.stat(path.join(root, file)).catch(() => null);
    if (stat && (!newest || stat.mtimeMs > newest.mtimeMs)) newest = { file, mtimeMs: stat.mtimeMs };
  }
  return newest;
}

/**
 * Whether `dist/` holds a complete build of the current sources for this environment.
 *
 * @param {string} root - absolute path of the project root.
 * @param {NodeJS.ProcessEnv} [env] - the environment the server will start with (default: this process's).
 * @returns {Promise<{ fresh: true } | { fresh: false, reason: string }>} the reason names what makes a build
 *   necessary.
 */
export async function buildState(root, env = process.env) {
  const file = path.join(root, BUILD_STAMP);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return { fresh: false, reason: 'no complete build yet' };
  /** @type {{ bakedEnv?: string }} */
  let stamp;
  try {
    stamp = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return { fresh: false, reason: `${BUILD_STAMP} is unreadable` };
  }
  if (stamp.bakedEnv !== bakedEnvDigest(env)) {
    return { fresh: false, reason: 'the SITE_*/VITE_* variables differ from the last build' };
  }
  const newest = await newestInput(root);
  if (newest && newest.mtimeMs > stat.mtimeMs) return { fresh: false, reason: `${newest.file} changed` };
  return { fresh: true };
}
