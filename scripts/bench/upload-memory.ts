/**
 * Bench case for resource uploads (issue "Agent portal" item 4: uploads stream to storage, never held whole in
 * memory): a 45 MB file is sent over real HTTP, streamed from disk by the client, and the server's heap growth is
 * printed next to the file size. A server that buffered the file would grow by at least the file size.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createConfirmedAccount, signInCookie, uniqueEmail } from '../../src/server/test/accounts';
import type { TestApp } from '../../src/server/test/test-app';

const FILE_BYTES = 45 * 1024 * 1024;

/** Runs the case on `t` and returns the printed lines. */
export async function benchUploadMemory(t: TestApp): Promise<string[]> {
  const email = uniqueEmail('bench-uploader');
  await createConfirmedAccount(t, { email, portal: 'agent' });
  const cookie = await signInCookie(t, { email, portal: 'agent' });

  const file = path.join(os.tmpdir(), `bench-upload-${process.pid}.pdf`);
  const out = fs.createWriteStream(file);
  out.write('%PDF-1.4\n');
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < FILE_BYTES; written += block.length) out.write(block);
  await new Promise<void>((resolve) => out.end(resolve));
  const size = fs.statSync(file).size;

  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };

  const boundary = '----bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
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
        path: '/api/departments/anr/resources',
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = fs.createReadStream(file);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(tail));
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  server.close();
  fs.rmSync(file, { force: true });
  if (status !== 201) throw new Error(`upload answered ${status}`);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `upload of ${mb(size)} over HTTP: ${seconds.toFixed(2)} s (${mb(size / seconds)}/s)`,
    `  peak heap growth ${mb(peakHeap - before.heapUsed)}, peak RSS growth ${mb(peakRss - before.rss)} (the file is ${mb(size)})`,
  ];
}
