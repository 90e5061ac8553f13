/**
 * `npm test` makes sure of a Chromium before it builds (scripts/chromium.mjs): root with `apt-get` installs Debian's,
 * anyone else is told the one command to run; a `CHROMIUM_PATH` that names no file stops it whatever the machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './chromium.mjs';

const script = path.join(import.meta.dirname, 'chromium.mjs');

/** Runs the script as `npm test` does, with `env` over this process's environment. */
function run(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('what happens when no Chromium is found', () => {
  it('installs Debian’s chromium as root with apt-get', () => {
    expect(chromiumPlan({ root: true, aptGet: true, fromEnv: false })).toEqual({ install: true });
  });

  it('asks for sudo apt-get when not root', () => {
    expect(chromiumPlan({ root: false, aptGet: true, fromEnv: false })).toEqual({
      install: false,
      command: 'sudo apt-get install -y chromium',
    });
  });

  it('asks for Playwright’s build without apt-get', () => {
    for (const root of [true, false])
      expect(chromiumPlan({ root, aptGet: false, fromEnv: false })).toEqual({
        install: false,
        command: 'npx playwright install chromium',
      });
  });

  it('installs nothing when CHROMIUM_PATH names a missing file', () => {
    expect(chromiumPlan({ root: true, aptGet: true, fromEnv: true })).toMatchObject({ install: false });
  });
});

describe('node scripts/chromium.mjs', () => {
  it('exits 0 without a word when CHROMIUM_PATH names an existing file', () => {
    const result = run({ CHROMIUM_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops with the problem and what to do when CHROMIUM_PATH names no file', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'CHROMIUM_PATH is set to "/nonexistent/chrome", but no such file exists.',
    );
    expect(result.stderr).toContain('\n  unset CHROMIUM_PATH\n');
  });
});
