/**
 * The real server as a child process for the load benches (signed-in.ts, hot-path.ts): started as operators start
 * it, `node scripts/start.mjs` (the compiled server, built first only when the build is stale), its output written
 * to a log file as a production log would be, loaded over HTTP by autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';

/** Concurrent connections of each load run. */
export const CONNECTIONS = 50;
/** Longest wait for the server to answer after it is spawned, in ms (a stale build is rebuilt first). */
const START_TIMEOUT_MS = 180_000;
/** Output lines of the server kept for an error report. */
const KEPT_LINES = 40;

/** The project root. */
export const root = path.resolve(import.meta.dirname, '../..');

/** A started server process. */
export interface BenchServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Time from the spawn to the first 200 of {@link StartOptions.readyPath}, in ms. */
  startMs: number;
  /** The last lines of its output (stdout and stderr), for error reports. */
  output(): Promise<string>;
}

/**
 * The environment of a measured server as `npm start` runs it: in production mode on the embedded database of
 * `dataDir`, without Redis, at `http://127.0.0.1:{port}`, with a fresh secret; `overrides` on top (e.g. `LOG_LEVEL`).
 */
export function benchServerEnv(
  dataDir: string,
  port: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    AUTH_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
    DATABASE_URL: '',
    REDIS_URL: '',
    ...overrides,
  };
}

/** How {@link startServer} starts the server. */
export interface StartOptions {
  /** Variables on top of this process's environment; must include `PORT` and `DATA_DIR`. */
  env: Record<string, string>;
  /** The path whose first 200 means the server is up (default `/healthz`). */
  readyPath?: string;
  /** Extra `node` options before the script, e.g. `--cpu-prof`. */
  nodeOptions?: string[];
}

/** Resident memory of process `pid` in MB, or NaN where /proc is not available (Linux only). */
export async function rssMb(pid: number): Promise<number> {
  try {
    const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time process `pid` has used so far (user plus system), in ms, or NaN where /proc is not available (Linux
 * only). Per request, it does not depend on what else the machine runs, unlike requests/s.
 */
export async function cpuMs(pid: number): Promise<number> {
  try {
    const stat = await fsp.readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The kernel's clock ticks per second for /proc times (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts `node scripts/start.mjs` with its output appended to `$DATA_DIR/server.log`, and resolves once
 * `readyPath` answers 200.
 *
 * @throws when the process exits first or does not answer within {@link START_TIMEOUT_MS}, with its last output.
 */
export async function startServer(options: StartOptions): Promise<BenchServer> {
  const { env } = options;
  if (!env.PORT || !env.DATA_DIR) throw new Error('startServer needs PORT and DATA_DIR');
  const logFile = path.join(env.DATA_DIR, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), 'scripts/start.mjs'], {
    cwd: root,
    // As scripts/start.mjs runs the server on Linux (a child of its own with this set), so the child here is the
    // server itself and its figures (RSS, CPU time) are the server's.
    env: { ...process.env, HOST: '127.0.0.1', MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const output = async () =>
    (await fsp.readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .slice(-KEPT_LINES)
      .join('\n');
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${await output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${await output()}`);
    }
    const answer = await fetch(base + (options.readyPath ?? '/healthz')).catch(() => null);
    if (answer?.status === 200) {
      await answer.arrayBuffer();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, base, startMs: performance.now() - started, output };
}

/** Stops `child` with SIGTERM (SIGKILL after 15 s) and resolves once it exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The figures of one load run: mean requests per second, p50 and p99 latency in ms, requests answered. */
export interface Run {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

/**
 * Loads `url` with autocannon at {@link CONNECTIONS} connections for `seconds`.
 *
 * @throws when any request fails (non-2xx, error or timeout), so a broken case never prints figures.
 */
export async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

/** `value` with `digits` decimals, or `n/a` for NaN. */
export function fixed(value: number, digits = 0): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

/** The median of `values` (the upper one of an even count). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
