/**
 * A PostgreSQL server of the scale suite's own, for the outage scenario (issue 21 item 5, "PostgreSQL outage"): a
 * fresh cluster (`initdb`) in a temporary folder, listening on 127.0.0.1 on a free port with trust authentication,
 * that the test stops (`pg_ctl stop -m fast`, as an operator or a failover does) and starts again on the same port
 * and folder. The machine's own PostgreSQL server is never touched.
 *
 * PostgreSQL refuses to run as root: when this process is root, `initdb` and `pg_ctl` run as the `postgres` OS
 * user (`runuser`), the folder handed to it; otherwise they run as this process's user. The binaries are found at
 * run time (`pg_config --bindir`, then `PATH`, then the Debian layout `/usr/lib/postgresql/<version>/bin`, newest
 * first).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unusedPort } from '../../src/server/test/server-process';

const run = promisify(execFile);

/** The OS user PostgreSQL runs as when this process is root. */
const POSTGRES_USER = 'postgres';
/** Where Debian and Ubuntu install each PostgreSQL version's binaries, one folder per version. */
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';
/** Longest wait for `pg_ctl start` or `stop`, in seconds. */
const PG_CTL_TIMEOUT_S = 60;

/** A running (or stopped) PostgreSQL server of {@link startPrivatePostgres}. */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, trust authentication. */
  url: string;
  port: number;
  /** The folder holding the cluster (`data/`), its socket and its log (`postgres.log`). */
  folder: string;
  /**
   * Stops the server with `pg_ctl stop -m fast`: open sessions are ended (their clients see SQLSTATE 57P01 or a
   * closed connection), then the port refuses connections. Resolves once it has stopped.
   *
   * @throws {Error} with pg_ctl's output when it fails.
   */
  stop(): Promise<void>;
  /**
   * Starts the server again on the same port and folder; resolves once it accepts connections.
   *
   * @throws {Error} with pg_ctl's output and the end of the server's log when it fails.
   */
  start(): Promise<void>;
  /** Stops the server if it runs (`-m immediate`) and deletes its folder. Never throws; safe to call twice. */
  remove(): Promise<void>;
}

async function isDirectoryWith(dir: string, ...files: string[]): Promise<boolean> {
  for (const file of files) {
    const stat = await fs.stat(path.join(dir, file)).catch(() => null);
    if (!stat?.isFile()) return false;
  }
  return true;
}

/**
 * The folder holding PostgreSQL's server binaries (`initdb`, `pg_ctl`, `postgres`).
 *
 * @throws {Error} saying what was looked at, when no folder holds them.
 */
async function findPostgresBinaries(): Promise<string> {
  const binaries = ['initdb', 'pg_ctl', 'postgres'];
  const candidates: string[] = [];
  const bindir = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  if (bindir) candidates.push(bindir);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  const versions = await fs.readdir(DEBIAN_VERSIONS_DIR).catch(() => [] as string[]);
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) candidates.push(path.join(DEBIAN_VERSIONS_DIR, version, 'bin'));
  for (const dir of candidates) {
    if (await isDirectoryWith(dir, ...binaries)) return dir;
    // A folder on PATH may hold links to the binaries only: follow initdb to its real folder.
    const initdb = await fs.realpath(path.join(dir, 'initdb')).catch(() => null);
    if (initdb && (await isDirectoryWith(path.dirname(initdb), ...binaries))) return path.dirname(initdb);
  }
  throw new Error(
    "The PostgreSQL outage scenario needs PostgreSQL's server binaries (initdb, pg_ctl, postgres) to start a server " +
      `of its own, and found none (looked at pg_config --bindir, PATH and ${DEBIAN_VERSIONS_DIR}/<version>/bin). ` +
      'Install the PostgreSQL server package (Debian: postgresql).',
  );
}

/**
 * Makes a fresh PostgreSQL cluster in a temporary folder and starts it on a free port of 127.0.0.1 (issue 21 item
 * 5). Call {@link PrivatePostgres.remove} at the end, also when a test failed; should this process exit without it,
 * an exit hook stops the server and deletes the folder.
 *
 * @throws {Error} when the binaries cannot be found ({@link findPostgresBinaries}), when this process is root and
 *   there is no `postgres` user or `runuser`, or when `initdb` or the start fails (with their output).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bindir = await findPostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-scale-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');

  /** The command line of PostgreSQL binary `name`, as the user PostgreSQL runs as. */
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', POSTGRES_USER, '--', path.join(bindir, name), ...args]]
      : [path.join(bindir, name), args];
  const pg = async (name: string, args: string[]) => {
    const [file, argv] = command(name, args);
    try {
      // In the folder: the postgres user may not be allowed into this process's working directory.
      await run(file, argv, { cwd: folder });
    } catch (error) {
      const failed = error as Error & { stdout?: string; stderr?: string };
      const log = await fs.readFile(logFile, 'utf8').catch(() => '');
      throw new Error(
        `${name} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}` +
          (log ? `\nserver log (end):\n${log.slice(-3000)}` : ''),
      );
    }
  };

  let removed = false;
  const removeNow = () => {
    if (removed) return;
    removed = true;
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const [file, argv] = command('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      spawnSync(file, argv, { cwd: folder, stdio: 'ignore' });
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', removeNow);

  try {
    if (asRoot) {
      const ids = await Promise.all(
        ['-u', '-g'].map((flag) =>
          run('id', [flag, POSTGRES_USER]).then(
            ({ stdout }) => Number(stdout.trim()),
            () => {
              throw new Error(
                `This process runs as root and PostgreSQL refuses to: the outage scenario runs it as the ` +
                  `'${POSTGRES_USER}' OS user, which does not exist here.`,
              );
            },
          ),
        ),
      );
      await fs.chown(folder, ids[0]!, ids[1]!);
    }
    await pg('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await unusedPort();
    const start = () =>
      pg('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        String(PG_CTL_TIMEOUT_S),
        '-o',
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      ]);
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      folder,
      stop: () => pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', String(PG_CTL_TIMEOUT_S)]),
      start,
      remove: async () => {
        process.removeListener('exit', removeNow);
        removeNow();
      },
    };
  } catch (error) {
    process.removeListener('exit', removeNow);
    removeNow();
    throw error;
  }
}
