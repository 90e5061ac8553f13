/**
 * The Chromium the browser journeys drive, found in one place for `npm test`, CI and playwright.config.ts.
 *
 * Looked for in this order: `CHROMIUM_PATH` (when set, only there), Debian's `/usr/bin/chromium`, then the build
 * Playwright downloads with `npx playwright install chromium` (never downloaded by us).
 *
 * Run as a script (`node scripts/chromium.mjs`, the first step of `npm test` and of CI), it makes sure there is one
 * before anything is built: when none is found and the user is root on a machine with `apt-get`, it installs
 * Debian's `chromium` package, saying so in one line; otherwise it stops (exit code 1) with the one command to run.
 * Exit code 0 when a Chromium is there. Plain JavaScript: it runs with `node` before anything is compiled, and
 * before `npm ci` on a fresh CI machine (Playwright's own build is then simply not looked for).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The places a Chromium is looked for when `CHROMIUM_PATH` is not set: Debian's, then Playwright's own build for
 * this `@playwright/test` version (left out when `@playwright/test` is not installed, or knows no build for this
 * platform).
 *
 * @returns absolute paths, in the order they are tried; none of them needs to exist.
 */
export function chromiumCandidates() {
  const candidates = [DEBIAN_CHROMIUM];
  try {
    const require = createRequire(import.meta.url);
    candidates.push(require('@playwright/test').chromium.executablePath());
  } catch {
    // Not installed yet (CI looks before `npm ci`), or no Playwright build for this platform.
  }
  return candidates;
}

/**
 * Finds the Chromium to drive.
 *
 * @param env - the environment to read `CHROMIUM_PATH` from (default `process.env`).
 * @returns `{ path }` of an existing Chromium; or `{ problem }`: one line saying what is missing, with
 *   `fromEnv` true when it is the file `CHROMIUM_PATH` names (nothing else is then looked at, or installed).
 */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return { path: fromEnv };
    return { problem: `CHROMIUM_PATH is set to "${fromEnv}", but no such file exists.`, fromEnv: true };
  }
  const candidates = chromiumCandidates();
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return { path: found };
  return {
    problem: `No Chromium found for the browser journeys (looked at: ${candidates.join(', ')}).`,
    fromEnv: false,
  };
}

/**
 * Whether `command` is an executable file in one of `env.PATH`'s folders.
 *
 * @param command - a bare command name, e.g. `apt-get`.
 * @param env - the environment whose `PATH` is searched.
 */
function onPath(command, env) {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * What to do when no Chromium is found (pure: the caller gives it the facts of the machine).
 *
 * @param machine - `root`: the process runs as root (uid 0); `aptGet`: `apt-get` is on `PATH`; `fromEnv`: the
 *   missing file is the one `CHROMIUM_PATH` names.
 * @returns `{ install: true }` to install Debian's `chromium` here; or `{ install: false, command }`: the one
 *   command the user runs before `npm test` again.
 */
export function chromiumPlan({ root, aptGet, fromEnv }) {
  if (fromEnv) return { install: false, command: 'unset CHROMIUM_PATH' };
  if (aptGet && root) return { install: true };
  if (aptGet) return { install: false, command: 'sudo apt-get install -y chromium' };
  return { install: false, command: 'npx playwright install chromium' };
}

/**
 * Makes sure a Chromium is there, installing Debian's when the machine allows (see the file comment). Writes one
 * line when it installs; on a refusal, the problem and the command to stderr.
 *
 * @param env - the environment (default `process.env`).
 * @returns the process exit code: 0 when a Chromium is there (found or installed), 1 otherwise.
 */
export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if ('path' in found) return 0;
  const plan = chromiumPlan({
    root: process.getuid?.() === 0,
    aptGet: onPath('apt-get', env),
    fromEnv: found.fromEnv,
  });
  if (!plan.install) {
    console.error(`${found.problem}\nRun this, then the tests again:\n\n  ${plan.command}\n`);
    return 1;
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get install chromium).");
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { env: aptEnv, encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
      console.error(`\`apt-get ${args.join(' ')}\` failed (exit code ${run.status ?? run.signal}).`);
      return 1;
    }
  }
  if (!fs.existsSync(DEBIAN_CHROMIUM)) {
    console.error(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is not there.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = ensureChromium();
}
