/**
 * What an unlucky operator meets (issue "Hardening" items 1, 5 and 8), against the real server process: a stored
 * file deleted behind the app's back, a `kill -9` in the middle of an upload, and who may read the data folder.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  demoAccount,
  unusedPort,
  killServers,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './test/server-process';

afterEach(killServers);

/** Starts a server on a fresh port and waits until it listens. */
async function listening(dataDir: string): Promise<{ server: ServerProcess; base: string }> {
  const port = await unusedPort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await server.waitFor('listening on');
  return { server, base: `http://127.0.0.1:${port}` };
}

async function signInAgent(server: ServerProcess, base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoAccount(server, 'agent'), portal: 'agent' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'.repeat(50));

describe('a stored file deleted outside the app', () => {
  it('answers 404 file_missing on download and the server keeps answering', { timeout: 90_000 }, async () => {
    const dataDir = await tempDataDir();
    const { server, base } = await listening(dataDir);
    const cookie = await signInAgent(server, base);
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'contract.pdf');
    const added = await fetch(`${base}/api/departments/anr/resources`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(added.status).toBe(201);
    const { resource } = (await added.json()) as { resource: { id: string } };
    const storage = path.join(dataDir, 'storage');
    for (const file of await filesUnder(storage)) await fs.rm(path.join(storage, file));

    const link = await fetch(`${base}/api/resources/${resource.id}/download-url`, {
      method: 'POST',
      headers: { cookie },
    });
    const { url } = (await link.json()) as { url: string };
    const download = await fetch(url);
    expect(download.status).toBe(404);
    expect(((await download.json()) as { error: { code: string } }).error.code).toBe('file_missing');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('kill -9 in the middle of an upload', () => {
  it(
    'leaves no file once the server restarts, and the restart starts at once',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDataDir();
      const first = await listening(dataDir);
      const cookie = await signInAgent(first.server, first.base);
      const storage = path.join(dataDir, 'storage');

      // A large upload that stops half-way: the head of the file, then nothing more.
      const boundary = '----crash-test-boundary';
      const request = http.request(`${first.base}/api/departments/anr/resources`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('error', () => {});
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="master.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      request.write(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]));
      const deadline = Date.now() + 30_000;
      while ((await filesUnder(storage)).length === 0) {
        if (Date.now() > deadline) throw new Error('the upload never reached the disk');
        await new Promise((r) => setTimeout(r, 50));
      }
      first.server.child.kill('SIGKILL');
      await first.server.exited;
      expect((await filesUnder(storage)).length).toBeGreaterThan(0);

      const second = await listening(dataDir);
      expect(second.server.output()).not.toContain('in use by another running process');
      expect(await filesUnder(storage)).toEqual([]);
      expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );
});

describe('the data folder', () => {
  it(
    'is readable by the server user only, and so is every file the server writes',
    { timeout: 90_000 },
    async () => {
      const dataDir = await tempDataDir();
      await fs.chmod(dataDir, 0o755);
      const { server, base } = await listening(dataDir);
      const contact = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hi',
          message: 'A long enough message.',
        }),
      });
      expect(contact.status).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      const deadline = Date.now() + 30_000;
      while ((await filesUnder(outbox)).length === 0) {
        if (Date.now() > deadline) throw new Error('no email reached the outbox');
        await new Promise((r) => setTimeout(r, 50));
      }
      const mode = async (p: string) => (await fs.stat(p)).mode & 0o777;
      expect(await mode(dataDir)).toBe(0o700);
      for (const file of await filesUnder(outbox)) expect(await mode(path.join(outbox, file))).toBe(0o600);
      expect(await mode(path.join(dataDir, 'pgdata'))).toBe(0o700);
      expect((await mode(path.join(dataDir, 'pgdata', 'PG_VERSION'))) & 0o077).toBe(0);
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );
});
