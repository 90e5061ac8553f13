/**
 * The learning-area API against the real database and the real content of `content/learning/`
 * (training-program.md §2, §4, §5, §7; docs/decisions/0009): enrolment, unlocking, locked modules refused on every
 * route, progress that never goes down, playback credited by the clock, quizzes scored by the server, attempts
 * limited, completion.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { CourseView, ModuleView, QuizAttemptAnswer } from '@shared/schemas/learning';
import {
  modules,
  quizAttempts,
  quizQuestions,
  quizzes,
  userEnrollments,
  userProgress,
} from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { rowCounts } from '../../test/test-app';
import { seedLearningContent } from '../../test/learning-content';
import { loadLearningContentIfChanged } from './content';

const suite = useAccountSuite();
let courseId = '';
/** Module ids in course order. */
let moduleIds: string[] = [];

/** A signed-in approved artist: their cookie and id. */
async function learner(): Promise<{ cookie: string; userId: string }> {
  const email = uniqueEmail('learner');
  await createConfirmedAccount(suite.t, { email });
  const cookie = await signInCookie(suite.t, { email });
  const { session } = await readSession(suite.t, cookie);
  return { cookie, userId: session.user.id };
}

async function enrolled() {
  const who = await learner();
  const response = await send(
    suite.t,
    'POST',
    `/api/learning/courses/${courseId}/enrollment`,
    undefined,
    who,
  );
  expect(response.status).toBe(201);
  return who;
}

/** The quiz of a module: question ids with their right and a wrong key. */
async function quizOf(moduleId: string) {
  const { db } = suite.t.database;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.moduleId, moduleId));
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz!.id), eq(quizQuestions.isActive, true)))
    .orderBy(asc(quizQuestions.orderIndex));
  const right = Object.fromEntries(questions.map((q) => [q.id, q.correctAnswer]));
  const wrong = Object.fromEntries(
    questions.map((q) => [q.id, Object.keys(q.options).find((key) => key !== q.correctAnswer)!]),
  );
  return { quiz: quiz!, questions, right, wrong };
}

const moduleView = async (moduleId: string, cookie: string) =>
  send(suite.t, 'GET', `/api/learning/modules/${moduleId}`, undefined, { cookie });

const attempt = (moduleId: string, cookie: string, body: unknown) =>
  send(suite.t, 'POST', `/api/learning/modules/${moduleId}/quiz/attempts`, body, { cookie });

beforeAll(async () => {
  courseId = await seedLearningContent(suite.t);
  const { db } = suite.t.database;
  moduleIds = (
    await db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.monthNumber), asc(modules.weekNumber))
  ).map((row) => row.id);
});

describe('courses', () => {
  it('lists the published course to anyone, with its six modules', async () => {
    const response = await send(suite.t, 'GET', '/api/courses');
    expect(response.status).toBe(200);
    const { courses } = await response.json();
    expect(courses).toEqual([
      expect.objectContaining({
        id: courseId,
        title: 'Music Industry Essentials',
        durationMonths: 6,
        moduleCount: 6,
      }),
    ]);
  });

  it('lists only upcoming workshops, soonest first', async () => {
    const { workshops } = await (await send(suite.t, 'GET', '/api/workshops')).json();
    const dates = workshops.map((w: { date: string }) => Date.parse(w.date));
    expect(dates.every((d: number) => d >= Date.now())).toBe(true);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    for (const workshop of workshops) expect(workshop.bookingUrl).toMatch(/^https:\/\//);
  });

  it('shows the course without modules before enrolment, and needs an approved artist', async () => {
    const { cookie } = await learner();
    const response = await send(suite.t, 'GET', `/api/learning/courses/${courseId}`, undefined, { cookie });
    const view: CourseView = await response.json();
    expect(view).toMatchObject({ enrolledAt: null, modules: [], progress: null });
    expect((await send(suite.t, 'GET', `/api/learning/courses/${courseId}`)).status).toBe(401);
  });
});

describe('enrolment and unlocking', () => {
  it('enrols once: a second enrolment answers 409 and the enrolment stays one', async () => {
    const who = await enrolled();
    const again = await send(suite.t, 'POST', `/api/learning/courses/${courseId}/enrollment`, undefined, who);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.alreadyEnrolled);
    const rows = await suite.t.database.db
      .select()
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('opens module 1 and locks the others, each saying which module unlocks it', async () => {
    const { cookie } = await enrolled();
    const view: CourseView = await (
      await send(suite.t, 'GET', `/api/learning/courses/${courseId}`, undefined, { cookie })
    ).json();
    expect(view.enrolledAt).not.toBeNull();
    expect(view.modules.map((m) => m.status)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(view.modules.map((m) => m.unlocksAfterModule)).toEqual([null, 1, 2, 3, 4, 5]);
    expect(view.modules.map((m) => m.monthNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(view.modules[0]!.hasVideo).toBe(true);
    expect(view.progress).toEqual({ completedModules: 0, totalModules: 6, percentage: 0 });
  });

  it('refuses an unknown course, a malformed id, and a course id used as a module id', async () => {
    const { cookie } = await learner();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send(suite.t, 'POST', `/api/learning/courses/${unknown}/enrollment`, undefined, { cookie }))
        .status,
    ).toBe(404);
    expect((await send(suite.t, 'GET', `/api/learning/courses/nope`, undefined, { cookie })).status).toBe(
      400,
    );
    expect((await moduleView(courseId, cookie)).status).toBe(404);
  });
});

describe('a locked module', () => {
  it('is refused on every route, and nothing is written', async () => {
    const { cookie } = await enrolled();
    const locked = moduleIds[1]!;
    const { right } = await quizOf(locked);
    const before = await rowCounts(suite.t.database);
    const calls: [string, string, unknown][] = [
      ['GET', `/api/learning/modules/${locked}`, undefined],
      ['POST', `/api/learning/modules/${locked}/progress`, { step: 'opened' }],
      ['PUT', `/api/learning/modules/${locked}/playback`, { positionSeconds: 1, playedSeconds: 1 }],
      ['GET', `/api/learning/modules/${locked}/video`, undefined],
      ['GET', `/api/learning/modules/${locked}/captions`, undefined],
      ['GET', `/api/learning/modules/${locked}/quiz/questions`, undefined],
      ['POST', `/api/learning/modules/${locked}/quiz/attempts`, { answers: right }],
      ['POST', `/api/learning/modules/${locked}/complete`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await send(suite.t, method as 'GET', path, body, { cookie });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.moduleLocked);
    }
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('is refused to an artist who is not enrolled', async () => {
    const { cookie } = await learner();
    const response = await moduleView(moduleIds[0]!, cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(API_ERROR_CODES.notEnrolled);
  });
});

describe('progress', () => {
  it('follows the steps 10, 50, 70 and never goes down', async () => {
    const { cookie } = await enrolled();
    const first = moduleIds[0]!;
    const step = async (name: string) =>
      (
        await send(suite.t, 'POST', `/api/learning/modules/${first}/progress`, { step: name }, { cookie })
      ).json();
    expect((await step('opened')).progress).toMatchObject({ progressPercentage: 10, status: 'available' });
    expect((await step('lessonRead')).progress.progressPercentage).toBe(70);
    expect((await step('videoStarted')).progress.progressPercentage).toBe(70);
    const again = await step('opened');
    expect(again.progress.progressPercentage).toBe(70);
    expect(again.lessonRead).toBe(true);
    const view: ModuleView = await (await moduleView(first, cookie)).json();
    expect(view.progress.startedAt).not.toBeNull();
  });

  it('refuses the steps only the server takes', async () => {
    const { cookie } = await enrolled();
    for (const step of ['quizPassed', 'completed', 'bogus']) {
      const response = await send(
        suite.t,
        'POST',
        `/api/learning/modules/${moduleIds[0]}/progress`,
        { step },
        { cookie },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.step).toBeTruthy();
    }
  });

  it('never lets one learner change another learner’s progress', async () => {
    const a = await enrolled();
    const b = await enrolled();
    await send(suite.t, 'POST', `/api/learning/modules/${moduleIds[0]}/progress`, { step: 'lessonRead' }, a);
    const rowOfB = await suite.t.database.db
      .select({ p: userProgress.progressPercentage })
      .from(userProgress)
      .where(and(eq(userProgress.userId, b.userId), eq(userProgress.moduleId, moduleIds[0]!)));
    expect(rowOfB).toEqual([{ p: 0 }]);
  });
});

describe('playback', () => {
  it('credits no more playing time than has passed, and resumes where the learner was', async () => {
    const { cookie } = await enrolled();
    const first = moduleIds[0]!;
    const play = (body: unknown) =>
      send(suite.t, 'PUT', `/api/learning/modules/${first}/playback`, body, { cookie });
    // Before Start Video Lesson, the clock has not started: nothing is credited.
    expect(await (await play({ positionSeconds: 5, playedSeconds: 5 })).json()).toEqual({
      positionSeconds: 5,
      watchedSeconds: 0,
    });
    await send(
      suite.t,
      'POST',
      `/api/learning/modules/${first}/progress`,
      { step: 'videoStarted' },
      { cookie },
    );
    const claimed = await (await play({ positionSeconds: 20, playedSeconds: 20 })).json();
    expect(claimed.watchedSeconds).toBeLessThan(4);
    const view: ModuleView = await (await moduleView(first, cookie)).json();
    expect(view.video).toMatchObject({ positionSeconds: 20, url: `/api/learning/modules/${first}/video` });
    expect(view.video!.watchedSeconds).toBe(claimed.watchedSeconds);
    expect(view.progress.progressPercentage).toBe(50);
    // A position past the end is kept at the end.
    const past = await (await play({ positionSeconds: 9999, playedSeconds: 0 })).json();
    expect(past.positionSeconds).toBe(view.video!.durationSeconds);
  });

  it('streams the video with HTTP Range so seeking works', async () => {
    const { cookie } = await enrolled();
    const path = `/api/learning/modules/${moduleIds[0]}/video`;
    const whole = await suite.t.app.request(path, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const size = Number(whole.headers.get('content-length'));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const part = await suite.t.app.request(path, { headers: { cookie, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await suite.t.app.request(path, { headers: { cookie, range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const outside = await suite.t.app.request(path, { headers: { cookie, range: `bytes=${size + 10}-` } });
    expect(outside.status).toBe(416);
    // Revalidation and a resumed download: the same version answers 304; a range "if still this version" holds
    // for the file's date and not for another date.
    const revalidated = await suite.t.app.request(path, {
      headers: { cookie, 'if-none-match': whole.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    const lastModified = whole.headers.get('last-modified')!;
    const resumed = await suite.t.app.request(path, {
      headers: { cookie, range: 'bytes=100-199', 'if-range': lastModified },
    });
    expect(resumed.status).toBe(206);
    const replaced = await suite.t.app.request(path, {
      headers: { cookie, range: 'bytes=100-199', 'if-range': new Date(0).toUTCString() },
    });
    expect(replaced.status).toBe(200);
    expect((await replaced.arrayBuffer()).byteLength).toBe(size);
    const captions = await suite.t.app.request(`/api/learning/modules/${moduleIds[0]}/captions`, {
      headers: { cookie },
    });
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });
});

describe('quiz', () => {
  it('never sends the correct answers with the questions', async () => {
    const { cookie } = await enrolled();
    const { questions } = await quizOf(moduleIds[0]!);
    const response = await send(
      suite.t,
      'GET',
      `/api/learning/modules/${moduleIds[0]}/quiz/questions`,
      undefined,
      {
        cookie,
      },
    );
    const body = await response.json();
    expect(body.questions).toHaveLength(questions.length);
    expect(JSON.stringify(body)).not.toMatch(/correct|answer/i);
    expect(body.questions[0].options).toHaveLength(4);
  });

  it('scores on the server: a client-sent score is refused and never stored', async () => {
    const { cookie, userId } = await enrolled();
    const { wrong } = await quizOf(moduleIds[0]!);
    const cheat = await attempt(moduleIds[0]!, cookie, { answers: wrong, score: 100 });
    expect(cheat.status).toBe(400);
    expect((await cheat.json()).error.fields.score).toBeTruthy();
    const honest: QuizAttemptAnswer = await (await attempt(moduleIds[0]!, cookie, { answers: wrong })).json();
    expect(honest.attempt).toMatchObject({ score: 0, passed: false, attemptNumber: 1 });
    const stored = await suite.t.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId));
    expect(stored.map((row) => row.score)).toEqual([0]);
  });

  it('refuses answers for another quiz, missing answers and unknown keys, writing nothing', async () => {
    const { cookie } = await enrolled();
    const own = await quizOf(moduleIds[0]!);
    const other = await quizOf(moduleIds[1]!);
    const before = await rowCounts(suite.t.database);
    const firstId = own.questions[0]!.id;
    const cases = [
      { answers: other.right },
      { answers: { ...own.right, [other.questions[0]!.id]: 'a' } },
      { answers: Object.fromEntries(Object.entries(own.right).slice(1)) },
      { answers: { ...own.right, [firstId]: 'z' } },
      { answers: {} },
    ];
    for (const body of cases) {
      const response = await attempt(moduleIds[0]!, cookie, body);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields).length).toBeGreaterThan(0);
    }
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('blocks completion after a failed score until a pass, then completes once and opens module 2', async () => {
    const { cookie } = await enrolled();
    const first = moduleIds[0]!;
    const { right, wrong, quiz } = await quizOf(first);
    const failed: QuizAttemptAnswer = await (await attempt(first, cookie, { answers: wrong })).json();
    expect(failed.attempt.passed).toBe(false);
    expect(failed.canComplete).toBe(false);
    expect(failed.quiz).toMatchObject({ attemptsMade: 1, attemptsLeft: quiz.maxAttempts - 1, lastScore: 0 });
    const blocked = await send(suite.t, 'POST', `/api/learning/modules/${first}/complete`, undefined, {
      cookie,
    });
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).error.code).toBe(API_ERROR_CODES.quizNotPassed);

    const passed: QuizAttemptAnswer = await (await attempt(first, cookie, { answers: right })).json();
    expect(passed.attempt).toMatchObject({ score: 100, passed: true, attemptNumber: 2 });
    expect(passed.progress.progressPercentage).toBe(90);
    expect(passed.canComplete).toBe(true);

    const done = await send(suite.t, 'POST', `/api/learning/modules/${first}/complete`, undefined, {
      cookie,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      progress: { status: 'completed', progressPercentage: 100 },
      unlockedModuleId: moduleIds[1],
    });
    const twice = await send(suite.t, 'POST', `/api/learning/modules/${first}/complete`, undefined, {
      cookie,
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe(API_ERROR_CODES.alreadyCompleted);

    const view: CourseView = await (
      await send(suite.t, 'GET', `/api/learning/courses/${courseId}`, undefined, { cookie })
    ).json();
    expect(view.modules.slice(0, 3).map((m) => m.status)).toEqual(['completed', 'available', 'locked']);
    expect(view.progress).toEqual({ completedModules: 1, totalModules: 6, percentage: 17 });
    expect((await moduleView(moduleIds[1]!, cookie)).status).toBe(200);
  });

  it('refuses attempts beyond the limit, and says when new ones open', async () => {
    const { cookie, userId } = await enrolled();
    const first = moduleIds[0]!;
    const { wrong, quiz } = await quizOf(first);
    for (let n = 1; n <= quiz.maxAttempts; n += 1)
      expect((await attempt(first, cookie, { answers: wrong })).status).toBe(201);
    const over = await attempt(first, cookie, { answers: wrong });
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe(API_ERROR_CODES.noAttemptsLeft);
    const questions = await send(suite.t, 'GET', `/api/learning/modules/${first}/quiz/questions`, undefined, {
      cookie,
    });
    expect(questions.status).toBe(409);
    const view: ModuleView = await (await moduleView(first, cookie)).json();
    expect(view.quiz).toMatchObject({ attemptsLeft: 0, attemptsMade: quiz.maxAttempts, passed: false });
    expect(Date.parse(view.quiz!.retryAt!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(view.canComplete).toBe(false);
    const stored = await suite.t.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId));
    expect(stored).toHaveLength(quiz.maxAttempts);
  });

  it('lets two submissions at once take only the one attempt left', async () => {
    const { cookie, userId } = await enrolled();
    const first = moduleIds[0]!;
    const { wrong, quiz } = await quizOf(first);
    for (let n = 1; n < quiz.maxAttempts; n += 1) await attempt(first, cookie, { answers: wrong });
    const statuses = (
      await Promise.all([
        attempt(first, cookie, { answers: wrong }),
        attempt(first, cookie, { answers: wrong }),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const stored = await suite.t.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId));
    expect(stored).toHaveLength(quiz.maxAttempts);
  });
});

describe('content reload', () => {
  it('writes the files at a start only when they changed since the last load', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'learning-content-'));
    try {
      await fs.cp(suite.t.env.LEARNING_CONTENT_DIR, dir, { recursive: true });
      const { db } = suite.t.database;
      expect(await loadLearningContentIfChanged(db, dir)).toBe(true);
      expect(await loadLearningContentIfChanged(db, dir)).toBe(false);
      const file = path.join(dir, 'modules', (await fs.readdir(path.join(dir, 'modules'))).sort()[0]!);
      const text = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, text.replace(/^title: .*$/m, 'title: History of Recorded Music'));
      expect(await loadLearningContentIfChanged(db, dir)).toBe(true);
      const [first] = await db
        .select({ title: modules.title })
        .from(modules)
        .where(eq(modules.id, moduleIds[0]!));
      expect(first!.title).toBe('History of Recorded Music');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
      await seedLearningContent(suite.t);
    }
  });

  it('keeps every learner’s progress and the module ids when the content is loaded again', async () => {
    const { cookie } = await enrolled();
    await send(
      suite.t,
      'POST',
      `/api/learning/modules/${moduleIds[0]}/progress`,
      { step: 'lessonRead' },
      { cookie },
    );
    expect(await seedLearningContent(suite.t)).toBe(courseId);
    const view: ModuleView = await (await moduleView(moduleIds[0]!, cookie)).json();
    expect(view.progress.progressPercentage).toBe(70);
  });
});
