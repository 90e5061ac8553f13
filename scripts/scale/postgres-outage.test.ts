/**
 * PostgreSQL outage (issue 21 item 5; docs/operations.md "What to watch"): "PostgreSQL stopped for 30 s under load:
 * the servers answer 503 with `Retry-After` for what needs the database, `/readyz` says so, public prerendered pages
 * keep being served, and everything recovers by itself when it returns; no acknowledged write is lost."
 *
 * Two servers (cluster.ts) run on a PostgreSQL server of the test's own (private-postgres.ts), really stopped with
 * `pg_ctl stop -m fast` and started again on the same port and folder; the machine's own PostgreSQL is not touched.
 * Under a steady load spread over both instances (contact form submissions, each with a marker of its own; staff
 * reads of the inbox; the prerendered `/` and `/contact`; `/readyz` and `/healthz`), every request has a deadline,
 * and the test checks what each answer was before, during and after the outage, then reads the database directly.
 * Just before the stop, writers without a pause keep every pooled connection of both servers busy, so the stop ends
 * connections in the middle of transactions (without `guardLentClients` in src/server/db/client.ts, that ended a
 * server process).
 *
 * The servers serve the built web tree (`dist/web` of `npm run build`, which `npm test` runs first). When it is
 * missing the test builds it first, as `npm start` does (scripts/start.mjs); a build older than the sources is used
 * as it is: the pages only have to exist.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/server/http/errors';
import { demoAccount, killServers } from '../../src/server/test/server-process';
import { cookieOf, startCluster, until, type Cluster, type Instance } from './cluster';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { plainText } from './smtp-catcher';

/** How long PostgreSQL stays stopped, in ms. */
const OUTAGE_MS = 30_000;
/** Longest wait for both instances to answer `/readyz` 200 and take writes again after the restart, in ms. */
const RECOVERY_DEADLINE_MS = 30_000;
/** Every request's deadline, in ms: a request still unanswered then counts as hung and fails the test. */
const REQUEST_DEADLINE_MS = 10_000;
/** The pause of each load loop between two requests, in ms. */
const PACE_MS = 100;
/** Concurrent writers, readers and page readers (each alternates between the instances). */
const WRITERS = 4;
const READERS = 2;
const PAGE_READERS = 2;
/** Writers without a pause from just before the stop until it is done, more than both pools' connections. */
const SURGE_WRITERS = 32;
/** Writes acknowledged by each instance before the stop, and again after the recovery, before moving on. */
const WRITES_PER_PHASE = 15;
/** The prerendered pages read during the load, and a piece of HTML each must hold. */
const PAGES: { path: string; holds: RegExp }[] = [
  { path: '/', holds: /<title>[^<]+<\/title>/ },
  { path: '/contact', holds: /<title>Contact\b[^<]*<\/title>/ },
];

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The built web tree (`dist/web`), built first with `npm run build`'s runner (scripts/build.mjs) when its pages are
 * missing.
 *
 * @returns its absolute path.
 * @throws {Error} when the build fails.
 */
async function builtWebTree(): Promise<string> {
  const webDir = path.join(root, 'dist/web');
  const pages = PAGES.map((page) => path.join(webDir, page.path, 'index.html'));
  const missing = async () =>
    (await Promise.all(pages.map((file) => fs.stat(file).catch(() => null)))).some((stat) => !stat);
  if (await missing()) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0 || (await missing()))
      throw new Error('the web tree is not built and npm run build failed: the outage test needs its pages');
  }
  return webDir;
}

/** What one request of the load got. */
interface Answer {
  kind: 'write' | 'read' | 'page' | 'readyz' | 'healthz';
  instance: Instance['name'];
  path: string;
  /** When it was sent and when its whole body had arrived, in ms since the epoch. */
  sent: number;
  done: number;
  /** The HTTP status; 0 when the request failed or passed its deadline ({@link Answer.failure}). */
  status: number;
  retryAfter: string | null;
  /** The error code of a JSON error answer. */
  code?: string;
  /** Whether a 200 answer holds what it should (the page's HTML, the message's marker). */
  complete?: boolean;
  /** A write's marker, and the id it was acknowledged with. */
  marker?: string;
  id?: string;
  failure?: string;
}

let pgServer: PrivatePostgres | undefined;
let c: Cluster;

beforeAll(async () => {
  const webDistDir = await builtWebTree();
  pgServer = await startPrivatePostgres();
  c = await startCluster(process.env, { postgresUrl: pgServer.url, webDistDir });
});

afterAll(async () => {
  try {
    await c?.close();
    killServers();
  } finally {
    await pgServer?.remove();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL stopped for 30 s under load', () => {
  it('answers 503 with Retry-After for what needs it, keeps serving pages, recovers by itself, loses no acknowledged write', async () => {
    const pgs = pgServer!;
    const instances = [c.a, c.b];
    const admin = demoAccount(c.a.process, 'admin');
    const signIn = await c.request(c.a, 'POST', '/api/auth/sign-in', {
      body: { ...admin, portal: 'artist' },
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = cookieOf(signIn);

    const answers: Answer[] = [];
    const acknowledged: { marker: string; id: string; instance: Instance['name'] }[] = [];
    let loading = true;
    let writeCount = 0;

    /** Sends one request of the load with its deadline and records what it got. */
    const send = async (
      kind: Answer['kind'],
      instance: Instance,
      method: string,
      requestPath: string,
      options: { body?: unknown; cookie?: string; marker?: string; holds?: RegExp | string } = {},
    ) => {
      const sent = Date.now();
      const answer: Answer = {
        kind,
        instance: instance.name,
        path: requestPath,
        sent,
        done: sent,
        status: 0,
        retryAfter: null,
      };
      try {
        const response = await c.request(instance, method, requestPath, {
          body: options.body,
          cookie: options.cookie,
          signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
        });
        const text = await response.text();
        answer.status = response.status;
        answer.retryAfter = response.headers.get('retry-after');
        if (response.headers.get('content-type')?.includes('json') && response.status >= 400)
          answer.code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        if (options.holds !== undefined && response.status === 200)
          answer.complete =
            typeof options.holds === 'string' ? text.includes(options.holds) : options.holds.test(text);
        if (options.marker) {
          answer.marker = options.marker;
          if (response.status === 201) answer.id = (JSON.parse(text) as { id: string }).id;
        }
      } catch (error) {
        answer.failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      answer.done = Date.now();
      answers.push(answer);
      return answer;
    };

    /** Runs `step` over and over, alternating between A and B, until the load stops. */
    const loop = async (
      first: number,
      step: (instance: Instance) => Promise<unknown>,
      pace = PACE_MS,
      going = () => loading,
    ) => {
      for (let i = first; going(); i++) {
        await step(instances[i % 2]!);
        if (pace > 0) await sleep(pace);
      }
    };

    const writer = (instance: Instance) => {
      const marker = `${c.runId}-pg-${String((writeCount += 1)).padStart(5, '0')}`;
      return send('write', instance, 'POST', '/api/contact', {
        marker,
        body: {
          name: 'Scale Visitor',
          email: `scale-${c.runId}@example.com`,
          subject: `Scale ${marker}`,
          message: `This message carries the marker ${marker} for the outage scenario.`,
        },
      }).then((answer) => {
        if (answer.id) acknowledged.push({ marker, id: answer.id, instance: instance.name });
      });
    };
    let readCount = 0;
    const reader = async (instance: Instance) => {
      // A message acknowledged before, read back by staff: the session and the message both need the database.
      const write = acknowledged[(readCount += 1) % Math.max(acknowledged.length, 1)];
      if (!write) return;
      await send('read', instance, 'GET', `/api/admin/inbox/contact-messages/${write.id}`, {
        cookie,
        holds: write.marker,
      });
    };
    let pageCount = 0;
    const pageReader = (instance: Instance) => {
      const page = PAGES[(pageCount += 1) % PAGES.length]!;
      return send('page', instance, 'GET', page.path, { holds: page.holds });
    };
    const prober = async () => {
      for (const instance of instances) {
        await send('readyz', instance, 'GET', '/readyz');
        await send('healthz', instance, 'GET', '/healthz');
      }
    };

    const load = Promise.all([
      ...Array.from({ length: WRITERS }, (_, i) => loop(i, writer)),
      ...Array.from({ length: READERS }, (_, i) => loop(i, reader)),
      ...Array.from({ length: PAGE_READERS }, (_, i) => loop(i, pageReader)),
      loop(0, prober, 250),
    ]);
    /** Writes acknowledged by `instance` that were sent after `since`. */
    const writesOn = (instance: Instance, since: number) =>
      answers.filter(
        (a) => a.kind === 'write' && a.instance === instance.name && a.status === 201 && a.sent >= since,
      );

    /** Each instance's state, last answers and last log lines but the request log's, for a failure's message. */
    const diagnosis = () =>
      instances
        .map(({ name, process: server }) => {
          const { exitCode, signalCode } = server.child;
          const state = exitCode === null && !signalCode ? 'running' : `exited (${exitCode ?? signalCode})`;
          const last = answers
            .filter((a) => a.instance === name)
            .slice(-8)
            .map((a) => `${a.kind} ${a.status || a.failure}`);
          const log = server
            .output()
            .split('\n')
            .filter((line) => !line.includes('"msg":"request"') && !line.includes('database unavailable'))
            .slice(-40);
          return `${name}: ${state}; last answers: ${last.join(', ')}\n${log.join('\n')}`;
        })
        .join('\n\n');

    /**
     * A check for {@link until}: true once `condition` holds.
     *
     * @throws {Error} when a server has exited: nothing may end one while PostgreSQL is away.
     */
    const whileRunning = (condition: () => boolean) => () => {
      for (const { name, process: server } of instances)
        if (server.child.exitCode !== null || server.child.signalCode)
          throw new Error(`server ${name} exited`);
      return condition() ? true : undefined;
    };

    let surging = false;
    let surge: Promise<unknown> = Promise.resolve();
    let stopBegan = 0;
    let stopped = 0;
    let restartBegan = 0;
    let restarted = 0;
    const recovered = new Map<Instance['name'], number>();
    try {
      await until(
        'the load under way on both instances',
        whileRunning(() => instances.every((instance) => writesOn(instance, 0).length >= WRITES_PER_PHASE)),
        30_000,
      );

      // The stop lands on busy pools: unpaced writers keep every connection lent, most of them inside a
      // transaction, so the server has to give back clients whose connection is ended mid-transaction.
      surging = true;
      const surgeFrom = answers.length;
      surge = Promise.all(Array.from({ length: SURGE_WRITERS }, (_, i) => loop(i, writer, 0, () => surging)));
      await until(
        'the surge under way',
        whileRunning(
          () => answers.slice(surgeFrom).filter((a) => a.kind === 'write').length >= SURGE_WRITERS * 2,
        ),
      );
      stopBegan = Date.now();
      await pgs.stop();
      stopped = Date.now();
      surging = false;
      await surge;
      await sleep(OUTAGE_MS - (Date.now() - stopBegan));
      restartBegan = Date.now();
      await pgs.start();
      restarted = Date.now();

      // Both instances come back by themselves: /readyz 200, and writes acknowledged again.
      await until(
        'both instances ready and taking writes after the restart',
        whileRunning(() => {
          for (const instance of instances) {
            if (recovered.has(instance.name)) continue;
            const ready = answers.find(
              (a) =>
                a.kind === 'readyz' &&
                a.instance === instance.name &&
                a.status === 200 &&
                a.sent >= restarted,
            );
            const write = writesOn(instance, restarted)[0];
            if (ready && write) recovered.set(instance.name, Math.max(ready.done, write.done));
          }
          return recovered.size === instances.length;
        }),
        RECOVERY_DEADLINE_MS,
      );
      const back = Math.max(...recovered.values());
      await until(
        'writes acknowledged by both instances after the recovery',
        whileRunning(() =>
          instances.every((instance) => writesOn(instance, back).length >= WRITES_PER_PHASE),
        ),
        30_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${diagnosis()}`, { cause: error });
    } finally {
      loading = false;
      surging = false;
      await Promise.all([load, surge]);
    }

    // Nothing hung or failed, and no 5xx but 503.
    expect(answers.filter((a) => a.failure).map((a) => `${a.instance} ${a.path}: ${a.failure}`)).toEqual([]);
    expect(
      answers
        .filter((a) => a.status >= 500 && a.status !== 503)
        .map((a) => `${a.instance} ${a.path}: ${a.status}`),
    ).toEqual([]);
    // Every API answer 503 is `service_unavailable` with Retry-After.
    const api503 = answers.filter((a) => (a.kind === 'write' || a.kind === 'read') && a.status === 503);
    expect(api503.length).toBeGreaterThan(0);
    for (const answer of api503) {
      expect(answer.code).toBe('service_unavailable');
      expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // Writes are acknowledged or refused with 503; reads answer the message or 503.
    const statuses = (kind: Answer['kind'], among: Answer[] = answers) =>
      new Set(among.filter((a) => a.kind === kind).map((a) => a.status));
    expect([...statuses('write')].sort()).toEqual([201, 503]);
    expect([...statuses('read')].sort()).toEqual([200, 503]);
    expect(answers.filter((a) => a.kind === 'read' && a.status === 200 && !a.complete)).toEqual([]);
    // Pages and /healthz are answered all along, before, during and after.
    expect(answers.filter((a) => a.kind === 'page' && (a.status !== 200 || !a.complete))).toEqual([]);
    expect([...statuses('healthz')]).toEqual([200]);

    // Before the stop: everything answered.
    const before = answers.filter((a) => a.done < stopBegan);
    for (const kind of ['write', 'readyz'] as const)
      expect(statuses(kind, before)).toEqual(new Set([kind === 'write' ? 201 : 200]));

    // While PostgreSQL was stopped (sent after it stopped, answered before its restart began), on both instances.
    const during = answers.filter((a) => a.sent >= stopped && a.done <= restartBegan);
    for (const instance of instances) {
      const on = during.filter((a) => a.instance === instance.name);
      const of = (kind: Answer['kind']) => on.filter((a) => a.kind === kind);
      expect(of('write').length, `writes to ${instance.name} during the outage`).toBeGreaterThan(20);
      expect(of('read').length).toBeGreaterThan(10);
      expect(of('page').length).toBeGreaterThan(10);
      expect(of('readyz').length).toBeGreaterThan(10);
      expect(statuses('write', on)).toEqual(new Set([503]));
      expect(statuses('read', on)).toEqual(new Set([503]));
      expect(statuses('readyz', on)).toEqual(new Set([503]));
      expect(statuses('page', on)).toEqual(new Set([200]));
      expect(statuses('healthz', on)).toEqual(new Set([200]));
    }

    // Once an instance has recovered, everything it answers succeeds again.
    for (const instance of instances) {
      const after = answers.filter(
        (a) => a.instance === instance.name && a.sent >= recovered.get(instance.name)!,
      );
      expect(statuses('write', after)).toEqual(new Set([201]));
      expect(statuses('readyz', after)).toEqual(new Set([200]));
      expect([...statuses('read', after)].filter((status) => status !== 200)).toEqual([]);
    }

    // The database, read directly: every acknowledged write is there once, with its id; a write refused while
    // PostgreSQL was stopped is not there at all.
    const client = new pg.Client({ connectionString: c.databaseUrl });
    await client.connect();
    const [rows, jobs] = await Promise.all([
      client.query<{ id: string; subject: string }>(
        'select id, subject from contact_messages where subject like $1',
        [`Scale ${c.runId}-pg-%`],
      ),
      client.query<{ subject: string }>('select subject from email_jobs where subject like $1', [
        `%Scale ${c.runId}-pg-%`,
      ]),
    ]).finally(() => client.end());
    const stored = new Map<string, string[]>();
    for (const row of rows.rows) stored.set(row.subject, [...(stored.get(row.subject) ?? []), row.id]);
    const notificationsOf = (marker: string) =>
      jobs.rows.filter((job) => job.subject.endsWith(`Scale ${marker}`)).length;
    for (const write of acknowledged) {
      expect(stored.get(`Scale ${write.marker}`), write.marker).toEqual([write.id]);
      expect(notificationsOf(write.marker), write.marker).toBe(1);
    }
    for (const ids of stored.values()) expect(ids).toHaveLength(1);
    const refusedDuring = during.filter((a) => a.kind === 'write').map((a) => a.marker!);
    expect(refusedDuring.filter((marker) => stored.has(`Scale ${marker}`))).toEqual([]);

    // The email queue works again: each notification of a write acknowledged after the recovery reaches the SMTP
    // server once, and none is sent twice.
    const back = Math.min(...recovered.values());
    const afterRecovery = acknowledged.filter((write) =>
      answers.some((a) => a.marker === write.marker && a.sent >= back),
    );
    expect(afterRecovery.length).toBeGreaterThanOrEqual(2 * WRITES_PER_PHASE);
    const receivedWith = (marker: string) =>
      c.smtp.received.filter((email) => plainText(email.raw).includes(`Scale ${marker}`)).length;
    await until(
      'the notifications of the writes after the recovery delivered',
      () => (afterRecovery.every((write) => receivedWith(write.marker) > 0) ? true : undefined),
      30_000,
      200,
    );
    expect(acknowledged.filter((write) => receivedWith(write.marker) > 1)).toEqual([]);

    // Both servers ran all along, and each logged a failed delivery round once per round (the queue polls every
    // 5 s), not once per request that queued a message.
    for (const instance of instances) {
      expect(instance.process.child.exitCode, instance.process.output().slice(-3000)).toBeNull();
      const failedRounds = instance.process.output().split('email delivery round failed').length - 1;
      expect(failedRounds).toBeLessThanOrEqual(OUTAGE_MS / 5_000 + 4);
    }
  });
});
