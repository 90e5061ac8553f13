/**
 * `npm run bench:scale` (issue 21 item 4, "Load on PostgreSQL"): simulated learners against one server instance,
 * then against two, on the scale harness (scripts/scale/cluster.ts: real server processes on one fresh PostgreSQL
 * database, Redis, an S3-compatible bucket and an SMTP server), so the second instance's gain is a measured ratio.
 *
 * Each run starts its own cluster (a fresh database, dropped at its end), seeds {@link LEARNERS} approved learners
 * directly in the database (one password hash shared by all). After an unreported warm-up of
 * {@link WARM_UP_SECONDS} s (one more learner per instance), every learner, pinned round-robin to an instance, signs
 * in through the API, all at once (the sign-in phase, timed on its own: its password hash is slow on purpose), then
 * each loops in an async loop of its own for the run's length: the members dashboard (`GET /api/program/dashboard`,
 * which enrols on the first visit), module 1's page, {@link PLAYBACK_REPORTS} playback reports, and one quiz attempt
 * (random answers; the questions are read once, on the first loop). The loop is closed (no think time), so the
 * figures are the cluster's capacity, not a learner's pace.
 *
 * The quiz's attempt policy (content/learning/course.yaml: 3 attempts per round, then a 24-hour wait) is kept: a
 * learner's attempts after the round's last are answered 409 `no_attempts_left`, counted as expected (not as
 * errors) in their own column. Those attempts still run the attempt's locked read of the learner's module record
 * and its attempts before the refusal, so the write path stays under load for the whole run.
 *
 * In the "one instance" run the second server is started but receives nothing (idle). Prints per request kind:
 * count, req/s, p50 and p99 in ms, expected 4xx and errors (any other status, or no answer), for both runs, the CPU
 * seconds each server and this load generator used, then sign-ins/s and the loop's req/s of both runs with the ratio
 * of the loop's req/s (two / one). The figures are printed, never asserted.
 *
 * Options: `--seconds=N` (length of each run's loop, default {@link DEFAULT_SECONDS}), `--learners=N`.
 * Needs PostgreSQL (`DATABASE_URL`, or the harness's default) and Redis (`REDIS_URL`) as `npm run test:scale` does.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { hashPassword } from 'better-auth/crypto';
import { runAdminCommand } from '../../src/server/admin/commands';
import { linkArtistUser } from '../../src/server/auth/access';
import { accounts, users } from '../../src/server/db/schema/index';
import { cookieOf, startCluster, type Cluster, type Instance } from '../scale/cluster';
import { cpuMs } from './server-process';

/** Length of each run's load, in seconds, unless `--seconds=N`. */
const DEFAULT_SECONDS = 60;
/** Simulated learners, unless `--learners=N`. */
const LEARNERS = 200;
/** Playback reports per loop. */
const PLAYBACK_REPORTS = 3;
/** Seconds of video each playback report says were played. */
const PLAYED_SECONDS = 5;
/** Length of the unreported warm-up (one learner per instance), in seconds. */
const WARM_UP_SECONDS = 5;
/** The password of every seeded learner (meets every password rule). */
const PASSWORD = 'Scale-Learner-2026!';

/** The request kinds measured, in the order a learner makes them. */
export const KINDS = [
  'sign in',
  'dashboard',
  'module page',
  'playback report',
  'quiz questions',
  'quiz attempt',
] as const;
/** One request kind. */
export type Kind = (typeof KINDS)[number];

/** What was measured of one request kind in one run. */
export interface KindFigures {
  /** Latencies of the answered requests (any status), in ms. */
  latencies: number[];
  /** Answers with a status the load expects besides 2xx (409 `no_attempts_left` of a used-up round). */
  expected: number;
  /** Answers with any other non-2xx status, and requests with no answer (network errors). */
  errors: number;
  /** The first few error descriptions, for the printed notes. */
  samples: string[];
}

/** One run's figures. */
export interface RunFigures {
  instances: number;
  /** Wall time of the loop, from its first request to its last answer, in s. */
  seconds: number;
  /** Wall time of the sign-in of every learner at once, before the loop, in s. */
  signInSeconds: number;
  kinds: Map<Kind, KindFigures>;
  /** CPU time each server used during the load (user + system), in s, by instance name. */
  serverCpu: Record<string, number>;
  /** CPU time this process (the load generator) used during the load, in s. */
  clientCpu: number;
}

/** The value of `--name=N` among `args`, or `fallback`. @throws {Error} when it is not a positive integer. */
function option(args: readonly string[], name: string, fallback: number): number {
  const given = args.find((arg) => arg.startsWith(`--${name}=`));
  if (!given) return fallback;
  const value = Number(given.slice(name.length + 3));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** The `q` quantile (0..1) of `sorted` (ascending), nearest rank; NaN when empty. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Seeds `count` confirmed, approved learners (allow-list entry, user, password account, artist record) directly in
 * the cluster's database, with emails that carry the run's id (the harness deletes their rate-limit counters).
 *
 * @returns their emails, in order.
 */
async function seedLearners(c: Cluster, count: number): Promise<string[]> {
  const { db } = c.database;
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `scale-${c.runId}-learner-${i}@example.com`);
  for (const email of emails) {
    await runAdminCommand(db, { name: 'allow', list: 'artist', email });
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email, name: 'Scale Learner', emailVerified: true });
    await db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
    await linkArtistUser(db, email, userId);
  }
  return emails;
}

/**
 * Runs the load of `learners` learners for `seconds` s on a fresh cluster, spread round-robin over `instances` (1:
 * server A alone, B idle; 2: both).
 *
 * @throws {Error} when the cluster does not start (PostgreSQL or Redis missing).
 */
export async function runLoad(instances: 1 | 2, learners: number, seconds: number): Promise<RunFigures> {
  const c = await startCluster(process.env);
  try {
    const seeded = await seedLearners(c, learners + instances);
    const emails = seeded.slice(0, learners);
    const warmUp = seeded.slice(learners);
    const targets: Instance[] = instances === 1 ? [c.a] : [c.a, c.b];
    const fresh = () =>
      new Map<Kind, KindFigures>(
        KINDS.map((kind) => [kind, { latencies: [], expected: 0, errors: 0, samples: [] }]),
      );
    let kinds = fresh();

    /** Sends one request of `kind`; the answer's JSON body when 2xx, null otherwise (counted either way). */
    const measure = async (
      kind: Kind,
      instance: Instance,
      method: string,
      path: string,
      options: { cookie?: string; ip: string; body?: unknown },
    ): Promise<{ status: number; json: unknown } | null> => {
      const figures = kinds.get(kind)!;
      const started = performance.now();
      try {
        const response = await c.request(instance, method, path, options);
        const text = await response.text();
        figures.latencies.push(performance.now() - started);
        if (response.status >= 200 && response.status < 300)
          return { status: response.status, json: text ? JSON.parse(text) : null };
        if (kind === 'quiz attempt' && response.status === 409 && text.includes('no_attempts_left'))
          figures.expected += 1;
        else {
          figures.errors += 1;
          if (figures.samples.length < 3) figures.samples.push(`${response.status} ${text.slice(0, 160)}`);
        }
        return { status: response.status, json: null };
      } catch (error) {
        figures.errors += 1;
        if (figures.samples.length < 3) figures.samples.push(String(error));
        return null;
      }
    };

    let deadline = 0;
    /** Signs the learner of `email` in on its instance (the `index`th, round-robin); null when refused. */
    const signIn = async (email: string, index: number) => {
      const instance = targets[index % targets.length]!;
      const ip = c.freshIp();
      const figures = kinds.get('sign in')!;
      const begun = performance.now();
      try {
        const response = await c.request(instance, 'POST', '/api/auth/sign-in', {
          ip,
          body: { email, password: PASSWORD, portal: 'program' },
        });
        const text = await response.text();
        figures.latencies.push(performance.now() - begun);
        if (response.status === 200) return { instance, as: { cookie: cookieOf(response), ip } };
        figures.errors += 1;
        if (figures.samples.length < 3) figures.samples.push(`${response.status} ${text.slice(0, 160)}`);
      } catch (error) {
        figures.errors += 1;
        if (figures.samples.length < 3) figures.samples.push(String(error));
      }
      return null;
    };
    /** A signed-in learner's loop until `deadline`. */
    const loop = async (learner: Awaited<ReturnType<typeof signIn>>) => {
      if (!learner) return;
      const { instance, as } = learner;
      let moduleId: string | undefined;
      let questions: { id: string; options: { key: string }[] }[] | undefined;
      let position = 0;
      while (performance.now() < deadline) {
        const dashboard = await measure('dashboard', instance, 'GET', '/api/program/dashboard', as);
        if (!moduleId) {
          const body = dashboard?.json as { course?: { modules?: { id: string }[] } } | null;
          moduleId = body?.course?.modules?.[0]?.id;
          if (!moduleId) return;
        }
        if (performance.now() >= deadline) break;
        const modulePath = `/api/learning/modules/${moduleId}`;
        await measure('module page', instance, 'GET', modulePath, as);
        for (let report = 0; report < PLAYBACK_REPORTS && performance.now() < deadline; report++) {
          position = (position + PLAYED_SECONDS) % 24;
          await measure('playback report', instance, 'PUT', `${modulePath}/playback`, {
            ...as,
            body: { positionSeconds: position, playedSeconds: PLAYED_SECONDS, playbackRate: 1 },
          });
        }
        if (performance.now() >= deadline) break;
        if (!questions) {
          const answer = await measure('quiz questions', instance, 'GET', `${modulePath}/quiz/questions`, as);
          questions = (answer?.json as { questions?: typeof questions } | null)?.questions;
          if (!questions) continue;
        }
        const answers = Object.fromEntries(
          questions.map((question) => [
            question.id,
            question.options[Math.floor(Math.random() * question.options.length)]!.key,
          ]),
        );
        await measure('quiz attempt', instance, 'POST', `${modulePath}/quiz/attempts`, {
          ...as,
          body: { answers },
        });
      }
    };
    // Warm-up, not reported: one learner per instance for WARM_UP_SECONDS (the servers compile their sources and
    // routes on first use).
    const warmedUp = await Promise.all(warmUp.map((email, index) => signIn(email, index)));
    deadline = performance.now() + WARM_UP_SECONDS * 1000;
    await Promise.all(warmedUp.map((learner) => loop(learner)));
    kinds = fresh();
    const cpuBefore = await Promise.all([cpuMs(c.a.process.child.pid!), cpuMs(c.b.process.child.pid!)]);
    const clientBefore = process.cpuUsage();
    // Every learner signs in at once, then all loop for `seconds`: the sign-in (a deliberately slow password
    // hash) is measured on its own, so the loop's figures are not those of learners queued behind sign-ins.
    const signInStarted = performance.now();
    const signedIn = await Promise.all(emails.map((email, index) => signIn(email, index)));
    const started = performance.now();
    const signInSeconds = (started - signInStarted) / 1000;
    deadline = started + seconds * 1000;
    await Promise.all(signedIn.map((learner) => loop(learner)));
    const elapsed = (performance.now() - started) / 1000;
    const clientUsage = process.cpuUsage(clientBefore);
    const cpuAfter = await Promise.all([cpuMs(c.a.process.child.pid!), cpuMs(c.b.process.child.pid!)]);
    return {
      instances,
      seconds: elapsed,
      signInSeconds,
      kinds,
      serverCpu: { A: (cpuAfter[0]! - cpuBefore[0]!) / 1000, B: (cpuAfter[1]! - cpuBefore[1]!) / 1000 },
      clientCpu: (clientUsage.user + clientUsage.system) / 1e6,
    };
  } finally {
    await c.close();
  }
}

/** One printed row of a run's table. */
export interface ScaleRow {
  kind: string;
  count: number;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  'expected 4xx': number;
  errors: number;
}

/**
 * A run's table: a row per kind and a total row of the loop's kinds (their latencies together). The sign-in's req/s
 * is over the sign-in phase ({@link RunFigures.signInSeconds}), the others' over the loop ({@link RunFigures.seconds}).
 */
export function tableOf(run: RunFigures): ScaleRow[] {
  const row = (kind: string, latencies: number[], expected: number, errors: number): ScaleRow => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      kind,
      count: latencies.length,
      'req/s': (latencies.length / (kind === 'sign in' ? run.signInSeconds : run.seconds)).toFixed(1),
      'p50 ms': quantile(sorted, 0.5).toFixed(1),
      'p99 ms': quantile(sorted, 0.99).toFixed(1),
      'expected 4xx': expected,
      errors,
    };
  };
  const all = [...run.kinds].filter(([kind]) => kind !== 'sign in').map(([, figures]) => figures);
  return [
    ...[...run.kinds].map(([kind, f]) => row(kind, f.latencies, f.expected, f.errors)),
    row(
      'total (loop)',
      all.flatMap((f) => f.latencies),
      all.reduce((sum, f) => sum + f.expected, 0),
      all.reduce((sum, f) => sum + f.errors, 0),
    ),
  ];
}

/** Answered requests per second of a run's loop (every kind but the sign-in). */
export function totalRps(run: RunFigures): number {
  let count = 0;
  for (const [kind, figures] of run.kinds) if (kind !== 'sign in') count += figures.latencies.length;
  return count / run.seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const seconds = option(args, 'seconds', DEFAULT_SECONDS);
  const learners = option(args, 'learners', LEARNERS);
  const runs: RunFigures[] = [];
  for (const instances of [1, 2] as const) {
    console.log(`${instances === 1 ? 'one instance' : 'two instances'}: ${learners} learners, ${seconds} s…`);
    runs.push(await runLoad(instances, learners, seconds));
  }
  for (const run of runs) {
    console.log(
      `\n${run.instances === 1 ? 'One instance (A; B idle)' : 'Two instances (A and B, learners round-robin)'}: sign-in of all ${run.kinds.get('sign in')!.latencies.length} in ${run.signInSeconds.toFixed(1)} s, then the loop for ${run.seconds.toFixed(1)} s`,
    );
    console.table(tableOf(run));
    const cpu = Object.entries(run.serverCpu)
      .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
      .join(', ');
    console.log(
      `CPU used during sign-in and loop: servers ${cpu}; load generator ${run.clientCpu.toFixed(1)} s`,
    );
    for (const [kind, figures] of run.kinds)
      for (const sample of figures.samples) console.log(`  error sample (${kind}): ${sample}`);
  }
  const [one, two] = runs as [RunFigures, RunFigures];
  console.log(
    `\nsign-ins/s: one instance ${(one.kinds.get('sign in')!.latencies.length / one.signInSeconds).toFixed(1)}, two instances ${(two.kinds.get('sign in')!.latencies.length / two.signInSeconds).toFixed(1)}`,
  );
  console.log(
    `loop req/s: one instance ${totalRps(one).toFixed(1)}, two instances ${totalRps(two).toFixed(1)}; ratio two/one ${(totalRps(two) / totalRps(one)).toFixed(2)}`,
  );
  console.log(
    `notes: ${os.cpus().length} CPU cores shared by both servers, PostgreSQL, Redis, s3rver and this load generator; ` +
      'a second instance can only add what the cores left idle by one, so on a machine this small the ratio ' +
      'measures contention more than the design (each server is one Node.js event loop: two need at least two ' +
      "cores of their own, plus the database's). The servers run from the sources (tsx, NODE_ENV=test), as the " +
      "scale suite starts them. The loop has no think time: figures are capacity, not a learner's pace.",
  );
}
