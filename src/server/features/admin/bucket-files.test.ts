/**
 * The program's buckets against the real database and the local disk (training-program.md §5 "Uploads", "Rename",
 * "Delete"; §7 "Storage"; §9 "Upload limits"; issue "Artist directory, certificates, the admin area and the file
 * manager" items 5-7; docs/decisions/0011): uploads checked by extension and content, streamed with the limit
 * enforced while they stream, stored under fresh names and shown by the name they were uploaded with (issue "Staff
 * operations" item 5, docs/decisions/0017); rename changing that name only, so modules keep their files; delete
 * keeping the modules' references right; names that would leave a bucket refused; a module's new video and
 * worksheet served at once, with HTTP Range; and nothing stray left by a refused request.
 */
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type {
  BucketFile,
  BucketFileList,
  DeletedFile,
  RenamedFile,
  AdminModuleAnswer,
} from '@shared/schemas/admin';
import type { ModuleView } from '@shared/schemas/learning';
import { bucketFiles, moduleProgress, modules, staffActions } from '../../db/schema/index';
import { handleError } from '../../http/errors';
import { sweepStorage } from '../../storage/stored-files';
import { useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { rowCounts } from '../../test/test-app';
import { call, diskKeys, fileForm, member, samples } from '../../test/admin-test-kit';
import { adminRoutes } from './routes';

const suite = useAccountSuite();
let moduleIds: string[] = [];
let admin: { cookie: string; userId: string };
let learner: { cookie: string };

/** The sample lesson's length, in whole seconds (rounded up), as the server records it for a video set here. */
const SAMPLE_VIDEO_SECONDS = 25;

beforeAll(async () => {
  const seeded = await seedCourseContent(suite.t);
  moduleIds = seeded.moduleIds;
  admin = await member(suite.t, true);
  const enrolled = await member(suite.t);
  learner = enrolled;
  const enrolment = await call(suite.t.app, 'POST', `/api/learning/courses/${seeded.courseId}/enrollment`, {
    cookie: enrolled.cookie,
  });
  expect(enrolment.status).toBe(201);
  // Every module open to the learner: each one started (a fact written directly), and a started module stays open
  // whatever the unlocking rule says. None is completed, so each page still lists what completion needs.
  const now = new Date();
  await suite.t.database.db
    .insert(moduleProgress)
    .values(moduleIds.map((moduleId) => ({ userId: enrolled.userId, moduleId, startedAt: now })));
});

const files = (bucket: string) => `/api/admin/buckets/${bucket}/files`;
const upload = (bucket: string, name: string, bytes: Uint8Array | string) =>
  call(suite.t.app, 'POST', files(bucket), { cookie: admin.cookie, body: fileForm(name, bytes) });
const uploaded = async (bucket: string, name: string, bytes: Uint8Array | string): Promise<BucketFile> => {
  const response = await upload(bucket, name, bytes);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { file: BucketFile }).file;
};
const setOnModule = (moduleId: string, kind: 'video' | 'worksheet', fileName: string | null) =>
  call(suite.t.app, 'PUT', `/api/admin/modules/${moduleId}/${kind}`, {
    cookie: admin.cookie,
    body: { fileName },
  });
const rename = (bucket: string, from: string, name: string) =>
  call(suite.t.app, 'PATCH', `${files(bucket)}/${encodeURIComponent(from)}`, {
    cookie: admin.cookie,
    body: { name },
  });
const remove = (bucket: string, name: string) =>
  call(suite.t.app, 'DELETE', `${files(bucket)}/${encodeURIComponent(name)}`, { cookie: admin.cookie });
const displayRow = async (bucket: string, fileName: string) =>
  (
    await suite.t.database.db
      .select()
      .from(bucketFiles)
      .where(and(eq(bucketFiles.bucket, bucket), eq(bucketFiles.fileName, fileName)))
  )[0];
const moduleRow = async (id: string) =>
  (await suite.t.database.db.select().from(modules).where(eq(modules.id, id)))[0]!;
const learnerView = async (id: string): Promise<ModuleView> => {
  const response = await call(suite.t.app, 'GET', `/api/learning/modules/${id}`, { cookie: learner.cookie });
  expect(response.status).toBe(200);
  return response.json();
};

/** What the disk and the database hold now, to compare after a refused request. */
const snapshot = async () => ({ keys: await diskKeys(suite.t), rows: await rowCounts(suite.t.database) });

describe('uploads', () => {
  it('stores a video under a timestamp, random text and its extension, and lists it with its size and the name it was uploaded with', async () => {
    const bytes = await samples.webm();
    const started = Date.now();
    const file = await uploaded('program-videos', 'My Lesson.webm', bytes);
    expect(file.name).toMatch(/^\d{13}-[a-z0-9]{10}\.webm$/);
    expect(Number(file.name.split('-')[0])).toBeGreaterThanOrEqual(started);
    expect(file).toMatchObject({
      size: bytes.length,
      contentType: 'video/webm',
      displayName: 'My Lesson.webm',
    });
    expect(await diskKeys(suite.t)).toContain(`program-videos/${file.name}`);
    expect(await displayRow('program-videos', file.name)).toMatchObject({
      displayName: 'My Lesson.webm',
      uploadedBy: admin.userId,
    });

    const list: BucketFileList = await (
      await call(suite.t.app, 'GET', files('program-videos'), { cookie: admin.cookie })
    ).json();
    expect(list.files.find((f) => f.name === file.name)).toMatchObject({
      size: bytes.length,
      displayName: 'My Lesson.webm',
    });
    expect(list).toMatchObject({ bucket: 'program-videos', truncated: false });

    // Two uploads of the same file never overwrite each other: one display name, two stored names.
    const second = await uploaded('program-videos', 'My Lesson.webm', bytes);
    expect(second.name).not.toBe(file.name);
    expect(second.displayName).toBe('My Lesson.webm');

    // A name with characters a stored name may not have is shown made safe; a file with no recorded name (put on
    // the disk by other means) is shown by its stored name.
    expect((await uploaded('program-videos', 'Módulo 1 – “Bienvenida”.webm', bytes)).displayName).toBe(
      'Modulo 1 - Bienvenida.webm',
    );
    await suite.t.deps.disk.put('program-videos/1700000000000-byhandabcd.webm', Buffer.from(bytes));
    const again: BucketFileList = await (
      await call(suite.t.app, 'GET', files('program-videos'), { cookie: admin.cookie })
    ).json();
    expect(again.files.find((f) => f.name === '1700000000000-byhandabcd.webm')?.displayName).toBe(
      '1700000000000-byhandabcd.webm',
    );
  });

  it('stores a worksheet, and opens it for artists in the browser with its type and the name it was uploaded with', async () => {
    const file = await uploaded('program-worksheets', 'Worksheet.PDF', samples.pdf());
    expect(file.name).toMatch(/^\d{13}-[a-z0-9]{10}\.pdf$/);
    const listed = await call(suite.t.app, 'GET', '/api/program-files/program-worksheets', {
      cookie: learner.cookie,
    });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as BucketFileList).files.find((f) => f.name === file.name)).toMatchObject({
      displayName: 'Worksheet.PDF',
    });
    const opened = await call(suite.t.app, 'GET', `/api/program-files/program-worksheets/${file.name}`, {
      cookie: learner.cookie,
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe(
      `inline; filename="Worksheet.pdf"; filename*=UTF-8''Worksheet.PDF`,
    );
    expect(opened.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(samples.pdf());
  });

  it('refuses wrong types, renamed executables, empty files, bad names and wrong buckets, leaving nothing', async () => {
    const before = await snapshot();
    const invalidVideo = 'Please select a valid video file (MP4, WEBM, OGG, AVI, MOV, WMV, FLV, MKV)';
    const invalidDocument = 'Please select a valid document file (PDF, DOC, DOCX)';
    const cases: [string, string, Uint8Array | string, number, string][] = [
      ['program-videos', 'setup.exe', samples.exe(), 415, invalidVideo],
      ['program-videos', 'lesson.mp4', samples.exe(), 415, invalidVideo],
      ['program-videos', 'lesson.webm', samples.pdf(), 415, invalidVideo],
      ['program-videos', 'worksheet.pdf', samples.pdf(), 415, invalidVideo],
      ['program-worksheets', 'worksheet.pdf', samples.exe(), 415, invalidDocument],
      ['program-worksheets', 'worksheet.docx', samples.text(), 415, invalidDocument],
      ['program-worksheets', 'worksheet.doc', samples.pdf(), 415, invalidDocument],
      ['program-worksheets', 'notes.txt', samples.text(), 415, invalidDocument],
      ['program-worksheets', 'lesson.webm', await samples.webm(), 415, invalidDocument],
      ['program-worksheets', 'empty.pdf', '', 400, 'The file is empty.'],
      [
        'program-worksheets',
        '../../escape.pdf',
        samples.pdf(),
        400,
        'The file name must not contain slashes, ".." or control characters.',
      ],
    ];
    for (const [bucket, name, bytes, status, message] of cases) {
      const response = await upload(bucket, name, bytes);
      expect(response.status, `${bucket} ${name}`).toBe(status);
      expect((await response.json()).error.fields?.file, `${bucket} ${name}`).toBe(message);
    }
    // A control character in the part's header: the multipart body itself is refused.
    const control = await upload('program-worksheets', 'bad\u0001name.pdf', samples.pdf());
    expect(control.status).toBe(400);
    const noFile = await call(suite.t.app, 'POST', files('program-videos'), {
      cookie: admin.cookie,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const extra = fileForm('lesson.webm', await samples.webm());
    extra.append('title', 'not a field of this form');
    expect(
      (await call(suite.t.app, 'POST', files('program-videos'), { cookie: admin.cookie, body: extra }))
        .status,
    ).toBe(400);
    expect((await upload('resources', 'worksheet.pdf', samples.pdf())).status).toBe(400);
    expect((await upload('program-videos%2F..', 'worksheet.pdf', samples.pdf())).status).toBe(400);
    const artist = await call(suite.t.app, 'POST', files('program-videos'), {
      cookie: learner.cookie,
      body: fileForm('lesson.webm', await samples.webm()),
    });
    expect(artist.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('enforces the size limit while the file streams, and at once when the length is announced', async () => {
    const small = new Hono()
      .route(
        '/api/admin',
        adminRoutes(suite.t.deps, { 'program-videos': 64 * 1024, 'program-worksheets': 1024 }),
      )
      .onError(handleError(suite.t.deps.logger));
    const video = await samples.webm();
    expect(video.length).toBeGreaterThan(64 * 1024);
    const before = await snapshot();
    const boundary = 'limit-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.webm"\r\nContent-Type: video/webm\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        for (let offset = 0; offset < video.length; offset += 16 * 1024) {
          const chunk = video.subarray(offset, offset + 16 * 1024);
          sent += chunk.length;
          controller.enqueue(chunk);
        }
        controller.enqueue(new TextEncoder().encode(tail));
        controller.close();
      },
    });
    const streamed = await call(small, 'POST', files('program-videos'), {
      cookie: admin.cookie,
      body: chunked,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(sent).toBe(video.length);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.fields.file).toBe('File size must be less than 500MB');

    const announced = await call(small, 'POST', files('program-worksheets'), {
      cookie: admin.cookie,
      body: fileForm('w.pdf', `${new TextDecoder().decode(samples.pdf())}${' '.repeat(200 * 1024)}`),
      headers: { 'content-length': String(300 * 1024) },
    });
    expect(announced.status).toBe(413);
    expect((await announced.json()).error.message).toBe('File size must be less than 10MB');
    expect(await snapshot()).toEqual(before);
  });
});

describe('modules and their files', () => {
  it('sets a module’s video and worksheet; the learner gets them at once, with Range and the right type and name', async () => {
    const moduleId = moduleIds[1]!;
    expect((await learnerView(moduleId)).video).toBeNull();
    const bytes = await samples.webm();
    const video = await uploaded('program-videos', 'lesson.webm', bytes);
    const worksheet = await uploaded('program-worksheets', 'sheet.pdf', samples.pdf());

    const setVideo = await setOnModule(moduleId, 'video', video.name);
    expect(setVideo.status).toBe(200);
    expect(((await setVideo.json()) as AdminModuleAnswer).module.video).toEqual({
      source: 'storage',
      bucket: 'program-videos',
      fileName: video.name,
      displayName: 'lesson.webm',
    });
    // Its length is read from the file: a completion needs 90 % of it credited by playback.
    expect(await moduleRow(moduleId)).toMatchObject({
      videoUrl: `program-videos/${video.name}`,
      videoSeconds: SAMPLE_VIDEO_SECONDS,
    });
    expect((await setOnModule(moduleId, 'worksheet', worksheet.name)).status).toBe(200);

    const page = await learnerView(moduleId);
    expect(page.video?.url).toBe(`/api/learning/modules/${moduleId}/video`);
    expect(page.video?.captionsUrl).toBeNull();
    expect(page.video?.durationSeconds).toBe(SAMPLE_VIDEO_SECONDS);
    expect(page.parts.videoSeconds).toBe(SAMPLE_VIDEO_SECONDS);
    expect(page.missing).toContain('video');
    const part = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers.get('cache-control')).toBe('private, no-cache');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(bytes.subarray(1000, 2000)));
    const tail = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { range: `bytes=${bytes.length - 10}-` },
    });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const outside = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { range: `bytes=${bytes.length + 5}-` },
    });
    expect(outside.status).toBe(416);

    // The browser revalidates its copy (no-cache): the same version answers 304 without a body; a range asked
    // "if still this version" of a version that is gone gets the whole current file.
    const etag = part.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const revalidated = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    const stale = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { range: 'bytes=1000-1999', 'if-range': '"an-earlier-version"' },
    });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(bytes.length);
    const current = await call(suite.t.app, 'GET', page.video!.url, {
      cookie: learner.cookie,
      headers: { range: 'bytes=1000-1999', 'if-range': part.headers.get('last-modified')! },
    });
    expect(current.status).toBe(206);

    expect(page.worksheet?.fileUrl).toBe(`/api/learning/modules/${moduleId}/worksheet`);
    const download = await call(suite.t.app, 'GET', page.worksheet!.fileUrl!, { cookie: learner.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // The learner downloads it under the name it was uploaded with.
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="sheet.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(samples.pdf());

    // Removing it: the module has no video any more, and its completion no longer asks for one.
    expect((await setOnModule(moduleId, 'video', null)).status).toBe(200);
    expect(await moduleRow(moduleId)).toMatchObject({ videoUrl: null, videoSeconds: null });
    const without = await learnerView(moduleId);
    expect(without.video).toBeNull();
    expect(without.missing).not.toContain('video');
    expect((await call(suite.t.app, 'GET', page.video!.url, { cookie: learner.cookie })).status).toBe(404);
  });

  it('refuses a video whose length cannot be read, with 400 validation_failed, changing nothing', async () => {
    const moduleId = moduleIds[2]!;
    // The sample's container header (so the upload's content check takes it for WebM) and no media after it.
    const header = (await samples.webm()).subarray(0, 40);
    const broken = await uploaded(
      'program-videos',
      'broken.webm',
      new Uint8Array([...header, ...new Uint8Array(4096)]),
    );
    const before = { row: await moduleRow(moduleId), ...(await snapshot()) };
    const response = await setOnModule(moduleId, 'video', broken.name);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(API_ERROR_CODES.validationFailed);
    expect(error.fields.fileName).toBe(
      'The length of this video cannot be read. Please upload it again as MP4 or WebM.',
    );
    expect({ row: await moduleRow(moduleId), ...(await snapshot()) }).toEqual(before);
    expect((await learnerView(moduleId)).video).toBeNull();
  });

  it('refuses a file that is not in the bucket, a file of the other bucket, and unknown modules', async () => {
    const before = await snapshot();
    const moduleId = moduleIds[2]!;
    const missing = await setOnModule(moduleId, 'video', '1700000000000-nothinghere.webm');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe(API_ERROR_CODES.fileNotFound);
    const sheet = await uploaded('program-worksheets', 'sheet.pdf', samples.pdf());
    const after = await snapshot();
    expect((await setOnModule(moduleId, 'video', sheet.name)).status).toBe(400);
    expect((await setOnModule(moduleId, 'video', '../program-worksheets/x.webm')).status).toBe(400);
    expect((await setOnModule('00000000-0000-4000-8000-000000000000', 'worksheet', sheet.name)).status).toBe(
      404,
    );
    expect((await setOnModule('nope', 'worksheet', sheet.name)).status).toBe(400);
    expect(
      (
        await call(suite.t.app, 'PUT', `/api/admin/modules/${moduleId}/video`, {
          cookie: admin.cookie,
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(after);
    expect(after.keys).toHaveLength(before.keys.length + 1);
  });
});

describe('rename', () => {
  it('changes the display name only: the stored name, the modules and the learner’s download follow without a copy', async () => {
    const moduleId = moduleIds[3]!;
    const video = await uploaded('program-videos', 'lesson.webm', await samples.webm());
    const worksheet = await uploaded('program-worksheets', 'draft.pdf', samples.pdf());
    expect((await setOnModule(moduleId, 'video', video.name)).status).toBe(200);
    expect((await setOnModule(moduleId, 'worksheet', worksheet.name)).status).toBe(200);
    const keysBefore = await diskKeys(suite.t);

    // Without a dot the file's extension is kept (§5).
    const response = await rename('program-videos', video.name, 'Module 4 - Lesson');
    expect(response.status).toBe(200);
    const renamed: RenamedFile = await response.json();
    expect(renamed).toMatchObject({
      from: 'lesson.webm',
      file: { name: video.name, displayName: 'Module 4 - Lesson.webm' },
    });
    expect((await moduleRow(moduleId)).videoUrl).toBe(`program-videos/${video.name}`);
    expect(await diskKeys(suite.t)).toEqual(keysBefore);
    const listed: BucketFileList = await (
      await call(suite.t.app, 'GET', files('program-videos'), { cookie: admin.cookie })
    ).json();
    expect(listed.files.find((f) => f.name === video.name)?.displayName).toBe('Module 4 - Lesson.webm');
    const modules: { modules: AdminModuleAnswer['module'][] } = await (
      await call(suite.t.app, 'GET', '/api/admin/modules', { cookie: admin.cookie })
    ).json();
    expect(modules.modules.find((m) => m.id === moduleId)?.video?.displayName).toBe('Module 4 - Lesson.webm');
    const played = await call(suite.t.app, 'GET', `/api/learning/modules/${moduleId}/video`, {
      cookie: learner.cookie,
      headers: { range: 'bytes=0-15' },
    });
    expect(played.status).toBe(206);

    // The extension may change case, not type; two files may share a display name.
    const sheet = await rename('program-worksheets', worksheet.name, 'Module 4 worksheet.PDF');
    expect(sheet.status).toBe(200);
    const download = await call(suite.t.app, 'GET', `/api/learning/modules/${moduleId}/worksheet`, {
      cookie: learner.cookie,
    });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Module 4 worksheet.PDF"');
    const twin = await uploaded('program-worksheets', 'other.pdf', samples.pdf());
    expect((await rename('program-worksheets', twin.name, 'Module 4 worksheet.PDF')).status).toBe(200);

    // A file put on the disk by other means gets its display name at its first rename.
    await suite.t.deps.disk.put(
      'program-worksheets/1700000000000-byhandsheet.pdf',
      Buffer.from(samples.pdf()),
    );
    const byHand = await rename('program-worksheets', '1700000000000-byhandsheet.pdf', 'Found sheet');
    expect(((await byHand.json()) as RenamedFile).from).toBe('1700000000000-byhandsheet.pdf');
    expect(await displayRow('program-worksheets', '1700000000000-byhandsheet.pdf')).toMatchObject({
      displayName: 'Found sheet.pdf',
      uploadedBy: null,
    });
  });

  it('refuses empty names, names leading out of the bucket, another type, the same name and unknown files, changing nothing', async () => {
    const first = await uploaded('program-worksheets', 'a.pdf', samples.pdf());
    const before = await snapshot();
    const cases: [string, string][] = [
      ['', 'Please enter a new file name.'],
      ['   ', 'Please enter a new file name.'],
      [
        '../escape.pdf',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        '..',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        'sub/dir.pdf',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        'back\\slash.pdf',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        '.hidden',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        'line\nbreak',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        'nul\u0000',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      ['x'.repeat(201), 'File names can be at most 200 characters.'],
      [
        'Lesson – one',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      [
        'two  spaces',
        'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
      ],
      ['worksheet.exe', 'The name must keep the file’s type: end it in .pdf, or leave the extension out.'],
      ['worksheet.docx', 'The name must keep the file’s type: end it in .pdf, or leave the extension out.'],
      ['Version 1.2', 'The name must keep the file’s type: end it in .pdf, or leave the extension out.'],
      ['a.pdf', 'The new name is the same as the current one.'],
      ['a', 'The new name is the same as the current one.'],
    ];
    for (const [name, message] of cases) {
      const response = await rename('program-worksheets', first.name, name);
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect((await response.json()).error.fields?.name, JSON.stringify(name)).toBe(message);
    }
    const unknown = await rename('program-worksheets', '1700000000000-nothinghere.pdf', 'anything');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.fileNotFound);
    const traversal = await call(suite.t.app, 'PATCH', `${files('program-worksheets')}/..%2F..%2Fauth.db`, {
      cookie: admin.cookie,
      body: { name: 'stolen.pdf' },
    });
    expect(traversal.status).toBe(400);
    // `%2E%2E` is a `..` segment to the URL parser: the address leaves the bucket's routes altogether.
    const encodedDots = await call(suite.t.app, 'GET', '/api/program-files/program-worksheets/%2E%2E', {
      cookie: learner.cookie,
    });
    expect(encodedDots.status).toBe(404);
    expect((await encodedDots.json()).error.code).toBe(API_ERROR_CODES.notFound);
    for (const name of ['..%2F..%2Fauth.db', '%2Fetc%2Fpasswd', 'a%5Cb.pdf', '.env'])
      expect(
        (
          await call(suite.t.app, 'GET', `/api/program-files/program-worksheets/${name}`, {
            cookie: learner.cookie,
          })
        ).status,
        name,
      ).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await displayRow('program-worksheets', first.name))?.displayName).toBe('a.pdf');
  });
});

describe('delete', () => {
  it('deletes the file, its display name and the modules’ references in one step', async () => {
    const moduleId = moduleIds[4]!;
    const sheet = await uploaded('program-worksheets', 'to-delete.pdf', samples.pdf());
    expect((await setOnModule(moduleId, 'worksheet', sheet.name)).status).toBe(200);
    const response = await remove('program-worksheets', sheet.name);
    expect(response.status).toBe(200);
    expect((await response.json()) as DeletedFile).toEqual({ deleted: sheet.name, modulesCleared: 1 });
    expect((await moduleRow(moduleId)).worksheetUrl).toBeNull();
    expect(await displayRow('program-worksheets', sheet.name)).toBeUndefined();
    expect(await diskKeys(suite.t)).not.toContain(`program-worksheets/${sheet.name}`);
    expect((await learnerView(moduleId)).worksheet?.fileUrl).toBeNull();
    const again = await remove('program-worksheets', sheet.name);
    expect(again.status).toBe(404);
    expect((await remove('program-worksheets', '..%2Fx.pdf')).status).toBe(400);
  });
});

describe('the record of file changes', () => {
  it('records an upload, a rename and a delete with the admin who made them, and a refused request records nothing', async () => {
    const file = await uploaded('program-worksheets', 'Recorded sheet.pdf', samples.pdf());
    expect((await rename('program-worksheets', file.name, 'Renamed sheet')).status).toBe(200);
    expect((await rename('program-worksheets', file.name, '')).status).toBe(400);
    expect((await remove('program-worksheets', file.name)).status).toBe(200);
    const records = await suite.t.database.db
      .select({ kind: staffActions.kind, actorId: staffActions.actorId, details: staffActions.details })
      .from(staffActions)
      .where(sql`${staffActions.details} ->> 'fileName' = ${file.name}`)
      .orderBy(staffActions.seq);
    expect(records).toEqual([
      {
        kind: 'file.uploaded',
        actorId: admin.userId,
        details: expect.objectContaining({ bucket: 'program-worksheets', displayName: 'Recorded sheet.pdf' }),
      },
      {
        kind: 'file.renamed',
        actorId: admin.userId,
        details: expect.objectContaining({ from: 'Recorded sheet.pdf', to: 'Renamed sheet.pdf' }),
      },
      {
        kind: 'file.deleted',
        actorId: admin.userId,
        details: expect.objectContaining({ displayName: 'Renamed sheet.pdf', modulesCleared: 0 }),
      },
    ]);
  });
});

describe('the start-up sweep', () => {
  it('keeps the buckets’ files, which no row names, and removes unfinished uploads', async () => {
    const video = await uploaded('program-videos', 'keep.webm', await samples.webm());
    await suite.t.deps.disk.put('_partial/left-over', 'unfinished');
    await sweepStorage(suite.t.deps.disk, {
      referencedKeys: async () => new Set(),
      before: new Date(Date.now() + 60_000),
      logger: suite.t.deps.logger,
    });
    const keys = await diskKeys(suite.t);
    expect(keys).toContain(`program-videos/${video.name}`);
    expect(keys).not.toContain('_partial/left-over');
  });
});
