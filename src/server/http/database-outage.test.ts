/**
 * The API while PostgreSQL cannot be reached (issue 21 item 5): what needs the database answers 503
 * `service_unavailable` with `Retry-After`, `/readyz` says so, `/healthz` stays up, and once the database is back
 * the same app answers again by itself. The outage is a TCP relay in front of the database that drops every
 * connection and refuses new ones, as a stopped server does; without a PostgreSQL server (`DATABASE_URL`), a port
 * nobody listens on stands for it.
 */
import net from 'node:net';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { contactMessages } from '../db/schema/index';
import { createTestApp, openTestDatabase, postJson, type TestApp } from '../test/test-app';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';

const message = {
  name: 'Ada Stone',
  email: 'ada@example.com',
  subject: 'Booking request',
  message: 'We would love to book you for a show.',
};

/** A TCP relay to `target` that can be cut (every connection dropped, new ones refused) and restored. */
class Relay {
  readonly #sockets = new Set<net.Socket>();
  #up = true;
  readonly server = net.createServer((client) => {
    if (!this.#up) return client.destroy();
    const upstream = net.connect(this.target);
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  constructor(readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  cut(): void {
    this.#up = false;
    for (const socket of this.#sockets) socket.destroy();
  }

  restore(): void {
    this.#up = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A port on 127.0.0.1 that nobody listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function expectUnavailable(t: TestApp) {
  const res = await postJson(t.app, '/api/contact', message);
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error).toEqual({
    code: 'service_unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  });
  const signIn = await postJson(t.app, '/api/auth/sign-in', {
    email: 'ada@example.com',
    password: 'a long enough password',
    portal: 'artist',
  });
  expect(signIn.status).toBe(503);
  expect(signIn.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect((await t.app.request('/readyz')).status).toBe(503);
  expect((await t.app.request('/healthz')).status).toBe(200);
}

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A PostgreSQL database on a port nobody listens on (closed after the tests). */
async function unreachableDatabase(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
    dataDir: 'unused',
  });
  closing.push(() => database.close());
  return database;
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection through the query builder, and not a fault of the query', async () => {
    const database = await unreachableDatabase();
    const refused = await database.db
      .select({ n: count() })
      .from(contactMessages)
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the API without its database', () => {
  it('answers 503 with Retry-After where the database is needed, and stays up', async () => {
    const database = await unreachableDatabase();
    const t = await createTestApp({ database });
    closing.push(() => t.close());
    await expectUnavailable(t);
  });

  it.runIf(process.env.DATABASE_URL)(
    'answers again by itself once PostgreSQL is back, with nothing written while it was away',
    async () => {
      // A migrated database of its own, reached through the relay.
      const direct: Database = await openTestDatabase();
      closing.push(() => direct.close());
      const server = new URL(process.env.DATABASE_URL!);
      const relay = new Relay({ host: server.hostname, port: Number(server.port || 5432) });
      closing.push(() => relay.close());
      const port = await relay.listen();
      const result = await direct.db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
      const viaRelay = await openDatabase({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/${name}`,
        dataDir: 'unused',
      });
      closing.push(() => viaRelay.close());
      const t = await createTestApp({ database: viaRelay });
      closing.push(() => t.close());

      // Every connection of the pool open and idle, as under load.
      const burst = () =>
        Promise.all(Array.from({ length: 12 }, () => postJson(t.app, '/api/contact', message)));
      expect((await burst()).map((res) => res.status)).toEqual(Array(12).fill(201));
      relay.cut();
      // Sent at once: they take the pool's clients before their lost connections are noticed.
      expect((await burst()).map((res) => res.status)).toEqual(Array(12).fill(503));
      await expectUnavailable(t);
      relay.restore();
      expect((await t.app.request('/readyz')).status).toBe(200);
      // No connection was kept by a request that failed: the pool serves a burst again.
      expect((await burst()).map((res) => res.status)).toEqual(Array(12).fill(201));
      const [stored] = await direct.db.select({ n: count() }).from(contactMessages);
      expect(stored!.n).toBe(24);
    },
  );
});

/**
 * A stand-in for a PostgreSQL server shutting down as a connection is made: it accepts the start-up, then sends
 * `ReadyForQuery` and the `FATAL` of a shutdown (57P01) in one write, and closes the connection.
 */
async function shuttingDownServer(): Promise<{ port: number; close(): Promise<void> }> {
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
  const readyForQuery = message('Z', Buffer.from('I'));
  const fatal = message(
    'E',
    Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
  );
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    // The start-up message (no type byte) comes first; nothing else is read.
    socket.once('data', () => socket.end(Buffer.concat([authenticationOk, readyForQuery, fatal])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a connection that PostgreSQL ends as the pool lends it', () => {
  it('fails the transaction that took it, and ends no process (issue 21 item 5)', async () => {
    const fake = await shuttingDownServer();
    closing.push(() => fake.close());
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${fake.port}/none`,
      dataDir: 'unused',
    });
    closing.push(() => database.close());
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', record);
    try {
      for (let i = 0; i < 3; i++) {
        const failed = await database.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .catch((error: unknown) => error);
        expect(isDatabaseUnavailable(failed)).toBe(true);
      }
      // Whatever the connections' end still emits has arrived.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.removeListener('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });
});
