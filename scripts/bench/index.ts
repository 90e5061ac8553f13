/**
 * `npm run bench`: latency of the public site's hot paths, in-process through `createApp` (no network noise),
 * on the embedded database, or on PostgreSQL when `DATABASE_URL` is set. Prints p50/p95/max in ms and req/s.
 *
 * Cases: the contact form (validation, one transaction, email queued), the home page and a content page
 * (prerendered HTML; needs `npm run build`), the agent portal's resource list and search at 100 and 10,000 rows,
 * the server's memory while a 45 MB file is uploaded, email delivery to the outbox, and the median sign-up time for
 * a new email, an unconfirmed account and a confirmed one side by side (they must match, or the time reveals
 * whether an account exists), the waveform peaks of a 5-minute track (track-peaks.ts), and each program insight
 * with 1,000 learners, 6 modules and 20,000 quiz answers (insights.ts: p50 and p99 per run, median p99 of 3 runs
 * with their spread, beside the 300 ms target). Last, the signed-in
 * hot path (signed-in.ts): the real server as a child process under
 * 50 connections, `/healthz` and a signed-in `GET /api/auth/session` side by side per round (requests/s, p50, p99,
 * their ratio, the server's RSS after each run); the learner's pages (course-pages.ts): the members dashboard's and a
 * module page's one request beside `/healthz` in the same rounds; a published press kit's page (epk-page.ts):
 * `GET /epk/{slug}` and its API beside `/healthz`. Then the public hot path against the floor (hot-path.ts): the
 * production server as `npm start` runs it and a bare `node:http` server answering the same bytes, `/` and
 * `/healthz` under 50 connections (requests/s, p99, their ratio), the time a second start takes to serve its first
 * page, and the server's RSS after the load. Alone: `npx tsx scripts/bench/hot-path.ts`. Last, the server's memory
 * (image-memory.ts): its RSS 40 s after a first start on a fresh data folder, at its peak while 6 press-kit photos
 * of 49 megapixels arrive at once, and 30 s after them, each the median of 3 runs beside the 350 MB target.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, postJson } from '../../src/server/test/test-app';
import { benchCoursePages } from './course-pages';
import { benchDepartmentResources } from './department-resources';
import { benchEpkPage } from './epk-page';
import { benchHotPath } from './hot-path';
import { benchImageMemory } from './image-memory';
import { benchInsights } from './insights';
import { benchSignedInHotPath } from './signed-in';
import { benchSignUpTiming } from './sign-up-timing';
import { benchTrackPeaks } from './track-peaks';
import { benchUploadMemory } from './upload-memory';
import { measure, type BenchRow } from './measure';

const webDir = path.resolve(import.meta.dirname, '../../dist/web');
const t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
const rows: BenchRow[] = [];

const contact = (i: number) => ({
  name: `Bench ${i}`,
  email: `bench${i}@example.com`,
  subject: 'Benchmark',
  message: 'A benchmark message of decent length.',
});
async function postContact(i: number) {
  // Each from its own client IP: the form is rate limited per IP.
  const res = await postJson(t.app, '/api/contact', contact(i));
  if (res.status !== 201) throw new Error(`contact answered ${res.status}`);
}

await measure('warm-up', 50, 1, postContact);
rows.push(await measure('POST /api/contact (1 caller)', 500, 1, postContact));
rows.push(await measure('POST /api/contact (8 callers)', 500, 8, postContact));
rows.push(
  await measure('POST /api/contact invalid (400)', 500, 1, async () => {
    const res = await postJson(t.app, '/api/contact', '{"name":""}');
    if (res.status !== 400) throw new Error(`invalid contact answered ${res.status}`);
  }),
);

if (fs.existsSync(path.join(webDir, 'index.html'))) {
  for (const page of ['/', '/touring-services']) {
    rows.push(
      await measure(`GET ${page}`, 2000, 8, async () => {
        const res = await t.app.request(page, { headers: { 'accept-encoding': 'gzip' } });
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
} else {
  console.log('(page cases skipped: run `npm run build` first)');
}

const resources = await benchDepartmentResources(t);
rows.push(...resources.rows);
const upload = await benchUploadMemory(t);
const signUp = await benchSignUpTiming();
const trackPeaks = await benchTrackPeaks();
const insights = await benchInsights();
const hotPath = await benchSignedInHotPath();
const coursePages = await benchCoursePages();
const epkPage = await benchEpkPage();
const floor = await benchHotPath();
const imageMemory = await benchImageMemory();

const started = performance.now();
const delivered = await t.emailWorker.drain();
const seconds = (performance.now() - started) / 1000;
console.table(rows);
for (const line of [...resources.ratios, ...upload, ...signUp, ...trackPeaks]) console.log(line);
console.log(
  `email delivery to the outbox: ${delivered} messages in ${seconds.toFixed(2)} s (${(delivered / seconds).toFixed(0)}/s)`,
);
console.table(insights.rows);
for (const line of insights.lines) console.log(line);
console.table(hotPath.rows);
for (const line of hotPath.lines) console.log(line);
console.table(coursePages.rows);
for (const line of coursePages.lines) console.log(line);
console.table(epkPage.rows);
for (const line of epkPage.lines) console.log(line);
console.table(floor.rows);
for (const line of floor.lines) console.log(line);
console.table(imageMemory.rows);
for (const line of imageMemory.lines) console.log(line);
await t.close();
