import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MAX_FILE_BYTES } from '@shared/limits/departments';
import { textFieldMessages } from '@shared/messages/forms';
import { departmentResources } from '../../db/schema/index';
import { SIGNED_URL_TTL_MS, signDownloadPath } from '../../storage/signed-url';
import { randomIp, createTestApp, type TestApp } from '../../test/test-app';
import { createConfirmedAccount, signInCookie, uniqueEmail, useAccountSuite } from '../../test/accounts';

const suite = useAccountSuite();
const cookies = {} as Record<'agent' | 'artist', string>;

/** A small but real PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'.repeat(50));

beforeAll(async () => {
  const { t } = suite;
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  cookies.agent = await signInCookie(t, { email: agent, portal: 'agent' });
  const artist = uniqueEmail('artist');
  await createConfirmedAccount(t, { email: artist });
  cookies.artist = await signInCookie(t, { email: artist });
});

function form(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer>; field?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(file.field ?? 'file', new Blob([file.bytes]), file.name);
  return body;
}

function upload(t: TestApp, body: FormData, options: { cookie?: string; slug?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  const cookie = options.cookie === undefined ? cookies.agent : options.cookie;
  if (cookie) headers.cookie = cookie;
  return t.app.request(`/api/departments/${options.slug ?? 'anr'}/resources`, {
    method: 'POST',
    headers,
    body,
  });
}

async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.env.DATA_DIR, 'storage');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function rowCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(departmentResources);
  return row!.n;
}

async function downloadUrl(t: TestApp, id: string, cookie = cookies.agent) {
  return t.app.request(`/api/resources/${id}/download-url`, { method: 'POST', headers: { cookie } });
}

describe('adding a resource', () => {
  it('streams the file to the disk under {slug}/{random id}-{sanitized name}, and lists it', async () => {
    const { t } = suite;
    const response = await upload(
      t,
      form(
        { title: 'Label copy', url: 'https://example.com/brief' },
        { name: 'Brief (final) v2.pdf', bytes: PDF },
      ),
    );
    expect(response.status).toBe(201);
    const { resource, upload: outcome } = await response.json();
    expect(outcome).toBe('stored');
    expect(resource).toMatchObject({ title: 'Label copy', url: 'https://example.com/brief', hasFile: true });
    const [row] = await t.database.db
      .select()
      .from(departmentResources)
      .where(eq(departmentResources.id, resource.id));
    expect(row!.storagePath).toMatch(/^anr\/[0-9a-f-]{36}-Brief-final-v2\.pdf$/);
    expect(await fs.readFile(path.join(t.env.DATA_DIR, 'storage', row!.storagePath!))).toEqual(PDF);
    const list = await t.app.request('/api/departments/anr/resources?q=label', {
      headers: { cookie: cookies.agent },
    });
    expect((await list.json()).resources[0].id).toBe(resource.id);
  });

  it('titles a resource after its file, or "New Resource" when there is neither', async () => {
    const { t } = suite;
    const withFile = await upload(
      t,
      form({ title: '' }, { name: 'notes.txt', bytes: Buffer.from('meeting notes\n') }),
    );
    expect((await withFile.json()).resource.title).toBe('notes.txt');
    const bare = await upload(t, form({ url: 'https://example.com/x' }));
    expect(bare.status).toBe(201);
    const body = await bare.json();
    expect(body).toMatchObject({ upload: 'none', resource: { title: 'New Resource', hasFile: false } });
  });
});

describe('downloading', () => {
  it('gives a signed link valid 60 s that returns the same bytes', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'track-sheet.pdf', bytes: PDF }))).json();
    const answer = await downloadUrl(t, resource.id);
    expect(answer.status).toBe(200);
    const { url, expiresAt } = await answer.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(SIGNED_URL_TTL_MS);
    const file = await t.app.request(url.replace(t.env.PUBLIC_URL, ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="track-sheet.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('answers a Range with 206 and that part, and a current If-None-Match with 304', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'ranged.pdf', bytes: PDF }))).json();
    const { url } = await (await downloadUrl(t, resource.id)).json();
    const link = url.replace(t.env.PUBLIC_URL, '');
    const part = await t.app.request(link, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${PDF.length}`);
    expect(part.headers.get('content-disposition')).toBe('attachment; filename="ranged.pdf"');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PDF.subarray(0, 10));
    const whole = await t.app.request(link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    await whole.arrayBuffer();
    const again = await t.app.request(link, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses an expired or altered link with 403', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'old.pdf', bytes: PDF }))).json();
    const { path: expired } = signDownloadPath(
      t.env.AUTH_SECRET,
      resource.id,
      Date.now() - SIGNED_URL_TTL_MS - 1000,
    );
    const { path: good } = signDownloadPath(t.env.AUTH_SECRET, resource.id);
    const other = (await (await upload(t, form({}, { name: 'other.pdf', bytes: PDF }))).json()).resource.id;
    const altered = [
      expired,
      good.replace(/signature=[^&]+/, 'signature=AAAA'),
      good.replace(/expires=(\d+)/, (_m, v: string) => `expires=${Number(v) + 1000}`),
      good.replace(resource.id, other),
      good.replace(/&signature=[^&]+/, ''),
    ];
    for (const link of altered) expect((await t.app.request(link)).status, link).toBe(403);
  });

  it('needs an agent to ask for a link, and a file to link to', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'x.pdf', bytes: PDF }))).json();
    expect(
      (await t.app.request(`/api/resources/${resource.id}/download-url`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await downloadUrl(t, resource.id, cookies.artist)).status).toBe(403);
    const bare = (await (await upload(t, form({ title: 'Link only' }))).json()).resource.id;
    expect((await downloadUrl(t, bare)).status).toBe(404);
  });
});

describe('file names', () => {
  async function downloadOf(t: TestApp, id: string) {
    const { url } = await (await downloadUrl(t, id)).json();
    return t.app.request(url.replace(t.env.PUBLIC_URL, ''));
  }

  it('keeps non-ASCII names in the title and the download (RFC 6266 filename*)', async () => {
    const { t } = suite;
    const bytes = Buffer.from('Curriculum vitae\n');
    const response = await upload(t, form({}, { name: 'résumé café.txt', bytes }));
    expect(response.status).toBe(201);
    const { resource } = await response.json();
    expect(resource.title).toBe('résumé café.txt');
    const file = await downloadOf(t, resource.id);
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('résumé café.txt')}`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('takes bidi controls, angle brackets and control characters out of a title taken from a file name', async () => {
    const { t } = suite;
    const response = await upload(
      t,
      form({}, { name: 'invoice\u202Efdp.<b>.txt', bytes: Buffer.from('text\n') }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).resource.title).toBe('invoicefdp.b.txt');
  });

  it('accepts a double quote in a file name and keeps it in the title and the download', async () => {
    const { t } = suite;
    const response = await upload(t, form({}, { name: 'say "hi".txt', bytes: Buffer.from('hi\n') }));
    expect(response.status).toBe(201);
    const { resource } = await response.json();
    expect(resource.title).toBe('say "hi".txt');
    const disposition = (await downloadOf(t, resource.id)).headers.get('content-disposition')!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('say "hi".txt')}`);
  });
});

describe('a stored file that went missing', () => {
  it('answers 404 file_missing, and the server keeps serving', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'lost.pdf', bytes: PDF }))).json();
    const [row] = await t.database.db
      .select()
      .from(departmentResources)
      .where(eq(departmentResources.id, resource.id));
    await fs.rm(path.join(t.env.DATA_DIR, 'storage', row!.storagePath!));
    const { url } = await (await downloadUrl(t, resource.id)).json();
    const file = await t.app.request(url.replace(t.env.PUBLIC_URL, ''));
    expect(file.status).toBe(404);
    expect((await file.json()).error.code).toBe('file_missing');
    expect((await t.app.request('/healthz')).status).toBe(200);
  });
});

describe('forms beyond the multipart limits', () => {
  it('refuses a value longer than 8 KiB with 413 and its field, storing nothing', async () => {
    const t = suite.t;
    const before = { rows: await rowCount(t), files: (await storedFiles(t)).length };
    const response = await upload(
      t,
      form({ url: `https://example.com/${'a'.repeat(9000)}` }, { name: 'a.pdf', bytes: PDF }),
    );
    expect(response.status).toBe(413);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['url']);
    expect(await rowCount(t)).toBe(before.rows);
    expect((await storedFiles(t)).length).toBe(before.files);
  });

  it('refuses more fields than allowed with 413, storing nothing', async () => {
    const t = suite.t;
    const before = { rows: await rowCount(t), files: (await storedFiles(t)).length };
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
    const response = await upload(t, form(fields, { name: 'a.pdf', bytes: PDF }));
    expect(response.status).toBe(413);
    expect(await rowCount(t)).toBe(before.rows);
    expect((await storedFiles(t)).length).toBe(before.files);
  });
});

describe('deleting', () => {
  it('deletes the row and the stored file; a second delete is 404', async () => {
    const { t } = suite;
    const { resource } = await (await upload(t, form({}, { name: 'gone.pdf', bytes: PDF }))).json();
    const [row] = await t.database.db
      .select()
      .from(departmentResources)
      .where(eq(departmentResources.id, resource.id));
    const del = () =>
      t.app.request(`/api/resources/${resource.id}`, {
        method: 'DELETE',
        headers: { cookie: cookies.agent },
      });
    expect(
      (
        await t.app.request(`/api/resources/${resource.id}`, {
          method: 'DELETE',
          headers: { cookie: cookies.artist },
        })
      ).status,
    ).toBe(403);
    expect((await del()).status).toBe(204);
    await expect(fs.access(path.join(t.env.DATA_DIR, 'storage', row!.storagePath!))).rejects.toThrow();
    expect((await del()).status).toBe(404);
  });
});

describe('malformed resource ids', () => {
  const ids = [
    '-'.repeat(36),
    '0123456789abcdef0123456789abcdef0123',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '0123456789ab-cdef-0123-4567-89abcdef',
    '%00',
  ];

  it.each(ids)(
    'answers 400 with fields.id on download-url, file and DELETE for %s, deleting nothing',
    async (id) => {
      const { t } = suite;
      await upload(t, form({ title: 'Kept' }));
      const before = await rowCount(t);
      const calls = [
        ['POST', `/api/resources/${id}/download-url`],
        ['GET', `/api/downloads/${id}?expires=1&signature=x`],
        ['DELETE', `/api/resources/${id}`],
      ] as const;
      for (const [method, url] of calls) {
        const response = await t.app.request(url, { method, headers: { cookie: cookies.agent } });
        expect(response.status, `${method} ${url}`).toBe(400);
        const { error } = await response.json();
        expect(error.code).toBe('validation_failed');
        expect(error.fields).toEqual({ id: 'Invalid resource id.' });
      }
      expect(await rowCount(t)).toBe(before);
    },
  );

  it('still asks for a session before looking at the id', async () => {
    const { t } = suite;
    const response = await t.app.request(`/api/resources/${'-'.repeat(36)}`, { method: 'DELETE' });
    expect(response.status).toBe(401);
  });

  it('answers 404 for a well-formed id that names no resource, in either case', async () => {
    const { t } = suite;
    for (const id of ['00000000-0000-0000-0000-000000000000', 'ABCDEF01-2345-6789-ABCD-EF0123456789'])
      expect((await downloadUrl(t, id)).status, id).toBe(404);
  });
});

describe('bad uploads leave no file and no row', () => {
  // `field` null: the multipart parser itself refuses the part (a control character in its header).
  const cases: [label: string, body: () => FormData, status: number, field: string | null][] = [
    [
      'a renamed executable',
      () =>
        form(
          {},
          {
            name: 'invoice.pdf',
            bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(5000, 1)]),
          },
        ),
      415,
      'file',
    ],
    [
      'an image named .pdf',
      () =>
        form({}, { name: 'scan.pdf', bytes: Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(100), 'latin1') }),
      415,
      'file',
    ],
    ['an executable extension', () => form({}, { name: 'setup.exe', bytes: PDF }), 415, 'file'],
    ['a zero-byte file', () => form({}, { name: 'empty.pdf', bytes: new Uint8Array(0) }), 400, 'file'],
    [
      'a name with ../',
      () => form({}, { name: '../../etc/passwd.txt', bytes: Buffer.from('x') }),
      400,
      'file',
    ],
    ['a name with a slash', () => form({}, { name: 'a/b.pdf', bytes: PDF }), 400, 'file'],
    ['a name with a control character', () => form({}, { name: 'bad\u0007name.pdf', bytes: PDF }), 400, null],
    ['a bad URL', () => form({ url: 'javascript:alert(1)' }, { name: 'ok.pdf', bytes: PDF }), 400, 'url'],
    ['an unknown field', () => form({ owner: 'me' }, { name: 'ok.pdf', bytes: PDF }), 400, 'owner'],
    [
      'a file under another field name',
      () => form({}, { name: 'ok.pdf', bytes: PDF, field: 'attachment' }),
      400,
      'attachment',
    ],
  ];

  it.each(cases)('%s', async (_label, body, status, field) => {
    const t = suite.t;
    const before = { rows: await rowCount(t), files: (await storedFiles(t)).length };
    const response = await upload(t, body());
    expect(response.status).toBe(status);
    const { error } = await response.json();
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await rowCount(t)).toBe(before.rows);
    expect((await storedFiles(t)).length).toBe(before.files);
  });

  it('a control character in a title gets the documented message', async () => {
    const t = suite.t;
    const response = await upload(t, form({ title: 'Bad\u0007title' }, { name: 'ok.pdf', bytes: PDF }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.title).toBe(textFieldMessages.controlChars);
  });

  it('a file over 50 MB is refused with the §5 message', async () => {
    const t = suite.t;
    const before = (await storedFiles(t)).length;
    const big = Buffer.alloc(RESOURCE_MAX_FILE_BYTES + 1024, 0x20);
    PDF.copy(big);
    const response = await upload(t, form({}, { name: 'huge.pdf', bytes: big }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.fields.file).toBe('File size must be less than 50MB');
    expect((await storedFiles(t)).length).toBe(before);
  });

  it('a missing department is 404, a JSON body 415, and callers without agent access 401/403', async () => {
    const t = suite.t;
    const before = (await storedFiles(t)).length;
    expect((await upload(t, form({}, { name: 'a.pdf', bytes: PDF }), { slug: 'nope' })).status).toBe(404);
    expect((await upload(t, form({}, { name: 'a.pdf', bytes: PDF }), { cookie: '' })).status).toBe(401);
    expect(
      (await upload(t, form({}, { name: 'a.pdf', bytes: PDF }), { cookie: cookies.artist })).status,
    ).toBe(403);
    const json = await t.app.request('/api/departments/anr/resources', {
      method: 'POST',
      headers: { cookie: cookies.agent, 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect(json.status).toBe(415);
    expect((await storedFiles(t)).length).toBe(before);
  });
});

describe('when the storage fails', () => {
  it('saves the resource without its file (§8)', async () => {
    const t = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'unreachable',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
      },
    });
    try {
      const email = uniqueEmail('agent');
      await createConfirmedAccount(t, { email, portal: 'agent' });
      const cookie = await signInCookie(t, { email, portal: 'agent' });
      const response = await upload(t, form({ title: 'Contract' }, { name: 'contract.pdf', bytes: PDF }), {
        cookie,
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        upload: 'failed',
        resource: { title: 'Contract', hasFile: false },
      });
    } finally {
      await t.close();
    }
  });
});
