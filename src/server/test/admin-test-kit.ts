/**
 * Test helpers of the admin suites (features/admin/admin.test.ts, bucket-files.test.ts) and of every suite that acts
 * as staff or uploads files: signed-in admins and artists, requests with any method and body, uploads, sample files of
 * each kind, and every key on the storage disk (what a refused request must leave as it was). Here, not in the admin
 * feature, so that no feature's tests import another feature (docs/decisions/0024).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { runAdminCommand } from '../admin/commands';
import { createConfirmedAccount, readSession, signInCookie, uniqueEmail } from './accounts';
import { randomIp, type TestApp } from './test-app';

/** A signed-in account: an approved artist, and an admin too when `admin`. */
export async function member(
  t: TestApp,
  admin = false,
): Promise<{ cookie: string; userId: string; email: string }> {
  const email = uniqueEmail(admin ? 'admin' : 'member');
  await createConfirmedAccount(t, { email, portal: 'program' });
  if (admin) await runAdminCommand(t.database.db, { name: 'grant-admin', email });
  const cookie = await signInCookie(t, { email, portal: 'program' });
  const { session } = await readSession(t, cookie);
  return { cookie, userId: session.user.id, email };
}

/** Sends a request through the app in-process: JSON when `body` is a plain value, as it is when a `BodyInit`. */
export function call(
  app: { request: TestApp['app']['request'] },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const all: Record<string, string> = { 'x-forwarded-for': randomIp(), ...headers };
  if (cookie) all.cookie = cookie;
  const raw = body instanceof FormData || body instanceof ReadableStream || typeof body === 'string';
  if (body !== undefined && !raw) all['content-type'] = 'application/json';
  return app.request(url, {
    method,
    headers: all,
    body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A multipart form with one file. */
export function fileForm(name: string, bytes: Uint8Array | string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return form;
}

/** The repository's content folder (the course's sample video). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Sample files: real content for the accepted types, and the impostors a check must refuse. */
export const samples = {
  /** The course's short WebM lesson. */
  webm: () => fs.readFile(path.join(repoRoot, 'content/learning/media/module-01-welcome.webm')),
  /** A one-page PDF. */
  pdf: () =>
    new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  /** The start of a Windows executable. */
  exe: () => {
    const bytes = new Uint8Array(512);
    bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 0x4e);
    return bytes;
  },
  /** Plain text. */
  text: () => new TextEncoder().encode('Just some notes, not a document format.\n'.repeat(20)),
};

/** Every key on the test app's local storage disk, sorted. */
export async function diskKeys(t: TestApp): Promise<string[]> {
  const root = path.join(t.env.DATA_DIR, 'storage');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
