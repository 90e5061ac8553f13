/**
 * The file manager's listings, `GET /api/program-files/:bucket` (training-program.md §2 item 7; docs/decisions/0011):
 * beside a bucket's uploads, the course's own files of that kind (`courseFiles`), so a module whose video or
 * worksheet is course content has it listed: module 1's video and captions beside program-videos, each module's
 * worksheet beside program-worksheets, in course order, with their sizes and whether the caller may open them now
 * (the module's own file route answers exactly then). A module whose file staff replaced with an upload lists that
 * upload in the bucket instead. Access stays the sub-app's: approved artists only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { programFileListSchema, type CourseFile, type ProgramFileList } from '@shared/schemas/admin';
import { loadLearningContent } from '../course/content';
import type { ModuleFile } from '../course/content-schema';
import { createConfirmedAccount, signInCookie, uniqueEmail, useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { call, fileForm, member, samples } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];
let content: ModuleFile[] = [];
let admin: { cookie: string };
let learner: { cookie: string };

beforeAll(async () => {
  const seeded = await seedCourseContent(suite.t);
  ({ courseId, moduleIds } = seeded);
  content = (await loadLearningContent(suite.t.env.LEARNING_CONTENT_DIR)).modules;
  admin = await member(suite.t, true);
  learner = await member(suite.t);
  const enrolment = await call(suite.t.app, 'POST', `/api/learning/courses/${courseId}/enrollment`, {
    cookie: learner.cookie,
  });
  expect(enrolment.status).toBe(201);
});

async function listing(bucket: string, cookie: string): Promise<ProgramFileList> {
  const response = await call(suite.t.app, 'GET', `/api/program-files/${bucket}`, { cookie });
  expect(response.status).toBe(200);
  return programFileListSchema.parse(await response.json());
}

const sizeOf = async (folder: string, name: string) =>
  (await fs.stat(path.join(suite.t.env.LEARNING_CONTENT_DIR, folder, name))).size;

describe('the course files of the file manager', () => {
  it("lists module 1's content video and captions beside the video uploads, open to an enrolled learner", async () => {
    const first = content[0]!;
    const list = await listing('program-videos', learner.cookie);
    expect(list.courseFiles).toEqual<CourseFile[]>([
      {
        moduleId: moduleIds[0]!,
        monthNumber: first.month,
        moduleTitle: first.title,
        kind: 'video',
        fileName: first.video!,
        size: await sizeOf('media', first.video!),
        open: true,
      },
      {
        moduleId: moduleIds[0]!,
        monthNumber: first.month,
        moduleTitle: first.title,
        kind: 'captions',
        fileName: first.captions!,
        size: await sizeOf('media', first.captions!),
        open: true,
      },
    ]);
    // Each opens through the module's own route, as listed.
    for (const file of list.courseFiles) {
      const opened = await call(suite.t.app, 'GET', `/api/learning/modules/${file.moduleId}/${file.kind}`, {
        cookie: learner.cookie,
      });
      expect(opened.status, file.kind).toBe(200);
    }
  });

  it("lists each module's content worksheet in course order; only the open module's opens", async () => {
    // A module's worksheet file is its first resource (decision 0010); a module without resources has none.
    const withWorksheet = content.flatMap((module, index) =>
      module.resources[0] ? [{ moduleId: moduleIds[index]!, file: module.resources[0].file, index }] : [],
    );
    expect(withWorksheet.length).toBeGreaterThan(1);
    const list = await listing('program-worksheets', learner.cookie);
    expect(list.courseFiles.map((file) => [file.moduleId, file.kind, file.fileName])).toEqual(
      withWorksheet.map(({ moduleId, file }) => [moduleId, 'worksheet', file]),
    );
    // The course unlocks module by module: a new learner has module 1 open, the rest locked.
    expect(list.courseFiles.map((file) => file.open)).toEqual(withWorksheet.map(({ index }) => index === 0));
    for (const file of list.courseFiles) {
      const opened = await call(suite.t.app, 'GET', `/api/learning/modules/${file.moduleId}/worksheet`, {
        cookie: learner.cookie,
      });
      expect(opened.status, file.fileName).toBe(file.open ? 200 : 403);
    }
    expect(list.courseFiles[0]!.size).toBe(await sizeOf('resources', content[0]!.resources[0]!.file));
  });

  it('lists the same files for an artist not enrolled yet, none of them open', async () => {
    const newcomer = await member(suite.t);
    const list = await listing('program-videos', newcomer.cookie);
    expect(list.courseFiles.map((file) => file.kind)).toEqual(['video', 'captions']);
    expect(list.courseFiles.every((file) => !file.open)).toBe(true);
  });

  it('lists an upload that replaced a content video in the bucket, and the content video no more', async () => {
    const response = await call(suite.t.app, 'POST', '/api/admin/buckets/program-videos/files', {
      cookie: admin.cookie,
      body: fileForm('Replacement.webm', await samples.webm()),
    });
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as { file: { name: string } };
    const set = await call(suite.t.app, 'PUT', `/api/admin/modules/${moduleIds[0]}/video`, {
      cookie: admin.cookie,
      body: { fileName: file.name },
    });
    expect(set.status).toBe(200);

    const list = await listing('program-videos', learner.cookie);
    expect(list.files.map((listed) => listed.name)).toContain(file.name);
    // A new video drops the content captions too (decision 0011).
    expect(list.courseFiles).toEqual([]);
  });

  it('keeps the access of the sub-app: 401 without a session, 403 for an agent', async () => {
    expect((await call(suite.t.app, 'GET', '/api/program-files/program-videos')).status).toBe(401);
    const email = uniqueEmail('agent');
    await createConfirmedAccount(suite.t, { email, portal: 'agent' });
    const cookie = await signInCookie(suite.t, { email, portal: 'agent' });
    expect((await call(suite.t.app, 'GET', '/api/program-files/program-videos', { cookie })).status).toBe(
      403,
    );
  });
});
