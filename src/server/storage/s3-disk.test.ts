/**
 * The same upload, download and delete against an S3-compatible server (s3rver, started here), through
 * `STORAGE_DRIVER=s3`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createConfirmedAccount, signInCookie, uniqueEmail } from '../test/accounts';
import { storedResourcePaths } from '../features/departments/resources';
import { sendStoredFile } from '../http/send-file';
import { listBucket } from './buckets';
import { sweepStorage } from './stored-files';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n'.repeat(2000));
let server: S3rver;
let directory: string;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'resources', configs: [] }],
  });
  const { port } = await server.run();
  t = await createTestApp({
    env: {
      TRUST_PROXY: '1',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'resources',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const email = uniqueEmail('agent');
  await createConfirmedAccount(t, { email, portal: 'agent' });
  cookie = await signInCookie(t, { email, portal: 'agent' });
});

afterAll(async () => {
  await t?.close();
  await server?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe('resources on S3-compatible storage', () => {
  it('uploads, downloads the same bytes through a signed link, and deletes the object', async () => {
    const body = new FormData();
    body.append('title', 'Stage plot');
    body.append('file', new Blob([PDF]), 'stage plot.pdf');
    const created = await t.app.request('/api/departments/touring/resources', {
      method: 'POST',
      headers: { cookie },
      body,
    });
    expect(created.status).toBe(201);
    const { resource, upload } = await created.json();
    expect(upload).toBe('stored');
    const [key] = await t.deps.disk.listAll('touring', { recursive: true }).then(async (list) => {
      const keys: string[] = [];
      for (const object of list.objects) if (object.isFile) keys.push(object.key);
      return keys;
    });
    expect(key).toMatch(/^touring\/[0-9a-f-]{36}-stage-plot\.pdf$/);

    const link = await t.app.request(`/api/resources/${resource.id}/download-url`, {
      method: 'POST',
      headers: { cookie },
    });
    const { url } = await link.json();
    const file = await t.app.request(url.replace(t.env.PUBLIC_URL, ''));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    const removed = await t.app.request(`/api/resources/${resource.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(removed.status).toBe(204);
    expect(await t.deps.disk.exists(key!)).toBe(false);
  });

  it('answers 404 file_missing for an object deleted behind the app, and sweeps objects no row names', async () => {
    const body = new FormData();
    body.append('file', new Blob([PDF]), 'rider.pdf');
    const created = await t.app.request('/api/departments/touring/resources', {
      method: 'POST',
      headers: { cookie },
      body,
    });
    const { resource } = await created.json();
    const keys = async () => {
      const keys: string[] = [];
      for (const object of (await t.deps.disk.listAll('', { recursive: true })).objects)
        if (object.isFile) keys.push(object.key);
      return keys;
    };
    const [key] = (await keys()).filter((k) => k.endsWith('-rider.pdf'));
    await t.deps.disk.delete(key!);
    const link = await t.app.request(`/api/resources/${resource.id}/download-url`, {
      method: 'POST',
      headers: { cookie },
    });
    const file = await t.app.request((await link.json()).url.replace(t.env.PUBLIC_URL, ''));
    expect(file.status).toBe(404);
    expect((await file.json()).error.code).toBe('file_missing');

    await t.deps.disk.put('_partial/left-over', 'half an upload');
    await t.deps.disk.put('touring/orphan.pdf', 'no row names me');
    const swept = await sweepStorage(t.deps.disk, {
      referencedKeys: () => storedResourcePaths(t.deps),
      before: new Date(Date.now() + 60_000),
      logger: t.deps.logger,
    });
    expect(swept).toBe(2);
    expect(await keys()).not.toEqual(expect.arrayContaining(['_partial/left-over']));
    expect(await keys()).not.toContain('touring/orphan.pdf');
  });

  it('reads byte ranges of a program bucket file, lists it with its size, and the sweep keeps it', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    const key = 'program-videos/1700000000000-abcdefghij.webm';
    await t.deps.disk.put(key, bytes, { contentType: 'video/webm', cacheControl: 'max-age=3600' });
    const part = await sendStoredFile(t.deps.disk, key, t.deps.logger, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/5000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));
    const listed = await listBucket(t.deps.disk, 'program-videos');
    expect(listed.files).toEqual([expect.objectContaining({ name: key.split('/')[1], size: 5000 })]);
    await sweepStorage(t.deps.disk, {
      referencedKeys: async () => new Set(),
      before: new Date(Date.now() + 60_000),
      logger: t.deps.logger,
    });
    expect(await t.deps.disk.exists(key)).toBe(true);

    // A rename's copy: a name with spaces and `!`, the new extension's content type.
    const renamed = 'program-videos/Lesson two!.mkv';
    await t.deps.disk.copy(key, renamed, { contentType: 'video/x-matroska', cacheControl: 'max-age=3600' });
    expect(Buffer.from(await t.deps.disk.getBytes(renamed))).toEqual(bytes);
    expect((await t.deps.disk.getMetaData(renamed)).contentType).toBe('video/x-matroska');
  });
});
