/**
 * Bench case of the signed-in hot path (issue "Hardening what is built" item 9): the real server as a child process
 * (server-process.ts: the compiled server, production mode, embedded database in a temporary folder, request log on),
 * loaded over HTTP by autocannon at
 * {@link CONNECTIONS} connections, `/healthz` then a signed-in `GET /api/auth/session` in each of {@link ROUNDS}
 * rounds. Prints per round requests/s, p50 and p99 in ms of both routes, the session/healthz ratio of requests/s,
 * and the server's resident memory (RSS, Linux) after each run. The figures are printed, never asserted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoAccounts } from '../../src/server/admin/demo-accounts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { buildAppDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { EmailWorker } from '../../src/server/mail/email-queue';
import { createOutboxTransport } from '../../src/server/mail/transport';
import {
  benchServerEnv,
  CONNECTIONS,
  fixed,
  load,
  median,
  rssMb,
  startServer,
  stopServer,
  type BenchServer,
  type Run,
} from './server-process';
import { unusedPort } from '../../src/server/test/server-process';

/** Length of each run, in seconds. */
const RUN_SECONDS = 5;
/** Rounds of (healthz, session) runs. */
const ROUNDS = 4;
/** Length of the unreported warm-up run of each route, in seconds. */
const WARM_UP_SECONDS = 2;

/** One printed row: a round's figures of both routes side by side. */
interface HotPathRow {
  round: string;
  'healthz req/s': string;
  'healthz p50 ms': string;
  'healthz p99 ms': string;
  'session req/s': string;
  'session p50 ms': string;
  'session p99 ms': string;
  'session/healthz': string;
  'RSS after healthz MB': string;
  'RSS after session MB': string;
}

/** What {@link benchSignedInHotPath} prints: the table and a summary against the targets. */
export interface HotPathResult {
  rows: HotPathRow[];
  lines: string[];
}

/**
 * Creates the demo accounts (approved, confirmed) in the embedded database of `dataDir`, with the server stopped,
 * and returns the one of `role`.
 */
async function seedDemoAccount(
  dataDir: string,
  role: 'agent' | 'artist',
): Promise<{ email: string; password: string }> {
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' });
  const logger = createLogger('silent');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const transport = createOutboxTransport(path.join(dataDir, 'outbox'), env.MAIL_FROM, logger);
    const deps = buildAppDeps({
      env,
      database,
      logger,
      emailWorker: new EmailWorker(database.db, transport, logger),
    });
    const accounts = await ensureDemoAccounts(deps);
    await deps.rateLimits.close();
    transport.close();
    const account = accounts.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`no demo ${role}`);
    return account;
  } finally {
    await database.close();
  }
}

/** A started bench server with one demo account signed in. */
export interface SignedInServer {
  server: BenchServer;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The signed-in demo account's email. */
  email: string;
  /** The `Cookie` header of its session. */
  cookie: string;
}

/**
 * Seeds the demo accounts in `dataDir`, starts the real server on it (compiled, production mode, embedded database,
 * request log on) and signs the demo account of `role` in through its portal.
 *
 * @throws when the server does not start or the sign-in is refused (the server is stopped first).
 */
export async function startSignedInServer(
  dataDir: string,
  role: 'agent' | 'artist',
): Promise<SignedInServer> {
  const account = await seedDemoAccount(dataDir, role);
  const port = await unusedPort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    env: benchServerEnv(dataDir, port),
  });
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, portal: role }),
  });
  if (signIn.status !== 200) {
    await stopServer(server.child);
    throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  }
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { server, base, email: account.email, cookie };
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, sign-in fails, the session answer is not the signed-in agent, or any
 *   request of a run fails.
 */
export async function benchSignedInHotPath(): Promise<HotPathResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-hot-path-'));
  let server: BenchServer | undefined;
  try {
    const started = await startSignedInServer(dataDir, 'agent');
    server = started.server;
    const { base } = started;
    const pid = server.child.pid!;
    const startRss = await rssMb(pid);
    const signedIn = { cookie: started.cookie };
    const checkSession = async () => {
      const answer = await fetch(`${base}/api/auth/session`, { headers: signedIn });
      const body = (await answer.json()) as { session: { user: { email: string } } | null };
      if (body.session?.user.email !== started.email)
        throw new Error(`not signed in: ${JSON.stringify(body)}`);
    };
    await checkSession();

    await load(`${base}/healthz`, WARM_UP_SECONDS);
    await load(`${base}/api/auth/session`, WARM_UP_SECONDS, signedIn);
    const rows: HotPathRow[] = [];
    const sessionRuns: Run[] = [];
    const ratios: number[] = [];
    let lastRss = Number.NaN;
    const ms = (value: number) => value.toFixed(1);
    const mb = (value: number) => fixed(value);
    for (let round = 1; round <= ROUNDS; round++) {
      const health = await load(`${base}/healthz`, RUN_SECONDS);
      const healthRss = await rssMb(pid);
      const session = await load(`${base}/api/auth/session`, RUN_SECONDS, signedIn);
      lastRss = await rssMb(pid);
      sessionRuns.push(session);
      ratios.push(session.rps / health.rps);
      rows.push({
        round: `${round} of ${ROUNDS}`,
        'healthz req/s': health.rps.toFixed(0),
        'healthz p50 ms': ms(health.p50),
        'healthz p99 ms': ms(health.p99),
        'session req/s': session.rps.toFixed(0),
        'session p50 ms': ms(session.p50),
        'session p99 ms': ms(session.p99),
        'session/healthz': ratios.at(-1)!.toFixed(2),
        'RSS after healthz MB': mb(healthRss),
        'RSS after session MB': mb(lastRss),
      });
    }
    await checkSession();

    const worstP99 = Math.max(...sessionRuns.map((run) => run.p99));
    return {
      rows,
      lines: [
        `signed-in hot path (${CONNECTIONS} connections, ${RUN_SECONDS} s runs, server pid ${pid}, RSS at start ${mb(startRss)} MB, target under 350 MB):`,
        `  session/healthz requests/s: median ${median(ratios).toFixed(2)} (target at least 0.33)`,
        `  session p99: worst ${ms(worstP99)} ms (target under 100 ms)`,
        `  RSS after the runs: ${mb(lastRss)} MB (target under 450 MB)`,
      ],
    };
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
