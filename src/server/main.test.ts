/**
 * The server process as operators see it: start-up checks, the data-folder lock, and graceful shutdown with a
 * request in flight.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServers, startServer, tempDataDir as tempDir, unusedPort } from './test/server-process';

afterEach(killServers);

describe('server process', () => {
  it('refuses to start with a bad variable, naming it on one line', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: await tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^Invalid configuration: PORT: .+$/m);
  });

  it(
    'finishes a request in flight on SIGTERM, closes the database and releases the data folder',
    { timeout: 90_000 },
    async () => {
      const dataDir = await tempDir();
      const port = await unusedPort();
      const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await first.waitFor('listening on');

      // A second process on the same data folder refuses to start.
      const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another running process');

      const body = JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hi',
        message: 'A long enough message.',
      });
      const response = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/contact',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
        // The rest of the body arrives after the shutdown signal.
        setTimeout(() => {
          first.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(20)), 300);
        }, 300);
      });
      expect(await response).toBe(201);
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('"msg":"stopped"');

      // The folder is free again, and the message sent during shutdown was stored and mailed.
      const third = startServer({ PORT: String(port + 2), DATA_DIR: dataDir });
      await third.waitFor('listening on');
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      const outbox = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(outbox.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );
});
