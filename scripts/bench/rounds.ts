/**
 * Rounds of load beside `/healthz` (the bench cases of the learner's pages, course-pages.ts, and of a press kit's
 * page, epk-page.ts): each route is warmed up, then each round loads `/healthz` and every route in turn for
 * {@link RUN_SECONDS} s at {@link CONNECTIONS} connections, so a route is compared with the floors measured minutes,
 * not hours, apart on the same machine. Figures are printed, never asserted.
 */
import { CONNECTIONS, cpuMs, load, median } from './server-process';

/** Length of each run, in seconds. */
const RUN_SECONDS = 5;
/** Rounds of (`/healthz`, routes…) runs. */
const ROUNDS = 3;
/** Length of the unreported warm-up run of each route, in seconds. */
const WARM_UP_SECONDS = 2;
/** The Accept-Encoding Chromium sends with every request. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A route to load: its printed name, its address, and its target ratio to the floor (none for the floor itself). */
interface RoundRoute {
  route: string;
  url: string;
  /** The least ratio of requests/s the route should reach, to `/healthz` or the floor (`targetsAgainst`). */
  target?: number;
}

/** One printed row: a round's figures of one route. */
export interface RoundRow {
  route: string;
  round: string;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  'CPU µs/req': string;
  '/healthz req/s': string;
  'ratio to /healthz': string;
  /** Named after the floor, e.g. `ratio to signed-in floor`. */
  [ratioToFloor: string]: string;
}

/** What {@link roundsBesideHealthz} measures. */
export interface RoundsOptions {
  /** The server's origin, e.g. `http://127.0.0.1:4123`. */
  base: string;
  /** The server's process id, for its CPU time. */
  pid: number;
  /** The routes, the floor first when there is one. */
  routes: RoundRoute[];
  /** The headers every request sends (cookie, Accept-Encoding). */
  headers: Record<string, string>;
  /**
   * The route the others are compared with besides `/healthz` (one of `routes`), and how the rows name it, e.g.
   * `{ route: 'GET /api/auth/session', name: 'signed-in floor' }`.
   */
  floor?: { route: string; name: string };
  /** What the routes' targets are ratios to: `/healthz` (the default) or the floor. */
  targetsAgainst?: 'healthz' | 'floor';
  /** The most the worst p99 should be, in ms. */
  p99TargetMs: number;
  /** The summary's first line, e.g. `learner pages (…)`. */
  title: string;
}

/**
 * Runs the rounds and returns the rows and the summary: per route the median ratio over the rounds with its spread,
 * to `/healthz` and to the floor, and the worst p99, each beside its target.
 *
 * @throws when a request of a run fails.
 */
export async function roundsBesideHealthz(
  options: RoundsOptions,
): Promise<{ rows: RoundRow[]; lines: string[] }> {
  const { base, pid, routes, headers, floor } = options;
  await load(`${base}/healthz`, WARM_UP_SECONDS);
  for (const { url } of routes) await load(url, WARM_UP_SECONDS, headers);
  const rows: RoundRow[] = [];
  const ratios = new Map<string, number[]>(routes.map(({ route }) => [route, []]));
  const floorRatios = new Map<string, number[]>(routes.map(({ route }) => [route, []]));
  const worstP99 = new Map<string, number>(routes.map(({ route }) => [route, 0]));
  const ms = (value: number) => value.toFixed(1);
  for (let round = 1; round <= ROUNDS; round++) {
    const health = await load(`${base}/healthz`, RUN_SECONDS);
    let floorRps = Number.NaN;
    for (const { route, url } of routes) {
      const cpuBefore = await cpuMs(pid);
      const run = await load(url, RUN_SECONDS, headers);
      const cpuPerRequest = (((await cpuMs(pid)) - cpuBefore) * 1000) / run.total;
      if (route === floor?.route) floorRps = run.rps;
      ratios.get(route)!.push(run.rps / health.rps);
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
        'ratio to /healthz': (run.rps / health.rps).toFixed(2),
        ...(floor ? { [`ratio to ${floor.name}`]: (run.rps / floorRps).toFixed(2) } : {}),
      });
    }
  }
  const spread = (values: number[]) =>
    `median ${median(values).toFixed(2)} (spread ${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;
  const target = (value: number | undefined) => (value === undefined ? '' : `, target at least ${value}`);
  return {
    rows,
    lines: [
      `${options.title} (${CONNECTIONS} connections, ${RUN_SECONDS} s runs, ${ROUNDS} rounds):`,
      ...routes.map(({ route, target: least }) => {
        const onFloor = options.targetsAgainst === 'floor';
        const toHealthz = `ratio to /healthz ${spread(ratios.get(route)!)}${onFloor ? '' : target(least)}`;
        const toFloor =
          floor && route !== floor.route
            ? `; to the ${floor.name} ${spread(floorRatios.get(route)!)}${onFloor ? target(least) : ''}`
            : '';
        return `  ${route}: ${toHealthz}${toFloor}; worst p99 ${ms(worstP99.get(route)!)} ms (target under ${options.p99TargetMs} ms)`;
      }),
    ],
  };
}
