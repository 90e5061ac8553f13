/**
 * `npm run bench`: latency of the public site's hot paths, in-process through `createApp` (no network noise),
 * on the embedded database, or on PostgreSQL when `DATABASE_URL` is set. Prints p50/p95/max in ms and req/s.
 *
 * Cases: the contact form (validation, one transaction, email queued), the home page and a content page
 * (prerendered HTML; needs `npm run build`), the agent portal's resource list and search at 100 and 10,000 rows,
 * the server's memory while a 45 MB file is uploaded, and email delivery to the outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../src/server/test/test-app';
import { benchDepartmentResources } from './department-resources';
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
  const res = await t.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact(i)),
  });
  if (res.status !== 201) throw new Error(`contact answered ${res.status}`);
}

await measure('warm-up', 50, 1, postContact);
rows.push(await measure('POST /api/contact (1 caller)', 500, 1, postContact));
rows.push(await measure('POST /api/contact (8 callers)', 500, 8, postContact));
rows.push(
  await measure('POST /api/contact invalid (400)', 500, 1, async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":""}',
    });
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

const started = performance.now();
const delivered = await t.emailWorker.drain();
const seconds = (performance.now() - started) / 1000;
console.table(rows);
for (const line of [...resources.ratios, ...upload]) console.log(line);
console.log(
  `email delivery to the outbox: ${delivered} messages in ${seconds.toFixed(2)} s (${(delivered / seconds).toFixed(0)}/s)`,
);
await t.close();
