/**
 * The members-program API against the real database and the real content (training-program.md §2 items 4-5, §4,
 * §5, §7, §9; docs/decisions/0010): the profile, modules and progress of the dashboard, the progress steps, notes,
 * the quiz scored by the server with max_attempts enforced, Mark Module Complete, and milestones awarded once even
 * when checks run at once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { PROGRAM_NOTES_MAX_LENGTH } from '@shared/limits/program';
import type {
  Achievements,
  ProgramModuleView,
  ProgramProgressAnswer,
  ProgramQuizAttemptAnswer,
} from '@shared/schemas/program';
import {
  milestones,
  programModules,
  programQuizQuestions,
  programQuizzes,
  userMilestones,
  userModuleProgress,
} from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedProgramContent } from '../../test/program-content';
import { rowCounts } from '../../test/test-app';
import { loadLearningContent } from '../learning/content';
import { loadMilestones, loadProgramContentIfChanged, syncProgramContent } from './content';

const suite = useAccountSuite();
/** Program module ids by month. */
let moduleIds: string[] = [];

/** A signed-in approved artist. */
async function artist(): Promise<{ cookie: string; userId: string; email: string }> {
  const email = uniqueEmail('member');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const { session } = await readSession(suite.t, cookie);
  return { cookie, userId: session.user.id, email };
}

const api = (tail: string) => `/api/program/${tail}`;
const get = (tail: string, cookie: string) => send(suite.t, 'GET', api(tail), undefined, { cookie });
const step = async (moduleId: string, name: string, cookie: string) =>
  send(suite.t, 'POST', api(`modules/${moduleId}/progress`), { step: name }, { cookie });
const percentAfter = async (moduleId: string, name: string, cookie: string) => {
  const response = await step(moduleId, name, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProgramProgressAnswer).progress.progressPercentage;
};
const view = async (moduleId: string, cookie: string): Promise<ProgramModuleView> => {
  const response = await get(`modules/${moduleId}`, cookie);
  expect(response.status).toBe(200);
  return response.json();
};

/** The quiz of a program module: its question ids with the right and a wrong option text. */
async function quizOf(moduleId: string) {
  const { db } = suite.t.database;
  const [quiz] = await db.select().from(programQuizzes).where(eq(programQuizzes.moduleId, moduleId));
  const questions = await db
    .select()
    .from(programQuizQuestions)
    .where(and(eq(programQuizQuestions.quizId, quiz!.id), eq(programQuizQuestions.isActive, true)))
    .orderBy(asc(programQuizQuestions.orderIndex));
  const right = Object.fromEntries(questions.map((q) => [q.id, q.correctAnswer]));
  const wrong = Object.fromEntries(
    questions.map((q) => [q.id, q.options.find((o) => o !== q.correctAnswer)!]),
  );
  return { quiz: quiz!, questions, right, wrong };
}

const attempt = (moduleId: string, cookie: string, answers: Record<string, string>) =>
  send(suite.t, 'POST', api(`modules/${moduleId}/quiz/attempts`), { answers }, { cookie });

beforeAll(async () => {
  moduleIds = await seedProgramContent(suite.t);
});

describe('the dashboard', () => {
  it('greets by the profile, made from the account on the first visit', async () => {
    const who = await artist();
    const response = await get('profile', who.cookie);
    expect(response.status).toBe(200);
    const { profile } = await response.json();
    expect(profile).toMatchObject({ email: who.email, stageName: null });
    expect(Object.keys(profile).sort()).toEqual(['createdAt', 'email', 'name', 'stageName']);
  });

  it('lists the six modules by month with the §2 titles and their indicators', async () => {
    const who = await artist();
    const { modules } = await (await get('modules', who.cookie)).json();
    expect(modules.map((m: { monthNumber: number }) => m.monthNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(modules.map((m: { title: string }) => m.title)).toEqual([
      'History of the Recording Industry',
      'Money Matters in Music',
      'Creativity in Content and Artistry',
      'Building Your Image and Marketing',
      'Producing the Record',
      'Marketing Music in the New Economy',
    ]);
    expect(modules[0]).toMatchObject({ hasVideo: true, hasWorksheet: true, hasContent: true });
    for (const module of modules) expect(module.introductionContent.length).toBeGreaterThan(20);
  });

  it('sums up progress as the average of the module percentages', async () => {
    const who = await artist();
    const empty = await (await get('progress', who.cookie)).json();
    expect(empty).toEqual({
      progress: [],
      summary: { completedModules: 0, totalModules: 6, completionPercentage: 0 },
    });
    await percentAfter(moduleIds[0]!, 'watched', who.cookie); // 75
    await percentAfter(moduleIds[1]!, 'opened', who.cookie); // 25
    const { summary, progress } = await (await get('progress', who.cookie)).json();
    expect(summary).toEqual({ completedModules: 0, totalModules: 6, completionPercentage: 17 });
    expect(progress.map((row: { moduleId: string }) => row.moduleId)).toEqual([moduleIds[0], moduleIds[1]]);
  });
});

describe('progress steps', () => {
  it('Start sets 10 % and opening then keeps it; opening a module not started sets 25 %', async () => {
    const who = await artist();
    expect(await percentAfter(moduleIds[0]!, 'started', who.cookie)).toBe(10);
    expect(await percentAfter(moduleIds[0]!, 'opened', who.cookie)).toBe(10);
    expect(await percentAfter(moduleIds[1]!, 'opened', who.cookie)).toBe(25);
    const page = await view(moduleIds[1]!, who.cookie);
    expect(page.progress.startedAt).not.toBeNull();
    expect(page.canMarkComplete).toBe(false);
  });

  it('worksheet 50, watched 75, and never going down', async () => {
    const who = await artist();
    const id = moduleIds[0]!;
    expect(await percentAfter(id, 'opened', who.cookie)).toBe(25);
    expect(await percentAfter(id, 'watched', who.cookie)).toBe(75);
    expect(await percentAfter(id, 'worksheet', who.cookie)).toBe(75);
    expect(await percentAfter(id, 'started', who.cookie)).toBe(75);
    const page = await view(id, who.cookie);
    expect(page.progress).toMatchObject({
      worksheetDownloaded: true,
      videoWatched: true,
      progressPercentage: 75,
    });
    expect(page.canMarkComplete).toBe(true);
  });

  it('refuses Mark as Watched on a module without a video, and unknown steps, writing nothing', async () => {
    const who = await artist();
    const withoutVideo = moduleIds[1]!;
    expect((await view(withoutVideo, who.cookie)).video).toBeNull();
    const before = await rowCounts(suite.t.database);
    const watched = await step(withoutVideo, 'watched', who.cookie);
    expect(watched.status).toBe(404);
    expect((await watched.json()).error.code).toBe(API_ERROR_CODES.noVideo);
    const unknown = await step(withoutVideo, 'quizPassed', who.cookie);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toHaveProperty('step');
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('answers 404 for an unknown module and 400 for a malformed id', async () => {
    const who = await artist();
    const unknown = await get('modules/00000000-0000-4000-8000-000000000000', who.cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({
      code: 'module_not_found',
      message: 'Module not found',
    });
    expect((await get('modules/not-an-id', who.cookie)).status).toBe(400);
  });
});

describe('notes', () => {
  it('saves the whole text and gives it back on the module page', async () => {
    const who = await artist();
    const id = moduleIds[2]!;
    const notes = 'Ideas for my release plan:\n- [01:05] the split sheet\n- ask the producer about stems';
    const saved = await send(suite.t, 'PUT', api(`modules/${id}/notes`), { notes }, { cookie: who.cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ notes });
    const page = await view(id, who.cookie);
    expect(page.notes).toBe(notes);
    expect(page.notesSavedAt).not.toBeNull();
  });

  it('refuses notes over the limit with a field message and keeps what was saved', async () => {
    const who = await artist();
    const id = moduleIds[2]!;
    await send(suite.t, 'PUT', api(`modules/${id}/notes`), { notes: 'kept' }, { cookie: who.cookie });
    const tooLong = 'x'.repeat(PROGRAM_NOTES_MAX_LENGTH + 1);
    const response = await send(
      suite.t,
      'PUT',
      api(`modules/${id}/notes`),
      { notes: tooLong },
      { cookie: who.cookie },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.notes).toBe('Notes can be at most 20,000 characters.');
    expect((await view(id, who.cookie)).notes).toBe('kept');
  });
});

describe('the quiz', () => {
  it('sends questions without their answers', async () => {
    const who = await artist();
    const response = await get(`modules/${moduleIds[0]}/quiz/questions`, who.cookie);
    const { questions } = await response.json();
    expect(questions.length).toBeGreaterThanOrEqual(7);
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'points', 'question']);
      expect(question.options).toHaveLength(4);
    }
    expect(JSON.stringify(questions)).not.toContain('correct');
  });

  it('scores on the server; the best score decides; a pass sets quiz_completed and 100 %', async () => {
    const who = await artist();
    const id = moduleIds[0]!;
    const { right, wrong } = await quizOf(id);
    const failed: ProgramQuizAttemptAnswer = await (await attempt(id, who.cookie, wrong)).json();
    expect(failed.attempt).toMatchObject({ score: 0, passed: false });
    expect(failed.quiz).toMatchObject({ attemptsMade: 1, attemptsLeft: 2, passed: false, bestScore: 0 });
    const passed = await attempt(id, who.cookie, right);
    expect(passed.status).toBe(201);
    const answer: ProgramQuizAttemptAnswer = await passed.json();
    expect(answer.attempt).toMatchObject({ score: 100, passed: true });
    expect(answer.progress).toMatchObject({
      quizCompleted: true,
      progressPercentage: 100,
      completedAt: null,
    });
    expect(answer.canMarkComplete).toBe(true);
    expect(answer.awarded.map((a) => a.milestone.title)).toContain('Quiz Ace');
    // A worse retake does not undo the pass.
    const retake: ProgramQuizAttemptAnswer = await (await attempt(id, who.cookie, wrong)).json();
    expect(retake.quiz).toMatchObject({ attemptsLeft: 0, bestScore: 100, lastScore: 0, passed: true });
    expect(retake.awarded).toEqual([]);
  });

  it('refuses attempts beyond max_attempts, and the questions too, writing nothing', async () => {
    const who = await artist();
    const id = moduleIds[1]!;
    const { wrong } = await quizOf(id);
    for (let i = 0; i < 3; i += 1) expect((await attempt(id, who.cookie, wrong)).status).toBe(201);
    const before = await rowCounts(suite.t.database);
    const fourth = await attempt(id, who.cookie, wrong);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.code).toBe(API_ERROR_CODES.noAttemptsLeft);
    expect((await get(`modules/${id}/quiz/questions`, who.cookie)).status).toBe(409);
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('lets two submissions at once take the last attempt only once', async () => {
    const who = await artist();
    const id = moduleIds[3]!;
    const { wrong } = await quizOf(id);
    for (let i = 0; i < 2; i += 1) await attempt(id, who.cookie, wrong);
    const statuses = (
      await Promise.all([attempt(id, who.cookie, wrong), attempt(id, who.cookie, wrong)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("refuses answers to another quiz's questions, missing answers and options that are not offered", async () => {
    const who = await artist();
    const { right } = await quizOf(moduleIds[0]!);
    const other = await quizOf(moduleIds[1]!);
    const before = await rowCounts(suite.t.database);
    const foreign = await attempt(moduleIds[1]!, who.cookie, { ...other.right, ...right });
    expect(foreign.status).toBe(400);
    const [firstForeign] = Object.keys(right);
    expect((await foreign.json()).error.fields[firstForeign!]).toBe(
      'This question is not part of this quiz.',
    );
    const [firstOwn, ...rest] = Object.keys(other.right);
    const missing = await attempt(
      moduleIds[1]!,
      who.cookie,
      Object.fromEntries(rest.map((k) => [k, other.right[k]!])),
    );
    expect((await missing.json()).error.fields[firstOwn!]).toBe('Please answer this question.');
    const invented = await attempt(moduleIds[1]!, who.cookie, {
      ...other.right,
      [firstOwn!]: 'Something else',
    });
    expect((await invented.json()).error.fields[firstOwn!]).toBe(
      'This is not one of the question’s options.',
    );
    const scored = await attempt(moduleIds[1]!, who.cookie, { ...other.right, score: 100 } as never);
    expect(scored.status).toBe(400);
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });
});

describe('Mark Module Complete and milestones', () => {
  it('is refused below 50 % and once completed', async () => {
    const who = await artist();
    const id = moduleIds[4]!;
    await step(id, 'opened', who.cookie);
    const early = await send(suite.t, 'POST', api(`modules/${id}/complete`), undefined, {
      cookie: who.cookie,
    });
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe(API_ERROR_CODES.moduleNotReady);
    await step(id, 'worksheet', who.cookie);
    const done = await send(suite.t, 'POST', api(`modules/${id}/complete`), undefined, {
      cookie: who.cookie,
    });
    expect(done.status).toBe(200);
    const answer = await done.json();
    expect(answer.progress).toMatchObject({ progressPercentage: 100 });
    expect(answer.progress.completedAt).not.toBeNull();
    expect(answer.awarded.map((a: { milestone: { title: string } }) => a.milestone.title)).toEqual(
      expect.arrayContaining(['First Steps', 'Hands On', 'Module Master']),
    );
    const again = await send(suite.t, 'POST', api(`modules/${id}/complete`), undefined, {
      cookie: who.cookie,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.alreadyCompleted);
    const page = await view(id, who.cookie);
    expect(page.canMarkComplete).toBe(false);
  });

  it('awards each milestone once when completions and checks run at once', async () => {
    const who = await artist();
    for (const id of moduleIds) await step(id, 'worksheet', who.cookie);
    const completions = await Promise.all(
      moduleIds.map((id) =>
        send(suite.t, 'POST', api(`modules/${id}/complete`), undefined, { cookie: who.cookie }),
      ),
    );
    expect(completions.map((r) => r.status)).toEqual(moduleIds.map(() => 200));
    await Promise.all([get('achievements', who.cookie), get('achievements', who.cookie)]);
    const rows = await suite.t.database.db
      .select({ milestoneId: userMilestones.milestoneId })
      .from(userMilestones)
      .where(eq(userMilestones.userId, who.userId));
    expect(new Set(rows.map((r) => r.milestoneId)).size).toBe(rows.length);
    const awardedTitles = (
      await Promise.all(
        completions.map(async (r) => (await r.json()).awarded as { milestone: { title: string } }[]),
      )
    )
      .flat()
      .map((a) => a.milestone.title);
    expect(awardedTitles.filter((t) => t === 'Module Master')).toHaveLength(1);
    expect(awardedTitles.filter((t) => t === 'Program Graduate')).toHaveLength(1);

    const panel: Achievements = await (await get('achievements', who.cookie)).json();
    const catalogue = await suite.t.database.db
      .select()
      .from(milestones)
      .where(eq(milestones.isActive, true));
    const earned = catalogue.filter((m) =>
      ['first-steps', 'hands-on', 'module-master', 'halfway-there', 'program-graduate'].includes(m.key),
    );
    expect(panel.earnedCount).toBe(earned.length);
    expect(panel.totalMilestones).toBe(catalogue.length);
    expect(panel.percentComplete).toBe(Math.round((earned.length / catalogue.length) * 100));
    expect(panel.totalPoints).toBe(earned.reduce((sum, m) => sum + m.points, 0));
    expect(panel.recent).toHaveLength(3);
    const { summary } = await (await get('progress', who.cookie)).json();
    expect(summary).toEqual({ completedModules: 6, totalModules: 6, completionPercentage: 100 });
  });

  it('awards the notes milestone when the panel loads, and lists nothing for a new member', async () => {
    const fresh = await artist();
    const empty: Achievements = await (await get('achievements', fresh.cookie)).json();
    expect(empty).toMatchObject({ percentComplete: 0, totalPoints: 0, earnedCount: 0, recent: [] });
    expect(empty.milestones.map((m) => m.points)).toEqual(
      [...empty.milestones.map((m) => m.points)].sort((a, b) => a - b),
    );
    await send(
      suite.t,
      'PUT',
      api(`modules/${moduleIds[0]}/notes`),
      { notes: 'A first idea' },
      { cookie: fresh.cookie },
    );
    const panel: Achievements = await (await get('achievements', fresh.cookie)).json();
    expect(panel.recent.map((r) => r.milestone.title)).toEqual(['Note Taker']);
    expect(panel.recent[0]!.milestone).toMatchObject({ badgeIcon: 'Star', badgeColor: 'teal', points: 10 });
  });
});

describe('files', () => {
  it('streams the training video with HTTP Range and offers the worksheet as a download', async () => {
    const who = await artist();
    const id = moduleIds[0]!;
    const page = await view(id, who.cookie);
    expect(page.video?.url).toBe(`/api/program/modules/${id}/video`);
    const partial = await suite.t.app.request(page.video!.url, {
      headers: { cookie: who.cookie, range: 'bytes=0-99' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-type')).toBe('video/webm');
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
    const worksheet = await suite.t.app.request(page.worksheetUrl!, { headers: { cookie: who.cookie } });
    expect(worksheet.status).toBe(200);
    expect(worksheet.headers.get('content-disposition')).toMatch(
      /attachment; filename="industry-timeline-template.csv"/,
    );
    const none = await get(`modules/${moduleIds[1]}/video`, who.cookie);
    expect(none.status).toBe(404);
  });
});

describe('the content', () => {
  it('reloads in place: progress and an admin-chosen video survive, and an unchanged start writes nothing', async () => {
    const who = await artist();
    const id = moduleIds[1]!;
    await send(suite.t, 'PUT', api(`modules/${id}/notes`), { notes: 'survives' }, { cookie: who.cookie });
    const { db } = suite.t.database;
    await db
      .update(programModules)
      .set({ videoUrl: 'program-videos/123-abc.mp4' })
      .where(eq(programModules.id, id));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'program-content-'));
    await fs.cp(suite.t.env.LEARNING_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, 'modules', '02-money-matters-in-music.md');
    await fs.writeFile(
      file,
      (await fs.readFile(file, 'utf8')).replace('title: Money Matters in Music', 'title: Money Matters'),
    );
    await syncProgramContent(
      db,
      await loadLearningContent(dir),
      await loadMilestones(suite.t.env.PROGRAM_CONTENT_DIR),
    );
    const [row] = await db.select().from(programModules).where(eq(programModules.id, id));
    expect(row).toMatchObject({ title: 'Money Matters', videoUrl: 'program-videos/123-abc.mp4' });
    expect((await view(id, who.cookie)).notes).toBe('survives');
    const [progress] = await db
      .select()
      .from(userModuleProgress)
      .where(and(eq(userModuleProgress.userId, who.userId), eq(userModuleProgress.moduleId, id)));
    expect(progress?.notes).toBe('survives');
    // Back to the real files.
    await db.update(programModules).set({ videoUrl: null }).where(eq(programModules.id, id));
    await seedProgramContent(suite.t);
    expect(
      await loadProgramContentIfChanged(
        db,
        suite.t.env.LEARNING_CONTENT_DIR,
        suite.t.env.PROGRAM_CONTENT_DIR,
      ),
    ).toBe(true);
    expect(
      await loadProgramContentIfChanged(
        db,
        suite.t.env.LEARNING_CONTENT_DIR,
        suite.t.env.PROGRAM_CONTENT_DIR,
      ),
    ).toBe(false);
  });
});
