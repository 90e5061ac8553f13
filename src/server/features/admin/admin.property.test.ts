/**
 * No input to the admin API or the file routes makes a 500, writes a row or leaves a file (issue "Artist directory,
 * certificates, the admin area and the file manager", "Bad input"): arbitrary JSON bodies for the quiz, question,
 * module-file and rename routes, arbitrary strings as file names in addresses and as search text. Runs are bounded
 * so the file stays fast.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { rowCounts } from '../../test/test-app';
import { call, diskKeys, member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let cookie = '';
let learnerCookie = '';
let moduleId = '';
let quizId = '';

/** Runs per property. */
const RUNS = 40;

beforeAll(async () => {
  moduleId = (await seedCourseContent(suite.t)).moduleIds[0]!;
  cookie = (await member(suite.t, true)).cookie;
  learnerCookie = (await member(suite.t)).cookie;
  const quizzes = (await (await call(suite.t.app, 'GET', '/api/admin/quizzes', { cookie })).json()) as {
    quizzes: { id: string; moduleId: string }[];
  };
  quizId = quizzes.quizzes.find((quiz) => quiz.moduleId === moduleId)!.id;
  await suite.t.deps.disk.put('program-worksheets/kept.pdf', '%PDF-1.4\n%%EOF\n');
});

/** Any JSON value, strings included with NUL, lone surrogates and the whole of Unicode. */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

const stable = async () => ({ rows: await rowCounts(suite.t.database), keys: await diskKeys(suite.t) });

describe('the admin API never answers 500', () => {
  it('to any JSON body', async () => {
    const before = await stable();
    const targets: ['POST' | 'PUT' | 'PATCH', string][] = [
      ['POST', '/api/admin/quizzes'],
      ['POST', `/api/admin/quizzes/${quizId}/questions`],
      ['PUT', `/api/admin/modules/${moduleId}/video`],
      ['PUT', `/api/admin/modules/${moduleId}/worksheet`],
      ['PATCH', '/api/admin/buckets/program-worksheets/files/kept.pdf'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), anyJson, async ([method, url], body) => {
        // A body that happens to be valid may change something; only refusals are checked to change nothing.
        const response = await call(suite.t.app, method, url, { cookie, body });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect((await response.json()).error.code).toEqual(expect.any(String));
      }),
      { numRuns: RUNS },
    );
    // The bodies above cannot be valid: none names an existing file or fills all four options correctly.
    expect(await stable()).toEqual(before);
  });

  it('to any file name in an address, or any search text', async () => {
    const before = await stable();
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        const name = encodeURIComponent(text);
        for (const [method, url, who] of [
          ['GET', `/api/program-files/program-videos/${name}`, learnerCookie],
          ['GET', `/api/admin/buckets/program-worksheets/files/${name}`, cookie],
          ['DELETE', `/api/admin/buckets/program-videos/files/${name}`, cookie],
          ['GET', `/api/admin/users?q=${name}`, cookie],
          ['GET', `/api/admin/buckets/${name}/files`, cookie],
        ] as const) {
          const response = await call(suite.t.app, method, url, { cookie: who });
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await stable()).toEqual(before);
  });
});
