/**
 * Bench case for uploads (issue "Agent portal" item 4; issue "Artist directory, certificates, the admin area and the
 * file manager" item 5: uploads stream to storage, never held whole in memory; target: the server grows by less than
 * 50 MB during a 500 MB upload). Two files are sent over real HTTP, streamed by the client as they are made: a 45 MB
 * department resource, and a 500 MB training video to the admin area's program-videos bucket. For each, the
 * server's peak heap and RSS growth are printed next to the file size. A server that buffered the file would grow
 * by at least the file size.
 *
 * Alone: `npx tsx scripts/bench/upload-memory.ts` (add `--expose-gc` through `NODE_OPTIONS` for steadier numbers).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { VIDEO_MAX_BYTES } from '../../src/shared/limits/admin';
import { runAdminCommand } from '../../src/server/admin/commands';
import { createConfirmedAccount, signInCookie, uniqueEmail } from '../../src/server/test/accounts';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';

/** The department resource's size (under its 50 MB limit). */
const RESOURCE_BYTES = 45 * 1024 * 1024;

/** The training video's size: 500 MB, the §9 limit, less room for the multipart framing. */
const VIDEO_BYTES = VIDEO_MAX_BYTES - 1024;

/** The growth the issue allows during the 500 MB upload, in bytes. */
const TARGET_GROWTH_BYTES = 50 * 1024 * 1024;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A file's bytes made as they are sent: `head` (its real first bytes, for the content check), then padding. */
function fileBody(head: Uint8Array, size: number): Readable {
  const block = Buffer.alloc(1024 * 1024, 0x20);
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let sent = head.length; sent < size; sent += block.length)
        yield block.subarray(0, Math.min(block.length, size - sent));
    })(),
  );
}

interface UploadCase {
  label: string;
  path: string;
  cookie: string;
  /** Text fields sent before the file. */
  fields: Record<string, string>;
  fileName: string;
  contentType: string;
  head: Uint8Array;
  size: number;
  expectStatus: number;
}

/** Sends one upload over HTTP and returns the lines to print, with the peak growths in bytes. */
async function measureUpload(t: TestApp, upload: UploadCase) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };

  const boundary = '----bench-boundary';
  const head = Buffer.from(
    Object.entries(upload.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName}"\r\n` +
      `Content-Type: ${upload.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: upload.path,
        method: 'POST',
        headers: {
          cookie: upload.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + upload.size + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(head);
    const body = fileBody(upload.head, upload.size);
    body.pipe(request, { end: false });
    body.on('end', () => request.end(tail));
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  server.close();
  if (status !== upload.expectStatus) throw new Error(`${upload.label} answered ${status}`);
  const heapGrowth = peakHeap - before.heapUsed;
  const rssGrowth = peakRss - before.rss;
  return {
    heapGrowth,
    rssGrowth,
    lines: [
      `${upload.label}: ${mb(upload.size)} over HTTP in ${seconds.toFixed(2)} s (${mb(upload.size / seconds)}/s)`,
      `  peak heap growth ${mb(heapGrowth)}, peak RSS growth ${mb(rssGrowth)} (the file is ${mb(upload.size)})`,
    ],
  };
}

/** Runs both cases on `t` and returns the printed lines. */
export async function benchUploadMemory(t: TestApp): Promise<string[]> {
  const agent = uniqueEmail('bench-uploader');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  const agentCookie = await signInCookie(t, { email: agent, portal: 'agent' });
  const resource = await measureUpload(t, {
    label: 'department resource upload',
    path: '/api/departments/anr/resources',
    cookie: agentCookie,
    fields: { title: 'Bench upload' },
    fileName: 'bench.pdf',
    contentType: 'application/pdf',
    head: Buffer.from('%PDF-1.4\n'),
    size: RESOURCE_BYTES,
    expectStatus: 201,
  });

  const admin = uniqueEmail('bench-admin');
  await createConfirmedAccount(t, { email: admin, portal: 'program' });
  await runAdminCommand(t.database.db, { name: 'grant-admin', email: admin });
  const adminCookie = await signInCookie(t, { email: admin, portal: 'program' });
  const sample = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../content/learning/media/module-01-welcome.webm'),
  );
  const video = await measureUpload(t, {
    label: 'admin training video upload (program-videos)',
    path: '/api/admin/buckets/program-videos/files',
    cookie: adminCookie,
    fields: {},
    fileName: 'bench-lesson.webm',
    contentType: 'video/webm',
    // The real start of a WebM file, so the content check passes; the rest is padding.
    head: sample.subarray(0, 64 * 1024),
    size: VIDEO_BYTES,
    expectStatus: 201,
  });
  const verdict = Math.max(video.heapGrowth, video.rssGrowth) < TARGET_GROWTH_BYTES ? 'within' : 'OVER';
  return [
    ...resource.lines,
    ...video.lines,
    `  ${verdict} the target: the server grows by less than ${mb(TARGET_GROWTH_BYTES)} during a 500 MB upload`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = await createTestApp();
  try {
    for (const line of await benchUploadMemory(t)) console.log(line);
  } finally {
    await t.close();
  }
}
