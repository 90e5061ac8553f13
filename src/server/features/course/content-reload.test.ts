/**
 * The course files and staff's edits (issue "Staff operations" item 5; docs/decisions/0017): a fresh install takes
 * the course from `content/learning/`; a restart with changed files updates the course, but never undoes what
 * staff changed in /admin — a module's title, description and introduction, and every question staff edited,
 * moved, retired or deleted — while the rest of the files still applies. The loader runs on a copy of the real
 * content folder, as start-up runs it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion, AdminQuestionList, AdminQuizList } from '@shared/schemas/admin';
import { modules, quizAttempts, quizQuestions, quizzes } from '../../db/schema/index';
import { useAccountSuite } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { call, member } from '../../test/admin-test-kit';
import { loadLearningContentIfChanged } from './content';

const suite = useAccountSuite();
const repoContent = path.resolve(import.meta.dirname, '../../../../content/learning');
let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-content-'));
  await fs.cp(repoContent, dir, { recursive: true });
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Rewrites the module file `name` of the copy: `edit` changes its front matter and may return a new lesson. */
async function editModuleFile(
  name: string,
  edit: (data: Record<string, unknown> & { quiz: { questions: Record<string, unknown>[] } }) => void,
  lesson?: (body: string) => string,
) {
  const file = path.join(dir, 'modules', name);
  const text = await fs.readFile(file, 'utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  const data = parseYaml(front!) as Parameters<typeof edit>[0];
  edit(data);
  await fs.writeFile(file, `---\n${stringifyYaml(data)}---\n${lesson ? lesson(body!) : body}`);
}

const moduleByMonth = async (db: typeof suite.t.database.db, month: number) =>
  (
    await db
      .select()
      .from(modules)
      .where(and(eq(modules.monthNumber, month), eq(modules.isActive, true)))
  )[0]!;

const questionsOf = async (db: typeof suite.t.database.db, month: number, active = true) => {
  const module = await moduleByMonth(db, month);
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.moduleId, module.id));
  return db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz!.id), eq(quizQuestions.isActive, active)))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id));
};

describe('the course files and staff’s edits', () => {
  it('loads the files on a fresh install, then skips unchanged files', async () => {
    const { db } = suite.t.database;
    expect(await loadLearningContentIfChanged(db, dir)).toBe(true);
    const first = await moduleByMonth(db, 1);
    expect(first).toMatchObject({ title: 'History of the Recording Industry', staffEditedAt: null });
    const questions = await questionsOf(db, 1);
    expect(questions.map((q) => q.orderIndex)).toEqual(questions.map((_, index) => index + 1));
    expect(questions.every((q) => q.staffEditedAt === null && q.key !== null)).toBe(true);
    expect(await loadLearningContentIfChanged(db, dir)).toBe(false);
  });

  it('keeps every staff edit through a restart with changed files, and still applies the rest of the files', async () => {
    const { db } = suite.t.database;
    const admin = await member(suite.t, true);
    const adminCall = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', tail: string, body?: unknown) =>
      call(suite.t.app, method, `/api/admin/${tail}`, { cookie: admin.cookie, body });
    const { quizzes: quizList }: AdminQuizList = await (await adminCall('GET', 'quizzes')).json();
    const quizOf = (month: number) => quizList.find((quiz) => quiz.monthNumber === month)!;
    const listed = async (month: number): Promise<AdminQuestion[]> =>
      ((await (await adminCall('GET', `quizzes/${quizOf(month).id}/questions`)).json()) as AdminQuestionList)
        .questions;

    // Staff edit module 1's title and introduction.
    const moduleOne = await moduleByMonth(db, 1);
    expect(
      (
        await adminCall('PATCH', `modules/${moduleOne.id}`, {
          title: 'Staff title',
          introduction: 'Staff introduction.',
        })
      ).status,
    ).toBe(200);

    // Quiz 1: staff edit the first question's text and swap the second and third (the whole order is theirs).
    const one = await listed(1);
    const edit = await adminCall('PATCH', `quizzes/${quizOf(1).id}/questions/${one[0]!.id}`, {
      question: 'Staff wording of question one',
      options: one[0]!.options,
      correctAnswer: one[0]!.correctAnswer,
      points: one[0]!.points,
    });
    expect(edit.status).toBe(200);
    const staffOrder = [one[0]!.id, one[2]!.id, one[1]!.id, ...one.slice(3).map((q) => q.id)];
    expect(
      (await adminCall('PUT', `quizzes/${quizOf(1).id}/questions/order`, { questionIds: staffOrder })).status,
    ).toBe(200);

    // Quiz 2: staff delete its first question (no attempts) and retire its second (an attempt answered it); the
    // third is left as the file has it.
    const two = await listed(2);
    await db.insert(quizAttempts).values({
      userId: admin.userId,
      quizId: quizOf(2).id,
      attemptNumber: 1,
      score: 0,
      earnedPoints: 0,
      totalPoints: 1,
      passed: false,
      answers: { [two[1]!.id]: 'a' },
    });
    expect(
      (
        (await (await adminCall('DELETE', `quizzes/${quizOf(2).id}/questions/${two[0]!.id}`)).json()) as {
          outcome: string;
        }
      ).outcome,
    ).toBe('deleted');
    expect(
      (
        (await (await adminCall('DELETE', `quizzes/${quizOf(2).id}/questions/${two[1]!.id}`)).json()) as {
          outcome: string;
        }
      ).outcome,
    ).toBe('retired');

    // The files change: every text of module 1, its lesson, its first question; its second question is dropped
    // and a new one added; module 2's title, and all of its first three questions.
    const moduleOneFile = (await fs.readdir(path.join(dir, 'modules'))).find((n) => n.startsWith('01-'))!;
    const moduleTwoFile = (await fs.readdir(path.join(dir, 'modules'))).find((n) => n.startsWith('02-'))!;
    await editModuleFile(
      moduleOneFile,
      (data) => {
        data.title = 'File title';
        data.description = 'File description.';
        data.introduction = 'File introduction.';
        const questions = data.quiz.questions;
        questions[0]!.question = 'File wording of question one';
        questions.splice(1, 1);
        questions.push({
          key: 'q-new',
          question: 'A question new in the file',
          options: { a: 'One', b: 'Two', c: 'Three', d: 'Four' },
          answer: 'c',
        });
      },
      (body) => `${body.trimEnd()}\n\nA paragraph new in the file.\n`,
    );
    await editModuleFile(moduleTwoFile, (data) => {
      data.title = 'Money Matters, Revised';
      for (const [index, question] of data.quiz.questions.slice(0, 3).entries())
        question.question = `File wording ${index + 1}`;
    });
    expect(await loadLearningContentIfChanged(db, dir)).toBe(true);

    // Module 1 keeps staff's texts (the description too: staff own the three once they edited one) and gets the
    // file's lesson; module 2, never edited, takes the file's title.
    const moduleOneAfter = await moduleByMonth(db, 1);
    expect(moduleOneAfter).toMatchObject({
      id: moduleOne.id,
      title: 'Staff title',
      introduction: 'Staff introduction.',
      description: moduleOne.description,
    });
    expect(moduleOneAfter.content).toContain('A paragraph new in the file.');
    expect((await moduleByMonth(db, 2)).title).toBe('Money Matters, Revised');

    // Quiz 1: staff's wording and order stay, the question the file dropped stays (staff ordered it), and the
    // file's new question comes after theirs.
    const oneAfter = await questionsOf(db, 1);
    expect(oneAfter.map((q) => q.id).slice(0, staffOrder.length)).toEqual(staffOrder);
    expect(oneAfter[0]!.question).toBe('Staff wording of question one');
    expect(oneAfter.at(-1)).toMatchObject({ key: 'q-new', question: 'A question new in the file' });
    expect(oneAfter).toHaveLength(staffOrder.length + 1);

    // Quiz 2: the deleted question stays deleted, the retired one retired, the untouched one follows the file.
    const twoAfter = await questionsOf(db, 2);
    const ids = twoAfter.map((q) => q.id);
    expect(ids).not.toContain(two[0]!.id);
    expect(ids).not.toContain(two[1]!.id);
    expect(twoAfter.find((q) => q.id === two[2]!.id)?.question).toBe('File wording 3');
    const [retired] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, two[1]!.id));
    expect(retired).toMatchObject({ isActive: false, question: two[1]!.question });
    expect(retired?.retiredAt).toBeInstanceOf(Date);
    // The admin area shows the same.
    expect((await listed(2)).map((q) => q.id)).toEqual(ids);
  });

  it('gives a fresh install the course files, whatever staff changed on another', async () => {
    const fresh = await createTestApp();
    try {
      expect(await loadLearningContentIfChanged(fresh.database.db, dir)).toBe(true);
      const first = await moduleByMonth(fresh.database.db, 1);
      expect(first).toMatchObject({
        title: 'File title',
        description: 'File description.',
        introduction: 'File introduction.',
        staffEditedAt: null,
      });
      const questions = await questionsOf(fresh.database.db, 1);
      expect(questions[0]!.question).toBe('File wording of question one');
      expect(questions.at(-1)!.key).toBe('q-new');
      expect((await questionsOf(fresh.database.db, 2))[0]!.question).toBe('File wording 1');
    } finally {
      await fresh.close();
    }
  });
});
