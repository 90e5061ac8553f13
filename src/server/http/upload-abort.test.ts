/**
 * An upload the client abandons cleans up at once (receive-upload.ts; issue "Public pages fast on a phone" item 3):
 * a client that sends part of a large multipart body on a raw socket and closes it leaves no partial file on the
 * disk, its request ends with one log line (499), and nothing is written to the database — on every upload route
 * (the admin buckets, the department resources, the tracks).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverListener } from '../app';
import { createConfirmedAccount, signInCookie, uniqueEmail } from '../test/accounts';
import { createTestApp, rowCounts, type TestApp } from '../test/test-app';
import { diskKeys, member, samples } from '../test/admin-test-kit';

const logLines: string[] = [];
let t: TestApp;
let server: http.Server;
let port = 0;
const cookies = { admin: '', agent: '' };

beforeAll(async () => {
  t = await createTestApp({ logLines });
  server = http.createServer(serverListener(t.deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cookies.admin = (await member(t, true)).cookie;
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  cookies.agent = await signInCookie(t, { email: agent, portal: 'agent' });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** The test WAV of the tracks (features/tracks), whose first bytes pass the content check. */
const trackSample = () =>
  fs.readFile(path.join(import.meta.dirname, '../test/fixtures/audio/sine-then-silence.wav'));

const partial = async () => (await diskKeys(t)).filter((key) => key.startsWith('_partial/'));

/** The request log lines of `path`, parsed. */
const requestLines = (path: string) =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
    .filter((line) => line.msg === 'request' && line.path === path);

/**
 * Opens a raw socket, announces a 40 MB multipart upload of `fileName` to `path`, sends `start` and more bytes up to
 * 5 MB, waits until the server has started storing it, and closes the socket.
 */
async function abandonUpload(
  path: string,
  cookie: string,
  fileName: string,
  start: Uint8Array,
): Promise<void> {
  const boundary = 'abandoned-upload-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
  );
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      `Origin: ${t.env.PUBLIC_URL}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${40 * 1024 * 1024}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(head);
  socket.write(start);
  const chunk = Buffer.alloc(64 * 1024, 1);
  for (let sent = start.length; sent < 5 * 1024 * 1024; sent += chunk.length) {
    if (!socket.write(chunk)) await new Promise<void>((resolve) => socket.once('drain', () => resolve()));
  }
  await expect.poll(partial).not.toEqual([]);
  socket.destroy();
}

it.each([
  ['an admin bucket', '/api/admin/buckets/program-videos/files', 'admin', 'lesson.webm', samples.webm],
  ['the department resources', '/api/departments/anr/resources', 'agent', 'rider.pdf', samples.pdf],
  ['the tracks', '/api/tracks', 'admin', 'demo.wav', trackSample],
] as const)(
  '%s: the partial file is removed, the request ends with one line, nothing is written',
  async (_, path, who, name, sample) => {
    const before = await rowCounts(t.database);
    await abandonUpload(path, cookies[who], name, await sample());
    await expect.poll(partial).toEqual([]);
    await expect.poll(() => requestLines(path).length).toBe(1);
    expect(requestLines(path)[0]).toMatchObject({ status: 499 });
    expect(await rowCounts(t.database)).toEqual(before);
    logLines.length = 0;
  },
);
