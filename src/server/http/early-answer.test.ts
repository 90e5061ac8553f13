/**
 * An answer sent before the request's body was read closes the connection (early-answer.ts; issue "Public pages
 * fast on a phone" item 4): a keep-alive client is told `Connection: close` with the 413, and its next request goes
 * out on a new socket and is answered; an answer after the whole body keeps the connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverListener } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let server: http.Server;
let base = '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(serverListener(t.deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  /** The local port of the socket the request went out on. */
  socketPort: number;
}

/** Sends `body` (JSON) through the keep-alive agent and reads the whole answer. */
function post(path: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: t.env.PUBLIC_URL,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            socketPort: (req.socket as { localPort?: number }).localPort ?? 0,
          }),
        );
      },
    );
    // The server may close its end before the whole body is sent: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

const contact = JSON.stringify({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Booking',
  message: 'A message long enough to pass.',
});

it('answers a body over the limit with 413 and Connection: close, and the next request is answered', async () => {
  const tooLarge = JSON.stringify({ name: 'x'.repeat(4 * 1024 * 1024) });
  const refused = await post('/api/contact', tooLarge);
  expect(refused.status).toBe(413);
  expect(refused.connection).toBe('close');
  const next = await post('/api/contact', contact);
  expect(next.status).toBe(201);
  expect(next.socketPort).not.toBe(refused.socketPort);
});

it('keeps the connection after an answer to a body read to its end', async () => {
  const first = await post('/api/contact', contact);
  expect(first.status).toBe(201);
  expect(first.connection).not.toBe('close');
  const second = await post('/api/contact', contact);
  expect(second.status).toBe(201);
  expect(second.socketPort).toBe(first.socketPort);
});
