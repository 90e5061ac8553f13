/**
 * An answer sent before the request's body was read closes the connection, gracefully (early-answer.ts; issue
 * "Public pages fast on a phone" item 4, issue 33 item 3): `fetch`, `curl` and a keep-alive agent sending a 10 MB
 * JSON body to `/api/contact` each read the 413 and its JSON (told `Connection: close`), and their next request is
 * answered; a sender that never stops is cut off within the lingering limits; an answer after the whole body keeps
 * the connection. The real server in a process of its own (a server in the test's process reads the body in turns
 * with the client that sends it, and never showed the reset), reached by real clients; the time limit on a server
 * in the test's process, with a limit short enough to wait for.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverListener } from '../app';
import { killServers, startServer, tempDataDir, unusedPort } from '../test/server-process';
import { createTestApp, randomIp } from '../test/test-app';
import { LINGER_LIMITS } from './early-answer';

/** The real server's address; it is also its `PUBLIC_URL`, the origin the forms accept. */
let base = '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  const port = await unusedPort();
  base = `http://127.0.0.1:${port}`;
  // Each request names a client address of its own, so the forms' per-address limit never answers instead.
  const server = startServer({
    PORT: String(port),
    DATA_DIR: await tempDataDir(),
    PUBLIC_URL: base,
    TRUST_PROXY: '1',
  });
  await server.waitFor('listening on', 120_000);
}, 150_000);
afterAll(() => {
  agent.destroy();
  killServers();
});

const contact = JSON.stringify({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Booking',
  message: 'A message long enough to pass.',
});

/** A JSON body of 10 MB, far over the forms' 64 KiB. */
const tooLarge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });

/** What the refusal of {@link tooLarge} says. */
const refusal = { error: { code: 'payload_too_large' } };

/** A JSON request's headers from `origin` (default: the real server's), from an address of its own. */
const headers = (origin = base) => ({
  'content-type': 'application/json',
  origin,
  'x-forwarded-for': randomIp(),
});

interface Answer {
  status: number;
  connection: string | undefined;
  json: unknown;
  /** The local port of the socket the request went out on. */
  socketPort: number;
}

/**
 * Sends `body` (JSON) through the keep-alive agent and reads the whole answer; any socket error fails. With
 * `restAfterAnswer`, only its first MiB goes out before the answer arrives, the rest after it, as from a client on
 * a slow link: resolves once the answer was read and the whole body sent.
 */
function post(url: string, body: string, options: { restAfterAnswer?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const first = options.restAfterAnswer ? body.slice(0, 1024 * 1024) : body;
    let sent = false;
    let answer: Answer | undefined;
    const done = () => {
      if (sent && answer) resolve(answer);
    };
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers(), 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (first !== body) req.end(body.slice(first.length));
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          answer = {
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            json: JSON.parse(text) as unknown,
            socketPort: (req.socket as { localPort?: number }).localPort ?? 0,
          };
          done();
        });
      },
    );
    req.on('error', reject);
    req.on('finish', () => {
      sent = true;
      done();
    });
    if (first === body) req.end(body);
    else req.write(first);
  });
}

/** Runs curl as a user would (its own `Expect: 100-continue` for a large body); resolves with its exit code. */
function curl(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['--silent', '--show-error', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Opens a raw socket, announces a body of `announced` bytes to `/api/contact` and keeps sending: as fast as the
 * socket takes it, or `every` ms a KiB. Resolves once the server closed the socket, with what came back, how many
 * body bytes were written and the ms from the answer's first byte to the close.
 */
function endlessSender(url: string, options: { every?: number; origin?: string }) {
  const { port } = new URL(url);
  return new Promise<{ answer: string; written: number; lingeredMs: number }>((resolve) => {
    // Half-open allowed: it goes on sending after the server's FIN, as a sender that ignores the answer would.
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let answeredAt = 0;
    let written = 0;
    let timer: NodeJS.Timeout | undefined;
    const chunk = Buffer.alloc(options.every ? 1024 : 1024 * 1024, 'x');
    const send = () => {
      while (!socket.destroyed && socket.writable) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', send);
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Origin: ${options.origin ?? base}\r\nX-Forwarded-For: ${randomIp()}\r\nContent-Length: ${1024 ** 4}\r\n\r\n`,
      );
      if (options.every)
        timer = setInterval(() => {
          if (socket.writable) {
            written += chunk.length;
            socket.write(chunk);
          }
        }, options.every);
      else send();
    });
    socket.on('data', (data: Buffer) => {
      if (!answeredAt) answeredAt = Date.now();
      answer += data.toString();
    });
    // A reset once the server closed with bytes of ours unread is expected: the answer came before.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, written, lingeredMs: Date.now() - answeredAt });
    });
  });
}

describe('a 10 MB body to /api/contact', () => {
  it('fetch reads the 413 and its JSON, and its next request is answered', async () => {
    const refused = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: headers(),
      body: tooLarge,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toMatchObject(refusal);
    const next = await fetch(`${base}/api/contact`, { method: 'POST', headers: headers(), body: contact });
    expect(next.status).toBe(201);
  });

  it.runIf(process.env.CI || spawnSync('curl', ['--version']).status === 0)(
    'curl reads the 413 and its JSON, and its next request is answered',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-early-answer-'));
      const file = path.join(dir, 'body.json');
      await fs.writeFile(file, tooLarge);
      const args = (data: string) => [
        '--write-out',
        '\n%{http_code}',
        '--header',
        'Content-Type: application/json',
        '--header',
        `Origin: ${base}`,
        '--header',
        `X-Forwarded-For: ${randomIp()}`,
        '--data-binary',
        data,
        `${base}/api/contact`,
      ];
      try {
        const refused = await curl(args(`@${file}`));
        expect(refused.stderr).toBe('');
        expect(refused.code).toBe(0);
        const [json, status] = refused.stdout.split('\n');
        expect(status).toBe('413');
        expect(JSON.parse(json!)).toMatchObject(refusal);
        const next = await curl(args(contact));
        expect(next.code).toBe(0);
        expect(next.stdout.split('\n')[1]).toBe('201');
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('a keep-alive agent still sending after the answer reads the 413 and its JSON with Connection: close, and its next request is answered on a new socket', async () => {
    const refused = await post(`${base}/api/contact`, tooLarge, { restAfterAnswer: true });
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect(refused.json).toMatchObject(refusal);
    const next = await post(`${base}/api/contact`, contact);
    expect(next.status).toBe(201);
    expect(next.socketPort).not.toBe(refused.socketPort);
  });
});

describe('a sender that never stops', () => {
  it(`is answered, then cut off once ${LINGER_LIMITS.maxBytes} bytes more were read`, async () => {
    const { answer, written } = await endlessSender(base, {});
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"payload_too_large"');
    expect(written).toBeGreaterThan(LINGER_LIMITS.maxBytes);
    // What the socket buffers on both sides held when the server closed comes on top.
    expect(written).toBeLessThan(LINGER_LIMITS.maxBytes + 32 * 1024 * 1024);
  });

  it('is answered, then cut off once the lingering time passed', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const server = http.createServer(serverListener(t.deps, { linger: { ...LINGER_LIMITS, maxMs: 300 } }));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const quick = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const origin = t.env.PUBLIC_URL;
      const { answer, lingeredMs } = await endlessSender(quick, { every: 20, origin });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(lingeredMs).toBeGreaterThanOrEqual(250);
      expect(lingeredMs).toBeLessThan(5_000);
      const next = await fetch(`${quick}/api/contact`, {
        method: 'POST',
        headers: headers(origin),
        body: contact,
      });
      expect(next.status).toBe(201);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    }
  });
});

it('keeps the connection after an answer to a body read to its end', async () => {
  const first = await post(`${base}/api/contact`, contact);
  expect(first.status).toBe(201);
  expect(first.connection).not.toBe('close');
  const second = await post(`${base}/api/contact`, contact);
  expect(second.status).toBe(201);
  expect(second.socketPort).toBe(first.socketPort);
});
