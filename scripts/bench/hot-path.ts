/**
 * Bench case of the public hot path (issue "Platform" items 8 and 10): the production server as operators start it
 * (`node scripts/start.mjs`: compiled, `NODE_ENV=production`, request log on at `info`, written to a file), next to
 * the floor — a bare `node:http` server (floor-server.mjs) answering the very status, header lines and body bytes
 * the real server sent for each path. Both are loaded by autocannon at {@link CONNECTIONS} connections in
 * alternating runs of {@link RUN_SECONDS} s.
 *
 * Prints, per path and round, requests/s and p99 in ms of the server and of the floor and their ratio, and the CPU
 * time each used per request (µs; unlike requests/s, it does not depend on what else the machine runs); the time a
 * second start on the built tree takes to serve its first page; the server's resident memory (RSS) after the load.
 * The figures are printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  benchServerEnv,
  CONNECTIONS,
  cpuMs,
  fixed,
  load,
  median,
  root,
  rssMb,
  startServer,
  stopServer,
  type BenchServer,
} from './server-process';
import { unusedPort } from '../../src/server/test/server-process';

/** Length of each reported run, in seconds. */
const RUN_SECONDS = 5;
/** Length of the unreported warm-up run of each path on each server, in seconds. */
const WARM_UP_SECONDS = 2;
/** Rounds of (server, floor) runs per path. */
const ROUNDS = 3;
/** Longest wait for the floor to listen, in ms. */
const FLOOR_START_TIMEOUT_MS = 10_000;

/** The loaded cases: a path and the request headers autocannon sends (none beyond its defaults unless named). */
const CASES: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: '/', path: '/', headers: {} },
  { name: '/healthz', path: '/healthz', headers: {} },
  { name: '/ (br)', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
];

/** One printed row: a round of one path on both servers. */
interface FloorRow {
  path: string;
  round: string;
  'server req/s': string;
  'server p99 ms': string;
  'floor req/s': string;
  'floor p99 ms': string;
  'server/floor': string;
  'server CPU µs/req': string;
  'floor CPU µs/req': string;
}

/** What {@link benchHotPath} prints: the table and the summary lines against the targets. */
export interface FloorResult {
  rows: FloorRow[];
  lines: string[];
}

/** A recorded answer: status, raw header lines (name, value, …) and body bytes. */
interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

/** Header lines Node's own `http` server writes itself. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** GETs `url` with `headers` and records the answer as the server sent it. */
function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!CONNECTION_HEADERS.has(name.toLowerCase())) lines.push(name, res.rawHeaders[i + 1]!);
          }
          resolve({ status: res.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** Starts the floor on `port` answering `responses` (keyed by path, `<path> br` for brotli). */
async function startFloor(
  port: number,
  responses: Record<string, Recorded>,
  dir: string,
): Promise<ChildProcess> {
  const file = path.join(dir, 'floor-responses.json');
  const serialized = Object.fromEntries(
    Object.entries(responses).map(([key, answer]) => [
      key,
      { ...answer, body: answer.body.toString('base64') },
    ]),
  );
  await fs.writeFile(file, JSON.stringify({ port, responses: serialized }));
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/floor-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the floor did not listen in time')),
      FLOOR_START_TIMEOUT_MS,
    );
    child.stdout!.once('data', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`the floor exited with ${code}`)));
  });
  return child;
}

/** Runs `run` and returns its result with the CPU time process `pid` used meanwhile, in ms. */
async function measured<T>(pid: number, run: () => Promise<T>): Promise<[T, number]> {
  const before = await cpuMs(pid);
  const result = await run();
  return [result, (await cpuMs(pid)) - before];
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server or the floor does not start, or any request of a run fails.
 */
export async function benchHotPath(): Promise<FloorResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
  let server: BenchServer | undefined;
  let floor: ChildProcess | undefined;
  try {
    const port = await unusedPort();
    const env = benchServerEnv(dataDir, port);
    // The first start builds when the build is stale and creates the database; the second is the one timed.
    const first = await startServer({ env, readyPath: '/' });
    await stopServer(first.child);
    server = await startServer({ env, readyPath: '/' });
    const pid = server.child.pid!;
    const startRss = await rssMb(pid);

    const responses: Record<string, Recorded> = {};
    for (const { path: p, headers } of CASES) {
      const key = headers['accept-encoding'] ? `${p} br` : p;
      responses[key] = await record(server.base + p, headers);
      if (responses[key].status !== 200) throw new Error(`${p} answered ${responses[key].status}`);
    }
    const floorPort = await unusedPort();
    floor = await startFloor(floorPort, responses, dataDir);
    const floorBase = `http://127.0.0.1:${floorPort}`;

    for (const { path: p, headers } of CASES) {
      await load(server.base + p, WARM_UP_SECONDS, headers);
      await load(floorBase + p, WARM_UP_SECONDS, headers);
    }
    const rows: FloorRow[] = [];
    const ratios = new Map<string, number[]>();
    const cpuUs = new Map<string, { server: number[]; floor: number[] }>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { name, path: p, headers } of CASES) {
        const [ours, oursCpu] = await measured(server.child.pid!, () =>
          load(server!.base + p, RUN_SECONDS, headers),
        );
        const [bare, bareCpu] = await measured(floor.pid!, () => load(floorBase + p, RUN_SECONDS, headers));
        const ratio = ours.rps / bare.rps;
        const cpu = cpuUs.get(name) ?? { server: [], floor: [] };
        cpu.server.push((oursCpu * 1000) / ours.total);
        cpu.floor.push((bareCpu * 1000) / bare.total);
        cpuUs.set(name, cpu);
        ratios.set(name, [...(ratios.get(name) ?? []), ratio]);
        rows.push({
          path: name,
          round: `${round} of ${ROUNDS}`,
          'server req/s': fixed(ours.rps),
          'server p99 ms': fixed(ours.p99, 1),
          'floor req/s': fixed(bare.rps),
          'floor p99 ms': fixed(bare.p99, 1),
          'server/floor': fixed(ratio, 2),
          'server CPU µs/req': fixed((oursCpu * 1000) / ours.total),
          'floor CPU µs/req': fixed((bareCpu * 1000) / bare.total),
        });
      }
    }
    const rssAfter = await rssMb(pid);
    const bytes = (key: string) => `${responses[key]!.body.length} B`;
    return {
      rows,
      lines: [
        `public hot path against the floor (${CONNECTIONS} connections, ${RUN_SECONDS} s runs, request log at info, server pid ${pid}):`,
        ...CASES.map(({ name }) => {
          const cpu = cpuUs.get(name)!;
          return (
            `  ${name}: server/floor requests/s, median ${fixed(median(ratios.get(name)!), 2)} (target at least 0.5); ` +
            `CPU per request, median: server ${fixed(median(cpu.server))} µs, floor ${fixed(median(cpu.floor))} µs`
          );
        }),
        `  bodies: / ${bytes('/')}, / (br) ${bytes('/ br')}, /healthz ${bytes('/healthz')}`,
        `  second start on the built tree: first page after ${fixed(server.startMs / 1000, 2)} s (target within 5 s; first start ${fixed(first.startMs / 1000, 2)} s)`,
        `  server RSS: ${fixed(startRss)} MB at start (target under 350 MB), ${fixed(rssAfter)} MB after the load (target under 450 MB)`,
      ],
    };
  } finally {
    if (floor && floor.exitCode === null) floor.kill('SIGTERM');
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// Run alone with `npx tsx scripts/bench/hot-path.ts`; `npm run bench` runs it with the other cases.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const result = await benchHotPath();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
