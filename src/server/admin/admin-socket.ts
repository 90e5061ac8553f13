/**
 * Lets the CLI administer a running installation on the embedded database (ARCHITECTURE.md: the CLI works
 * "against a running or stopped installation"). The server owns PGlite's data folder exclusively, so while it
 * runs it listens on a Unix socket inside `$DATA_DIR`; only users who can open that folder can reach it. Not used
 * with `DATABASE_URL`, where the CLI connects to PostgreSQL itself.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Disk } from '../storage/disk';
import { AdminCommandError, parseAdminCommand, runInstallationCommand } from './commands';

/** The socket file, relative to the data folder. */
const ADMIN_SOCKET_NAME = 'admin.sock';

/** Largest command request, in bytes. */
const MAX_REQUEST_BYTES = 4096;

/** What the socket answers: `{ ok: true, output }` or `{ ok: false, error }`. */
export type AdminSocketAnswer = { ok: true; output: string } | { ok: false; error: string };

/** The socket's path for a data folder. */
function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET_NAME);
}

/**
 * Starts listening. A socket file left by a crashed process is replaced.
 *
 * @param disk - the server's storage disk, which `export` reads.
 * @returns a function that stops listening and removes the file.
 */
export async function startAdminSocket(
  dataDir: string,
  database: Database,
  logger: Logger,
  disk: Disk,
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(dataDir);
  await fs.rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: AdminSocketAnswer) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return answer(405, { ok: false, error: 'POST a JSON { args } body' });
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
      if (raw.length > MAX_REQUEST_BYTES) request.destroy();
    });
    request.on('end', () => {
      void (async () => {
        try {
          const { args } = JSON.parse(raw) as { args?: unknown };
          if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
            return answer(400, { ok: false, error: 'args must be a list of strings' });
          }
          const output = await runInstallationCommand({ database, dataDir, disk }, parseAdminCommand(args));
          logger.info({ command: args[0] }, 'admin command run');
          answer(200, { ok: true, output });
        } catch (error) {
          if (error instanceof AdminCommandError) return answer(400, { ok: false, error: error.message });
          logger.error({ err: error }, 'admin command failed');
          answer(500, { ok: false, error: 'the command failed; see the server log' });
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(socketPath, { force: true });
  };
}

/**
 * Sends a command to a running server's socket.
 *
 * @throws {Error} with code `ENOENT` / `ECONNREFUSED` when no server listens there.
 */
export function sendAdminCommand(dataDir: string, args: readonly string[]): Promise<AdminSocketAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: adminSocketPath(dataDir),
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (raw += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(raw) as AdminSocketAnswer);
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ args }));
  });
}
