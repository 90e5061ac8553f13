/**
 * Bench case of a published press kit's public page (issue "Press kits and feedback on tracks", "Tests": the EPK
 * page's p99; docs/decisions/0023): the real server as a child process (compiled, production mode, embedded
 * database in a temporary folder, request log on), the demo artist's kit filled in, given a photo and published,
 * then `GET /epk/{slug}` (the HTML with its Open Graph tags, as a browser or a link-preview crawler asks for it) and
 * `GET /api/epk/{slug}` loaded by autocannon at {@link CONNECTIONS} connections beside `/healthz` in each round.
 * Prints per round requests/s, p50 and p99 in ms and the ratio to `/healthz`; then the worst p99. The figures are
 * printed, never asserted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CONNECTIONS, load, median, stopServer, type BenchServer } from './server-process';
import { startSignedInServer } from './signed-in';

/** Length of each run, in seconds. */
const RUN_SECONDS = 5;
/** Rounds of (healthz, page, API) runs. */
const ROUNDS = 3;
/** Length of the unreported warm-up run of each route, in seconds. */
const WARM_UP_SECONDS = 2;
/** The Accept-Encoding Chromium sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One printed row: a round's figures of one route. */
export interface EpkPageRow {
  route: string;
  round: string;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  'ratio to /healthz': string;
}

/** What {@link benchEpkPage} prints. */
export interface EpkPageResult {
  rows: EpkPageRow[];
  lines: string[];
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, the kit cannot be made, or a request of a run fails.
 */
export async function benchEpkPage(): Promise<EpkPageResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-epk-'));
  let server: BenchServer | undefined;
  try {
    const started = await startSignedInServer(dataDir, 'artist');
    server = started.server;
    const { base, cookie } = started;
    const json = { cookie, 'content-type': 'application/json', origin: base };
    const saved = await fetch(`${base}/api/press-kit`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        stageName: 'Bench Artist',
        shortBio: 'A short bio for link previews. '.repeat(5).trim(),
        longBio: 'A long bio paragraph. '.repeat(120).trim(),
        genres: ['Afrobeat', 'Soul', 'Jazz'],
        location: 'Accra, Ghana',
        links: [{ label: 'Website', url: 'https://example.com' }],
        achievements: ['Played the festival', 'Released an EP'],
      }),
    });
    if (saved.status !== 200) throw new Error(`saving the kit answered ${saved.status}`);
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a6d1f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    const uploaded = await fetch(`${base}/api/press-kit/photo`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    if (uploaded.status !== 200) throw new Error(`the photo answered ${uploaded.status}`);
    const published = await fetch(`${base}/api/press-kit/publication`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ published: true, slug: 'bench-artist' }),
    });
    if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);

    const routes = [
      { route: 'GET /epk/{slug}', url: `${base}/epk/bench-artist` },
      { route: 'GET /api/epk/{slug}', url: `${base}/api/epk/bench-artist` },
    ];
    const fromBrowser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    await load(`${base}/healthz`, WARM_UP_SECONDS);
    for (const { url } of routes) await load(url, WARM_UP_SECONDS, fromBrowser);
    const rows: EpkPageRow[] = [];
    const ratios = new Map<string, number[]>(routes.map(({ route }) => [route, []]));
    const worstP99 = new Map<string, number>(routes.map(({ route }) => [route, 0]));
    const ms = (value: number) => value.toFixed(1);
    for (let round = 1; round <= ROUNDS; round++) {
      const health = await load(`${base}/healthz`, RUN_SECONDS);
      for (const { route, url } of routes) {
        const run = await load(url, RUN_SECONDS, fromBrowser);
        ratios.get(route)!.push(run.rps / health.rps);
        worstP99.set(route, Math.max(worstP99.get(route)!, run.p99));
        rows.push({
          route,
          round: `${round} of ${ROUNDS}`,
          'req/s': run.rps.toFixed(0),
          'p50 ms': ms(run.p50),
          'p99 ms': ms(run.p99),
          'ratio to /healthz': (run.rps / health.rps).toFixed(2),
        });
      }
    }
    return {
      rows,
      lines: [
        `press kit page (${CONNECTIONS} connections, ${RUN_SECONDS} s runs, a published kit with a photo, embedded database):`,
        ...routes.map(
          ({ route }) =>
            `  ${route}: ratio to /healthz median ${median(ratios.get(route)!).toFixed(2)}; worst p99 ${ms(worstP99.get(route)!)} ms`,
        ),
      ],
    };
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchEpkPage();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
