/**
 * `npm start` (scripts/start.mjs) runs the compiled server with plain `node`, building first only when the build
 * is missing or stale: a second start on a built tree does not build. On Linux, without `MALLOC_ARENA_MAX`, it runs
 * the server as its child with it set, and the child stops when `npm start` ends, even killed with SIGKILL.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServers, startServer, tempDataDir, unusedPort } from '../src/server/test/server-process';
import { BUILD_STAMP, buildState } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');

afterEach(killServers);

describe('npm start', () => {
  it(
    'serves the compiled server, and a second start on the built tree does not build',
    { timeout: 300_000 },
    async () => {
      const dataDir = await tempDataDir();
      const port = await unusedPort();
      const base = `http://127.0.0.1:${port}`;
      const env = { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base };

      // The first start builds when the tree changed since the last build (a fresh checkout, an edit).
      const first = startServer(env, { entry: 'start' });
      await first.waitFor('listening on', 240_000);
      expect(await buildState(root)).toEqual({ fresh: true });
      const builtAt = (await fs.stat(path.join(root, BUILD_STAMP))).mtimeMs;
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startServer(env, { entry: 'start' });
      await second.waitFor('listening on', 30_000);
      expect(second.output()).not.toContain('Building first');
      expect((await fs.stat(path.join(root, BUILD_STAMP))).mtimeMs).toBe(builtAt);

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(home.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await home.text()).toContain('</html>');
      const contact = await fetch(`${base}/contact`, { headers: { 'accept-encoding': 'br' } });
      expect(contact.status).toBe(200);
      expect(contact.headers.get('content-encoding')).toBe('br');

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );

  it.runIf(process.platform === 'linux')(
    'runs the server as a child with MALLOC_ARENA_MAX=2, which stops when npm start is killed with SIGKILL',
    { timeout: 300_000 },
    async () => {
      const dataDir = await tempDataDir();
      const port = await unusedPort();
      const base = `http://127.0.0.1:${port}`;
      const started = startServer(
        { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, MALLOC_ARENA_MAX: '' },
        { entry: 'start' },
      );
      await started.waitFor('listening on', 240_000);
      const wrapper = started.child.pid!;
      const children = await fs.readFile(`/proc/${wrapper}/task/${wrapper}/children`, 'utf8');
      const server = Number(children.trim().split(/\s+/)[0]);
      expect(server).toBeGreaterThan(0);
      const environ = (await fs.readFile(`/proc/${server}/environ`, 'utf8')).split('\0');
      expect(environ).toContain('MALLOC_ARENA_MAX=2');
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      started.child.kill('SIGKILL');
      await started.exited;
      // The server notices its parent's end on its own: it shuts down and its process is gone.
      const deadline = Date.now() + 30_000;
      while (isRunning(server)) {
        if (Date.now() > deadline) throw new Error(`the server (pid ${server}) outlived npm start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );
});

/** Whether process `pid` still runs (a zombie counts as ended). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^State:\s+Z/m.test(readStatus(pid));
}

function readStatus(pid: number): string {
  try {
    return fsSync.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 'State:\tZ';
  }
}
