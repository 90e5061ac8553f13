/**
 * Two real server processes sharing what a scaled-out installation shares (issue 21 item 3, "Two instances
 * proven"; docs/operations.md "Scaling out"): one fresh PostgreSQL database made for the run, Redis, an
 * S3-compatible bucket (s3rver), a real SMTP server ({@link startSmtpCatcher}) and one `AUTH_SECRET`. Each server
 * is `src/server/main.ts` started by src/server/test/server-process.ts, on its own port and data folder. The
 * PostgreSQL outage scenario (issue 21 item 5) starts one on a PostgreSQL server of its own, serving the built web
 * tree ({@link ClusterOptions}).
 *
 * Requests name their client address in `X-Forwarded-For` (the servers trust one proxy, as behind a load
 * balancer). The addresses of a run come from the IPv6 documentation prefix with 32 random bits of their own, and
 * its emails carry the run's id, so two runs never share a rate-limit counter in Redis; the run's counters are
 * deleted at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { openDatabase, type Database } from '../../src/server/db/client';
import { loadOrCreateIssuerKeys } from '../../src/server/features/credentials/issuer-keys';
import { startServer, unusedPort, type ServerProcess } from '../../src/server/test/server-process';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

/** The PostgreSQL server the run's database is made on, when `DATABASE_URL` does not name one. */
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The Redis server, when `REDIS_URL` does not name one. */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The bucket both servers store files in. */
const BUCKET = 'scale-files';
/** The address both servers build links with: the load balancer's, not either server's. */
export const PUBLIC_URL = 'http://site.test';
/** Longest wait for a server to answer `/readyz` after its start, in ms (tsx compiles the sources first). */
const START_TIMEOUT_MS = 90_000;
/** Longest wait for a server to exit after SIGTERM before it is killed, in ms. */
const STOP_TIMEOUT_MS = 15_000;

/** One of the two servers. */
export interface Instance {
  name: 'A' | 'B';
  /** `http://127.0.0.1:<port>`. */
  base: string;
  process: ServerProcess;
}

/** Options of {@link Instance}-bound requests ({@link Cluster.request}). */
interface RequestOptions {
  /** A JSON body (sets `content-type`), or a `FormData` sent as multipart. */
  body?: unknown;
  /** A `Cookie` header. */
  cookie?: string;
  /** The client address the proxy reports; a fresh one of the run by default. */
  ip?: string;
  /** Aborts the request (and the reading of its body), e.g. `AbortSignal.timeout(ms)`. */
  signal?: AbortSignal;
}

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /**
   * The PostgreSQL server the run's database is made on (`postgres://…`, any database the user may connect to);
   * before `env.DATABASE_URL` and {@link DEFAULT_POSTGRES_URL}. The outage scenario (issue 21 item 5) names a
   * server of its own here, which it stops and starts.
   */
  postgresUrl?: string;
  /**
   * A built web tree (`dist/web` of `npm run build`) the servers serve as the web app. It is copied into the run's
   * folder at start, so a build running meanwhile does not change what they serve. By default they get an empty
   * folder: no pages.
   */
  webDistDir?: string;
}

/** Everything the suite shares: the two servers, their database, Redis, bucket and SMTP server. */
export interface Cluster {
  a: Instance;
  b: Instance;
  /** The run's own database (what the servers use), for arranging facts and reading back. */
  database: Database;
  /** `postgres://…/<the run's database>`. */
  databaseUrl: string;
  smtp: SmtpCatcher;
  redis: Redis;
  /** A short id of the run, in the emails and markers it makes. */
  runId: string;
  /** A client address of the run never handed out before. */
  freshIp(): string;
  /** Sends a request to `instance` (no `Origin`: not a browser page, as an API client). */
  request(instance: Instance, method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Stops both servers and everything else, drops the database and deletes the run's Redis keys. */
  close(): Promise<void>;
}

/**
 * Polls `check` every `intervalMs` (ms) until it returns a value other than undefined, instead of a fixed sleep.
 *
 * @throws {Error} naming `what` when `timeoutMs` passes first.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The session cookies a response sets, as a `Cookie` header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Resolves once `base` answers `/readyz` with 200.
 *
 * @throws {Error} with the server's output when it exits or does not answer within {@link START_TIMEOUT_MS}.
 */
async function ready(base: string, server: ServerProcess): Promise<void> {
  await until(
    `${base}/readyz`,
    async () => {
      if (server.child.exitCode !== null)
        throw new Error(`the server exited at start:\n${server.output().slice(-4000)}`);
      const answer = await fetch(`${base}/readyz`).catch(() => null);
      await answer?.arrayBuffer();
      return answer?.status === 200 ? true : undefined;
    },
    START_TIMEOUT_MS,
    100,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output().slice(-4000)}`);
  });
}

/** Stops `server` with SIGTERM (SIGKILL after {@link STOP_TIMEOUT_MS}) and resolves once it exited. */
async function stopInstance(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(timer);
}

/**
 * Starts the run of the scale suite (issue 21 item 3): checks Redis, makes the database, starts s3rver and the
 * SMTP server, then servers A and B at the same time on the empty database (one applies the migrations, the content
 * and the demo accounts while the other waits for it), and resolves once both answer `/readyz`.
 *
 * @param env - `DATABASE_URL` (a PostgreSQL server; {@link DEFAULT_POSTGRES_URL} by default) and `REDIS_URL`
 *   ({@link DEFAULT_REDIS_URL} by default), usually `process.env`.
 * @param setup - another PostgreSQL server, and a web tree to serve (see {@link ClusterOptions}).
 * @throws {Error} when Redis does not answer PING (shared rate limits are part of what is proven, so the suite
 *   fails rather than passing without them), when PostgreSQL cannot be reached, when the web tree cannot be
 *   copied, or when a server does not start.
 */
export async function startCluster(
  env: Record<string, string | undefined> = process.env,
  setup: ClusterOptions = {},
): Promise<Cluster> {
  const serverUrl = setup.postgresUrl || env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const runId = randomBytes(4).toString('hex');
  const ipPrefix = `2001:db8:${runId.slice(0, 4)}:${runId.slice(4)}:`;
  let ipCount = 0;

  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => {});
    cleanups.push(async () => redis.disconnect());
    await redis.connect().catch(() => undefined);
    const pong = await redis.ping().catch((error: Error) => error.message);
    if (pong !== 'PONG')
      throw new Error(
        `Redis at ${redisUrl} does not answer (${pong}); the scale suite needs it for the shared rate limits`,
      );
    cleanups.push(async () => {
      // The run's counters: every key naming one of its client addresses or emails.
      for (const pattern of [`rl:*${ipPrefix}*`, `rl:*scale-${runId}*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== '0');
      }
    });

    const name = `scale_${runId}`;
    const databaseUrl = await createDatabase(serverUrl, name);
    cleanups.push(() => dropDatabase(serverUrl, name));
    const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
    cleanups.push(() => database.close());

    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-scale-'));
    cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
    const webDir = path.join(folder, setup.webDistDir ? 'web' : 'no-web');
    if (setup.webDistDir) await fs.cp(setup.webDistDir, webDir, { recursive: true });
    else await fs.mkdir(webDir);
    await fs.mkdir(path.join(folder, 's3'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(folder, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.stop());

    // One signing key for every instance, as a deployment of several gives it (CREDENTIAL_ISSUER_KEYS).
    const keysDir = path.join(folder, 'issuer');
    await loadOrCreateIssuerKeys(keysDir);
    const issuerKeys = await fs.readFile(path.join(keysDir, 'credentials', 'issuer-keys.json'), 'utf8');

    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      AUTH_SECRET: randomBytes(36).toString('base64'),
      CREDENTIAL_ISSUER_KEYS: issuerKeys,
      PUBLIC_URL,
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      WEB_DIST_DIR: webDir,
    };
    const launch = async (instanceName: Instance['name']): Promise<Instance> => {
      const port = await unusedPort();
      const dataDir = path.join(folder, `data-${instanceName}`);
      const server = startServer({ ...shared, PORT: String(port), DATA_DIR: dataDir });
      cleanups.push(() => stopInstance(server));
      const base = `http://127.0.0.1:${port}`;
      await ready(base, server);
      return { name: instanceName, base, process: server };
    };
    // Both at once on the empty database, as an orchestrator starts replicas: one applies the migrations and the
    // content while the other waits for it.
    const [a, b] = await Promise.all([launch('A'), launch('B')]);

    const freshIp = () => `${ipPrefix}:${(ipCount += 1).toString(16)}`;
    const request = async (
      instance: Instance,
      method: string,
      requestPath: string,
      options: RequestOptions = {},
    ) => {
      const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() };
      if (options.cookie) headers.cookie = options.cookie;
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      return fetch(instance.base + requestPath, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: options.signal,
      });
    };
    return { a, b, database, databaseUrl, smtp, redis, runId, freshIp, request, close };
  } catch (error) {
    await close();
    throw error;
  }
}
