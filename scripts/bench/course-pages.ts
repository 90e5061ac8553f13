/**
 * Bench case of the learner's pages (issue "One course" item 8): the real server as a child process (the compiled
 * server, production mode, embedded database in a temporary folder, request log on), the demo artist signed in,
 * loaded by autocannon at {@link CONNECTIONS} connections: per round `/healthz`, then the signed-in floor (the bare
 * session check every signed-in request makes, `GET /api/auth/session`), then the members dashboard's one request
 * (`GET /api/program/dashboard`), then a module page's one request (`GET /api/learning/modules/{module 1}`).
 * Prints per round requests/s, p50 and p99 in ms of each, the server's CPU time per request in µs (user plus
 * system; it does not depend on what else the machine runs), and its ratio of requests/s to `/healthz` and to the
 * signed-in floor in the same round; then the median ratios over the rounds with their spread. The figures are
 * printed, never asserted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, cpuMs, load, median, stopServer, type BenchServer } from './server-process';
import { startSignedInServer } from './signed-in';

/** Length of each run, in seconds. */
const RUN_SECONDS = 5;
/** Rounds of (healthz, dashboard, module) runs. */
const ROUNDS = 3;
/** Length of the unreported warm-up run of each route, in seconds. */
const WARM_UP_SECONDS = 2;
/** The Accept-Encoding Chromium sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One printed row: a round's figures of one route. */
export interface CoursePageRow {
  route: string;
  round: string;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  'CPU µs/req': string;
  '/healthz req/s': string;
  'ratio to /healthz': string;
  'ratio to signed-in floor': string;
}

/** What {@link benchCoursePages} prints. */
export interface CoursePagesResult {
  rows: CoursePageRow[];
  lines: string[];
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, sign-in fails, or any request of a run fails.
 */
export async function benchCoursePages(): Promise<CoursePagesResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-course-'));
  let server: BenchServer | undefined;
  try {
    const started = await startSignedInServer(dataDir, 'artist');
    server = started.server;
    const { base } = started;
    const signedIn = { cookie: started.cookie };
    // What a browser sends with every request: its session cookie and the encodings it reads. The dashboard and the
    // module answer are over 1 KB, so they go compressed (from the copies kept with each learner's page).
    const fromBrowser = { ...signedIn, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    // The first visit enrols the artist; the module page is module 1's, opened once as a learner would.
    const dashboard = await fetch(`${base}/api/program/dashboard`, { headers: signedIn });
    if (dashboard.status !== 200) throw new Error(`dashboard answered ${dashboard.status}`);
    const { course } = (await dashboard.json()) as { course: { modules: { id: string }[] } };
    const moduleId = course.modules[0]!.id;
    const opened = await fetch(`${base}/api/learning/modules/${moduleId}/progress`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ step: 'opened' }),
    });
    if (opened.status !== 200) throw new Error(`opening module 1 answered ${opened.status}`);

    const floorRoute = 'GET /api/auth/session (signed-in floor)';
    const routes = [
      { route: floorRoute, url: `${base}/api/auth/session` },
      { route: 'GET /api/program/dashboard', url: `${base}/api/program/dashboard` },
      { route: 'GET /api/learning/modules/{id}', url: `${base}/api/learning/modules/${moduleId}` },
    ];
    const pid = server.child.pid!;
    await load(`${base}/healthz`, WARM_UP_SECONDS);
    for (const { url } of routes) await load(url, WARM_UP_SECONDS, fromBrowser);
    const rows: CoursePageRow[] = [];
    const ratios = new Map<string, number[]>(routes.map(({ route }) => [route, []]));
    const floorRatios = new Map<string, number[]>(routes.map(({ route }) => [route, []]));
    const worstP99 = new Map<string, number>(routes.map(({ route }) => [route, 0]));
    const ms = (value: number) => value.toFixed(1);
    for (let round = 1; round <= ROUNDS; round++) {
      const health = await load(`${base}/healthz`, RUN_SECONDS);
      let floorRps = Number.NaN;
      for (const { route, url } of routes) {
        const cpuBefore = await cpuMs(pid);
        const run = await load(url, RUN_SECONDS, fromBrowser);
        const cpuPerRequest = (((await cpuMs(pid)) - cpuBefore) * 1000) / run.total;
        if (route === floorRoute) floorRps = run.rps;
        const ratio = run.rps / health.rps;
        ratios.get(route)!.push(ratio);
        floorRatios.get(route)!.push(run.rps / floorRps);
        worstP99.set(route, Math.max(worstP99.get(route)!, run.p99));
        rows.push({
          route,
          round: `${round} of ${ROUNDS}`,
          'req/s': run.rps.toFixed(0),
          'p50 ms': ms(run.p50),
          'p99 ms': ms(run.p99),
          'CPU µs/req': cpuPerRequest.toFixed(0),
          '/healthz req/s': health.rps.toFixed(0),
          'ratio to /healthz': ratio.toFixed(2),
          'ratio to signed-in floor': (run.rps / floorRps).toFixed(2),
        });
      }
    }
    const spread = (values: number[]) =>
      `median ${median(values).toFixed(2)} (spread ${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;
    return {
      rows,
      lines: [
        `learner pages (${CONNECTIONS} connections, ${RUN_SECONDS} s runs, the demo artist signed in, embedded database):`,
        ...routes.map(({ route }) => {
          const target = route === floorRoute ? '' : '; target at least 0.33';
          return `  ${route}: ratio to /healthz ${spread(ratios.get(route)!)}${target}; to the signed-in floor ${spread(floorRatios.get(route)!)}; worst p99 ${ms(worstP99.get(route)!)} ms (target under 100 ms)`;
        }),
      ],
    };
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCoursePages();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
