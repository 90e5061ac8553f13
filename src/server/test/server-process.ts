/**
 * The real server as a child process, for the process tests: start-up, shutdown, crashes and what they leave
 * behind. By default the sources (`src/server/main.ts` through tsx), so these tests need no build; or `npm start`'s
 * script, which runs the compiled server. Call {@link killServers} after each test.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const running: ChildProcessWithoutNullStreams[] = [];

/** A started server: its process, its exit code once it exits, and its output so far. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  /** Resolves once the output contains `text`; rejects after `timeoutMs` with the output. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  output(): string;
}

/** How {@link startServer} runs the server. */
export interface StartOptions {
  /** `source` (default): `src/server/main.ts` through tsx; `start`: `node scripts/start.mjs`, as `npm start`. */
  entry?: 'source' | 'start';
}

/** Starts the server with `env` on top of this process's environment (embedded database, log level info). */
export function startServer(env: Record<string, string>, options: StartOptions = {}): ServerProcess {
  const args = options.entry === 'start' ? ['scripts/start.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    // MALLOC_ARENA_MAX as scripts/start.mjs would set it, so `start` runs the server in this child, not a grandchild
    // a SIGKILL of the child would leave running.
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}"; output:\n${output}`);
      if (child.exitCode !== null)
        throw new Error(`the server exited waiting for "${text}"; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

/** Kills every server still running (SIGKILL). */
export function killServers(): void {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/** A fresh temporary data folder. */
export async function tempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'gbf-main-'));
}

/**
 * A TCP port free on 127.0.0.1 at the time of the call, chosen by the system (so never a port something listens
 * on): every test and bench that starts a server takes its port here.
 */
export async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The demo account of `role` the server printed at start (outside production). */
export function demoAccount(server: ServerProcess, role: 'artist' | 'agent' | 'admin') {
  const match = new RegExp(`${role}\\s+(\\S+@\\S+)\\s+password: (\\S+)`).exec(server.output());
  if (!match) throw new Error(`no ${role} demo account in the output:\n${server.output()}`);
  return { email: match[1]!, password: match[2]! };
}
