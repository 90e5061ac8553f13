/**
 * Bench case of the server's memory on a first start and under image work (issue 33 item 5; docs/decisions/0020,
 * 0023): the real server as a child process, as a newcomer's first `npm start` runs it (`scripts/start.mjs`,
 * development mode, the embedded database in a fresh temporary folder), then:
 *
 * 1. its RSS {@link IDLE_SECONDS} s after it first answers, with nothing done (the first start on a fresh folder);
 * 2. its peak RSS while the demo artist sends {@link UPLOADS} press-kit photos at once, each a
 *    {@link PHOTO_SIDE} × {@link PHOTO_SIDE} PNG (49 megapixels, all black: about 140 KB on the wire), made here with
 *    sharp, sampled every {@link SAMPLE_MS} ms;
 * 3. its RSS {@link AFTER_SECONDS} s after the last answer.
 *
 * {@link RUNS} runs, each on a fresh folder; the median of each figure and its spread are printed beside the target
 * ({@link TARGET_MB} MB throughout). Figures are printed, never asserted. Alone: `npx tsx scripts/bench/image-memory.ts`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoAccounts } from '../../src/server/admin/demo-accounts';
import { loadEnv } from '../../src/server/env';
import {
  benchServerEnv,
  fixed,
  median,
  rssMb,
  startServer,
  stopServer,
  type BenchServer,
} from './server-process';
import { unusedPort } from '../../src/server/test/server-process';

/** Runs, each on a fresh data folder. */
const RUNS = 3;
/** Seconds between the first answer and the idle reading. */
const IDLE_SECONDS = 40;
/** Photos sent at once. */
const UPLOADS = 6;
/** The photo's width and height, in pixels (49 megapixels, under the 50-megapixel limit). */
const PHOTO_SIDE = 7000;
/** Seconds between the last answer and the reading after. */
const AFTER_SECONDS = 30;
/** Interval of the RSS samples during the uploads, in ms. */
const SAMPLE_MS = 50;
/** The most RSS the issue allows at each reading, in MB. */
const TARGET_MB = 350;

/** One run's figures, in MB. */
interface ImageMemoryRow {
  run: string;
  'idle after first start MB': string;
  'peak during the photos MB': string;
  'after 30 s MB': string;
  'uploads s': string;
}

/** What {@link benchImageMemory} prints. */
export interface ImageMemoryResult {
  rows: ImageMemoryRow[];
  lines: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo artist's email and password, as the server in `dataDir` makes them in development mode. */
function demoArtist(dataDir: string) {
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' });
  const account = demoAccounts(env.site.addresses.staff.split('@')[1] ?? 'example.com').find(
    (candidate) => candidate.role === 'artist',
  );
  if (!account) throw new Error('no demo artist');
  return account;
}

/** One run on a fresh folder: the three figures in MB, and how long the uploads took in s. */
async function run(photo: Buffer) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-image-memory-'));
  let server: BenchServer | undefined;
  try {
    const port = await unusedPort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer({
      env: benchServerEnv(dataDir, port, { NODE_ENV: 'development' }),
    });
    const pid = server.child.pid!;
    await sleep(IDLE_SECONDS * 1000);
    const idle = await rssMb(pid);

    const account = demoArtist(dataDir);
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, portal: 'artist' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    let peak = await rssMb(pid);
    const sampler = setInterval(() => {
      void rssMb(pid).then((value) => {
        peak = Math.max(peak, value);
      });
    }, SAMPLE_MS);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
        const answer = await fetch(`${base}/api/press-kit/photo`, {
          method: 'POST',
          headers: { cookie, origin: base },
          body: form,
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb(pid));
    if (statuses.some((status) => status !== 200))
      throw new Error(`the photos answered ${statuses.join(', ')}:\n${await server.output()}`);
    await sleep(AFTER_SECONDS * 1000);
    const after = await rssMb(pid);
    return { idle, peak, after, seconds };
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, the demo artist cannot sign in, or a photo is not accepted.
 */
export async function benchImageMemory(): Promise<ImageMemoryResult> {
  const photo = await sharp({
    create: { width: PHOTO_SIDE, height: PHOTO_SIDE, channels: 3, background: '#000000' },
  })
    .png()
    .toBuffer();
  const rows: ImageMemoryRow[] = [];
  const figures = { idle: [] as number[], peak: [] as number[], after: [] as number[] };
  for (let index = 1; index <= RUNS; index++) {
    const result = await run(photo);
    figures.idle.push(result.idle);
    figures.peak.push(result.peak);
    figures.after.push(result.after);
    rows.push({
      run: `${index} of ${RUNS}`,
      'idle after first start MB': fixed(result.idle),
      'peak during the photos MB': fixed(result.peak),
      'after 30 s MB': fixed(result.after),
      'uploads s': fixed(result.seconds, 1),
    });
  }
  const line = (label: string, values: number[]) => {
    const middle = median(values);
    const verdict =
      Math.max(...values) <= TARGET_MB ? 'within' : middle <= TARGET_MB ? 'median within' : 'OVER';
    return `  ${label}: median ${fixed(middle)} MB (spread ${fixed(Math.min(...values))}-${fixed(Math.max(...values))}), target at most ${TARGET_MB} MB: ${verdict}`;
  };
  return {
    rows,
    lines: [
      `server memory, first start and photos (${RUNS} runs, each on a fresh folder; ${UPLOADS} PNGs of ${PHOTO_SIDE} × ${PHOTO_SIDE} px, ${fixed(photo.byteLength / 1024)} KB each):`,
      line(`RSS ${IDLE_SECONDS} s after a first start`, figures.idle),
      line(`peak RSS during ${UPLOADS} photos at once`, figures.peak),
      line(`RSS ${AFTER_SECONDS} s after them`, figures.after),
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchImageMemory();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
