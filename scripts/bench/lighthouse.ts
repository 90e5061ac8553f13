/**
 * `npm run bench:lighthouse` (issue "Platform" item 11): Lighthouse with its mobile defaults (simulated slow 4G and
 * a 4x slower CPU) against the production server as `npm start` runs it, on every public page of the route table,
 * and on `/epk/{slug}` and `/verify/{id}` of a sample press kit and certificate (public-samples.ts).
 * Prints per page the performance, accessibility, best-practices and SEO scores, the largest contentful paint and
 * the total blocking time, and the LCP ratio and the TBT beside the same page with its scripts removed — served by this
 * bench's own small server, which answers the page as the production server does, its scripts removed and its headers
 * kept, and passes every other request to the production server, so styles, images and fonts arrive the same way.
 * Each run of the page is followed by a run of its script-free copy, so both meet the machine as it is at that
 * moment; each run is in a fresh Chromium.
 * Each figure is that of the median run of {@link DEFAULT_RUNS} (Lighthouse's `computeMedianRun`), but for LCP,
 * the median of the runs' LCPs; with the spread of the runs, and the script requests that started before the
 * observed LCP (0 when no script can hold it up).
 * Last, the targets missed ({@link TARGETS}) and each page's JavaScript before interaction beside its budget
 * (scripts/check-budget.ts).
 *
 * Usage: `npm run bench:lighthouse [-- --runs=N] [--cpu=6] [--json=DIR] [--throttling=devtools] [/contact …]`
 * (`--cpu=N`: the CPU N times slower instead of Lighthouse's 4, a slower phone; the network stays the same)
 * (default: every public page, 3 runs; `/epk/*`, `/verify/*` choose the sample pages; `--json` also writes each median report there). `--throttling=devtools`
 * slows the CPU and network in the browser itself instead of simulating them from an unthrottled trace, which the
 * mobile defaults do: the simulation multiplies every task of that trace by four, so on a shared machine a task
 * slowed by another process weighs four times its delay; the devtools method measures the tasks as they ran.
 * Chromium: `CHROMIUM_PATH`, else `/usr/bin/chromium`. The figures are printed, never asserted.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { isIslandsPage, pageRoutes } from '../../src/shared/pages';
import { budgetLines, budgetPages, measurePages } from '../check-budget';
import { seedPublicSamples } from './public-samples';
import { benchServerEnv, fixed, startServer, stopServer, type BenchServer } from './server-process';
import { unusedPort } from '../../src/server/test/server-process';
import { compressAnswer } from '../../src/server/http/compression';

/** How Lighthouse slows the page: `simulate` (its mobile default) or `devtools` (see the file comment). */
type ThrottlingMethod = 'simulate' | 'devtools';

/** Runs per page and per variant; the median one is reported. */
const DEFAULT_RUNS = 3;
/** The categories scored, as Lighthouse names them. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Chromium switches for a headless run in a container, without background traffic. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The targets (issue "Public pages as HTML with islands" item 4): performance at least 98 and TBT at most 50 ms at
 * Lighthouse's phone CPU (4x), TBT at most 200 ms at a 6x slower CPU (`--cpu=6`), LCP at or below the script-free
 * copy's.
 */
const TARGETS = { performance: 98, others: 100, lcpRatio: 1, tbtMs: 50, slowCpuTbtMs: 200 };
/** Lighthouse's default CPU slowdown of its phone. */
const DEFAULT_CPU_SLOWDOWN = 4;

/** One printed row. */
interface PageRow {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  'LCP ms': string;
  'TBT ms': string;
  'script-free LCP ms': string;
  'LCP ratio': string;
  /** The script-free copy's TBT: the floor the page's own TBT is measured against. */
  'script-free TBT ms': string;
  /** Most script requests any run started before its observed LCP (0: no script can hold the LCP up). */
  'scripts before LCP': number;
  /** Lowest to highest performance score of the runs. */
  'performance spread': string;
  /** Lowest to highest TBT of the runs, in ms. */
  'TBT spread ms': string;
  /** Lowest to highest LCP ratio of a run to the script-free run beside it. */
  'LCP ratio spread': string;
}

/**
 * `html` without its scripts: every `<script>` element that runs (data blocks such as JSON-LD stay, so both copies
 * carry the same content) and every module preload.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Headers of the production server's page answer that describe its bytes or its connection, not the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
]);

/** The script-free copy of a page as `upstream` answers it now: its scripts removed, its own headers kept. */
async function scriptFreeCopy(
  upstream: string,
  page: string,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const answer = await fetch(upstream + page);
  if (!answer.ok) throw new Error(`${page} answered ${answer.status}`);
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase())),
  );
  return { body: Buffer.from(withoutScripts(await answer.text())), headers };
}

/**
 * Serves the script-free copy of each public page and passes any other request to `upstream`. A copy is the page as
 * the production server answers it, its scripts removed, with the same headers (the security headers among them: a
 * cross-origin opener policy puts the page in a browsing context group, and a process, of its own, which costs the
 * phone the same with or without scripts), and it costs the server the same time to answer, so the two differ in
 * their scripts alone: a prerendered page's copy is made and compressed once, at the quality of the build's copies
 * (the production server sends those as stored); a page rendered per request (`perRequest`) is asked of `upstream`
 * on each request, so its copy waits for the same rendering, and compressed as the server compresses its answers.
 * (A copy compressed at the highest quality on each request waited 60 to 80 ms longer than the page for its first
 * byte, which the simulated phone counted against the copy's LCP.)
 *
 * @returns the server, listening on 127.0.0.1 at `port`.
 */
async function scriptFreeServer(port: number, upstream: string, perRequest: string[]): Promise<http.Server> {
  const prerendered = new Map<string, { body: Buffer; br: Buffer; headers: Record<string, string> }>();
  for (const route of pageRoutes.filter((candidate) => candidate.prerender)) {
    const copy = await scriptFreeCopy(upstream, route.path);
    prerendered.set(route.path, { ...copy, br: zlib.brotliCompressSync(copy.body) });
  }
  const answerPage = async (page: string, brotli: boolean, res: http.ServerResponse): Promise<void> => {
    const kept = prerendered.get(page);
    const copy = kept ?? (await scriptFreeCopy(upstream, page));
    const body = !brotli ? copy.body : (kept?.br ?? (await compressAnswer(copy.body, 'br')));
    res.writeHead(200, { ...copy.headers, ...(brotli ? { 'content-encoding': 'br' } : {}) });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', upstream);
    const page = url.pathname.replace(/(.)\/$/, '$1');
    if (req.method === 'GET' && (prerendered.has(page) || perRequest.includes(page))) {
      const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      answerPage(page, brotli, res).catch(() => res.writeHead(502).end());
      return;
    }
    // Anything else exactly as the production server answers it, compressed bytes included.
    const forward = http.request(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and succeeds again. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url` in a fresh Chromium, tried again when Lighthouse reports a failed recording. */
async function runOnce(
  url: string,
  chromePath: string,
  categories: readonly string[],
  throttlingMethod: ThrottlingMethod,
  cpuSlowdown: number,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttlingMethod,
        ...(cpuSlowdown === DEFAULT_CPU_SLOWDOWN
          ? {}
          : {
              throttling: {
                rttMs: 150,
                throughputKbps: 1638.4,
                requestLatencyMs: 562.5,
                downloadThroughputKbps: 1474.56,
                uploadThroughputKbps: 675,
                cpuSlowdownMultiplier: cpuSlowdown,
              },
            }),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      if (!error) return result.lhr;
      if (attempt >= ATTEMPTS) throw new Error(`${url}: ${error.code}: ${error.message}`);
      console.log(`  ${url}: ${error.code}, trying again`);
    } finally {
      chrome.kill();
    }
  }
}

/** The median of a list of numbers. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `values` as "lowest to highest", rounded to `digits`. */
const spread = (values: number[], digits = 0) =>
  `${fixed(Math.min(...values), digits)} to ${fixed(Math.max(...values), digits)}`;

/**
 * The script requests of `lhr` that started before its observed largest contentful paint: scripts that can hold it
 * up. The islands' design (decision 0004) keeps this at 0.
 */
function scriptsBeforeLcp(lhr: Result): number {
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observedLcp = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; networkRequestTime?: number }[] } | undefined;
  return (requests?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && (request.networkRequestTime ?? 0) < observedLcp,
  ).length;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);
  const prerendered = pageRoutes
    .filter((route) => isIslandsPage(route) && !route.perRequest)
    .map((route) => route.path);
  // `/epk/*` and `/verify/*` choose the sample kit's and certificate's pages.
  const chosen = args.filter((arg) => arg.startsWith('/'));
  const isChosen = (page: string) =>
    chosen.length === 0 ||
    chosen.some((arg) => arg === page || (arg.endsWith('/*') && page.startsWith(arg.slice(0, -1))));
  const chromePath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
  const reportDir = args.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
  const throttling = args.find((arg) => arg.startsWith('--throttling='))?.slice('--throttling='.length);
  if (throttling !== undefined && throttling !== 'simulate' && throttling !== 'devtools')
    throw new Error(`--throttling is simulate or devtools, not ${throttling}`);
  const throttlingMethod: ThrottlingMethod = throttling ?? 'simulate';
  const cpuSlowdown = Number(
    args.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length) ?? DEFAULT_CPU_SLOWDOWN,
  );
  const tbtTarget = cpuSlowdown > DEFAULT_CPU_SLOWDOWN ? TARGETS.slowCpuTbtMs : TARGETS.tbtMs;
  if (reportDir) await fs.mkdir(reportDir, { recursive: true });

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let server: BenchServer | undefined;
  let scriptFree: http.Server | undefined;
  try {
    const port = await unusedPort();
    const samples = await seedPublicSamples(dataDir, `http://127.0.0.1:${port}`);
    const pages = [...prerendered, samples.epk, samples.verify].filter(isChosen);
    server = await startServer({
      env: benchServerEnv(dataDir, port, { LOG_LEVEL: 'warn' }),
      readyPath: '/',
    });
    const scriptFreePort = await unusedPort();
    scriptFree = await scriptFreeServer(scriptFreePort, server.base, [samples.epk, samples.verify]);

    const rows: PageRow[] = [];
    for (const page of pages) {
      console.log(`${page}: ${runs} runs, each beside a run of its script-free copy…`);
      // Each run beside one of the script-free copy, so both meet the machine as it is at that moment.
      const measured: Result[] = [];
      const bareRuns: Result[] = [];
      for (let run = 0; run < runs; run++) {
        measured.push(
          await runOnce(server.base + page, chromePath, CATEGORIES, throttlingMethod, cpuSlowdown),
        );
        bareRuns.push(
          await runOnce(
            `http://127.0.0.1:${scriptFreePort}${page}`,
            chromePath,
            ['performance'],
            throttlingMethod,
            cpuSlowdown,
          ),
        );
      }
      const lhr = computeMedianRun(measured);
      const bare = computeMedianRun(bareRuns);
      if (reportDir) {
        const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
        await fs.writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
        await fs.writeFile(path.join(reportDir, `${name}.script-free.json`), JSON.stringify(bare));
      }
      // LCP as the median of the runs' LCPs, the steadier figure for a ratio than the LCP of the median run.
      const lcp = median(measured.map((result) => metric(result, 'largest-contentful-paint')));
      const bareLcp = median(bareRuns.map((result) => metric(result, 'largest-contentful-paint')));
      rows.push({
        page,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        'best-practices': score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        'LCP ms': fixed(lcp),
        'TBT ms': fixed(metric(lhr, 'total-blocking-time')),
        'script-free LCP ms': fixed(bareLcp),
        'LCP ratio': fixed(lcp / bareLcp, 2),
        'script-free TBT ms': fixed(metric(bare, 'total-blocking-time')),
        'scripts before LCP': Math.max(...measured.map(scriptsBeforeLcp)),
        'performance spread': spread(measured.map((result) => score(result, 'performance'))),
        'TBT spread ms': spread(measured.map((result) => metric(result, 'total-blocking-time'))),
        'LCP ratio spread': spread(
          measured.map(
            (result, run) =>
              metric(result, 'largest-contentful-paint') / metric(bareRuns[run]!, 'largest-contentful-paint'),
          ),
          2,
        ),
      });
      console.log(`  ${JSON.stringify(rows.at(-1))}`);
    }
    console.table(rows);
    const misses = rows.flatMap((row) => [
      ...(row.performance < TARGETS.performance ? [`${row.page}: performance ${row.performance}`] : []),
      ...(['accessibility', 'best-practices', 'seo'] as const)
        .filter((category) => row[category] < TARGETS.others)
        .map((category) => `${row.page}: ${category} ${row[category]}`),
      ...(Number(row['LCP ratio']) > TARGETS.lcpRatio ? [`${row.page}: LCP ratio ${row['LCP ratio']}`] : []),
      ...(row['scripts before LCP'] > 0
        ? [`${row.page}: ${row['scripts before LCP']} scripts before LCP`]
        : []),
      ...(Number(row['TBT ms']) > tbtTarget ? [`${row.page}: TBT ${row['TBT ms']} ms`] : []),
    ]);
    console.log(
      `Lighthouse (mobile defaults, CPU ${cpuSlowdown}x slower, ${throttlingMethod} throttling, median of ${runs}): ` +
        `targets performance ≥ ${TARGETS.performance}, TBT ≤ ${tbtTarget} ms, other scores ${TARGETS.others}, LCP within ${TARGETS.lcpRatio}x of the ` +
        `script-free page — ` +
        (misses.length === 0 ? 'all met.' : `missed: ${misses.join('; ')}.`),
    );
    for (const line of budgetLines(await measurePages(server.base, budgetPages(samples), chromePath)))
      console.log(line);
  } finally {
    scriptFree?.close();
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
