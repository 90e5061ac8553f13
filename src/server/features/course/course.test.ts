/**
 * The course API against the real database and the real content of `content/learning/` (training-program.md §2,
 * §4, §5, §7; docs/decisions/0009, 0010): one record per learner and module read by both views, each unlocking
 * rule applied on every module route, each completion rule (lesson, video credited by the clock, worksheet, quiz),
 * quiz rounds on a fixed clock, and replayed or forged requests that change nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { uploadMessages } from '@shared/messages/admin';
import { textFieldMessages } from '@shared/messages/forms';
import { learningPercent, membersPercent, type ModuleFacts } from '@shared/course/progress-steps';
import { addMonths } from '@shared/course/unlocking';
import type { CourseView, ModuleView, QuizAttemptAnswer } from '@shared/schemas/learning';
import type { ProgramDashboard } from '@shared/schemas/program-dashboard';
import {
  courses,
  learnerRevisions,
  moduleProgress,
  modules,
  quizQuestions,
  quizzes,
  userEnrollments,
  userRoles,
  worksheetAnswers,
} from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { CATALOG_TTL_MS, courseCatalog, invalidateCourseCatalog } from './catalog';
import { rowCounts } from '../../test/test-app';

const suite = useAccountSuite();
let courseId = '';
/** Module ids in course order. */
let moduleIds: string[] = [];

type Learner = { cookie: string; userId: string };

/** A signed-in approved artist. */
async function learner(email = uniqueEmail('learner')): Promise<Learner> {
  await createConfirmedAccount(suite.t, { email });
  const cookie = await signInCookie(suite.t, { email });
  const { session } = await readSession(suite.t, cookie);
  return { cookie, userId: session.user.id };
}

async function enrolled(email?: string): Promise<Learner> {
  const who = await learner(email);
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

const api = (who: Learner, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  send(suite.t, method, `/api/learning${path}`, body, who);

const step = (who: Learner, moduleId: string, name: string) =>
  api(who, 'POST', `/modules/${moduleId}/progress`, { step: name });

const play = (who: Learner, moduleId: string, body: Record<string, number>) =>
  api(who, 'PUT', `/modules/${moduleId}/playback`, body);

async function view(who: Learner, moduleId: string): Promise<ModuleView> {
  const response = await api(who, 'GET', `/modules/${moduleId}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function programView(who: Learner): Promise<CourseView> {
  const response = await api(who, 'GET', '/program');
  expect(response.status).toBe(200);
  return response.json();
}

/** The quiz of a module: question ids with their right and a wrong key. */
async function quizOf(moduleId: string) {
  const { db } = suite.t.database;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.moduleId, moduleId));
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz!.id), eq(quizQuestions.isActive, true)));
  const right = Object.fromEntries(questions.map((q) => [q.id, q.correctAnswer]));
  const wrong = Object.fromEntries(
    questions.map((q) => [q.id, Object.keys(q.options).find((key) => key !== q.correctAnswer)!]),
  );
  return { quiz: quiz!, questions, right, wrong };
}

/** The fixed clock: JS dates only, set by hand (the database and timers run as usual). */
function fixClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
const advance = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

afterEach(() => {
  vi.useRealTimers();
});

/** Plays the whole video of `moduleId` in real-time reports on the fixed clock (10 s each). */
async function watchVideo(who: Learner, moduleId: string, videoSeconds: number) {
  await play(who, moduleId, { positionSeconds: 0, playedSeconds: 0, playbackRate: 1 });
  for (let position = 10; position < videoSeconds + 10; position += 10) {
    advance(10);
    const response = await play(who, moduleId, {
      positionSeconds: Math.min(position, videoSeconds),
      playedSeconds: 10,
      playbackRate: 1,
    });
    expect(response.status).toBe(200);
  }
}

/** Answers every worksheet prompt of the module. */
async function answerWorksheet(who: Learner, moduleId: string) {
  const { worksheet } = await view(who, moduleId);
  for (const [index] of worksheet!.prompts.entries()) {
    const response = await api(who, 'PUT', `/modules/${moduleId}/worksheet/answers/${index}`, {
      answer: `My answer to prompt ${index + 1}.`,
    });
    expect(response.status).toBe(200);
  }
}

/** Everything completion needs, as a learner does it: opened, video watched, worksheet done, quiz passed. */
async function doEverything(who: Learner, moduleId: string) {
  expect((await step(who, moduleId, 'opened')).status).toBe(200);
  const current = await view(who, moduleId);
  if (current.video) {
    fixClock(new Date());
    await watchVideo(who, moduleId, current.video.durationSeconds);
    vi.useRealTimers();
    expect((await step(who, moduleId, 'watched')).status).toBe(200);
  }
  await answerWorksheet(who, moduleId);
  expect((await step(who, moduleId, 'worksheet')).status).toBe(200);
  const { right } = await quizOf(moduleId);
  expect((await api(who, 'POST', `/modules/${moduleId}/quiz/attempts`, { answers: right })).status).toBe(201);
}

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
});

describe('courses', () => {
  it('lists the published course to anyone, with its six modules', async () => {
    const response = await send(suite.t, 'GET', '/api/courses');
    expect(response.status).toBe(200);
    const { courses: list } = await response.json();
    expect(list).toEqual([
      expect.objectContaining({ id: courseId, title: 'Music Industry Essentials', moduleCount: 6 }),
    ]);
  });

  it('shows the course without modules before enrolment, and needs an approved artist', async () => {
    const who = await learner();
    const course: CourseView = await (await api(who, 'GET', `/courses/${courseId}`)).json();
    expect(course).toMatchObject({ enrolledAt: null, modules: [], lastModuleId: null });
    expect(course.course.unlockRule).toBe('sequential');
    expect((await send(suite.t, 'GET', `/api/learning/courses/${courseId}`)).status).toBe(401);
    expect((await send(suite.t, 'GET', '/api/learning/program')).status).toBe(401);
  });

  it('enrols once: a second enrolment answers 409 and the enrolment stays one', async () => {
    const who = await enrolled();
    const again = await api(who, 'POST', `/courses/${courseId}/enrollment`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.alreadyEnrolled);
    const rows = await suite.t.database.db
      .select()
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('gives the members dashboard in one request, enrolling an approved artist on the first visit', async () => {
    const who = await learner();
    const response = await send(suite.t, 'GET', '/api/program/dashboard', undefined, who);
    expect(response.status).toBe(200);
    const dashboard = await response.json();
    expect(dashboard.course.enrolledAt).not.toBeNull();
    expect(dashboard.course.modules).toHaveLength(6);
    expect(dashboard.profile.email).toMatch(/@/);
    expect(dashboard.achievements.totalMilestones).toBeGreaterThan(0);
    expect(dashboard.course).toEqual(await programView(who));
    expect((await send(suite.t, 'GET', '/api/program/dashboard')).status).toBe(401);
  });

  it('gives the members dashboard the same course, modules and facts as /learning', async () => {
    const who = await enrolled();
    const learning: CourseView = await (await api(who, 'GET', `/courses/${courseId}`)).json();
    expect(await programView(who)).toEqual(learning);
  });
});

describe('the course catalog', () => {
  it('never makes a transaction wait for a read that waits for the transaction', async () => {
    const db = suite.t.database.db;
    invalidateCourseCatalog(db);
    const inside = await db.transaction(async (tx) => {
      // On the embedded database this read waits until the transaction ends.
      const outside = courseCatalog(db);
      const catalog = await courseCatalog(tx);
      return { catalog, outside };
    });
    expect(inside.catalog.courses.map((course) => course.id)).toContain(courseId);
    expect((await inside.outside).courses.map((course) => course.id)).toContain(courseId);
  });
  it('stays the same object when read again unchanged, so what was kept for it still holds', async () => {
    const db = suite.t.database.db;
    invalidateCourseCatalog(db);
    const start = Date.now();
    const first = await courseCatalog(db, start);
    const later = start + CATALOG_TTL_MS + 1;
    expect(await courseCatalog(db, later)).toBe(first);
    // A change gives a new catalog once the TTL has passed.
    const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    await db
      .update(courses)
      .set({ title: `${course!.title} (edited)` })
      .where(eq(courses.id, courseId));
    try {
      const changed = await courseCatalog(db, later + CATALOG_TTL_MS + 1);
      expect(changed).not.toBe(first);
      expect(changed.courses.find((row) => row.id === courseId)?.title).toBe(`${course!.title} (edited)`);
    } finally {
      await db.update(courses).set({ title: course!.title }).where(eq(courses.id, courseId));
      invalidateCourseCatalog(db);
    }
  });
});

describe('unlocking', () => {
  /** Runs `body` with the course's rule set to `rule`, then sets it back. */
  async function withRule(rule: 'open' | 'schedule', body: () => Promise<void>) {
    const { db } = suite.t.database;
    await db.update(courses).set({ unlockRule: rule }).where(eq(courses.id, courseId));
    invalidateCourseCatalog(db);
    try {
      await body();
    } finally {
      await db.update(courses).set({ unlockRule: 'sequential' }).where(eq(courses.id, courseId));
      invalidateCourseCatalog(db);
    }
  }

  it('sequential (the default): module 1 is open, each other says which module opens it', async () => {
    const who = await enrolled();
    const course = await programView(who);
    expect(course.modules.map((m) => m.status)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(course.modules.map((m) => m.lock)).toEqual([
      null,
      ...[1, 2, 3, 4, 5].map((n) => ({ reason: 'previous', afterModuleNumber: n })),
    ]);
  });

  it('a locked module is refused on every route of both views, and nothing is written', async () => {
    const who = await enrolled();
    const locked = moduleIds[1]!;
    const { right } = await quizOf(locked);
    const before = await rowCounts(suite.t.database);
    const calls: ['GET' | 'POST' | 'PUT', string, unknown][] = [
      ['GET', `/modules/${locked}`, undefined],
      ['POST', `/modules/${locked}/progress`, { step: 'opened' }],
      ['POST', `/modules/${locked}/progress`, { step: 'started' }],
      ['PUT', `/modules/${locked}/playback`, { positionSeconds: 1, playedSeconds: 1 }],
      ['PUT', `/modules/${locked}/notes`, { notes: 'mine' }],
      ['PUT', `/modules/${locked}/worksheet/answers/0`, { answer: 'mine' }],
      ['GET', `/modules/${locked}/video`, undefined],
      ['GET', `/modules/${locked}/captions`, undefined],
      ['GET', `/modules/${locked}/worksheet`, undefined],
      ['GET', `/modules/${locked}/quiz/questions`, undefined],
      ['POST', `/modules/${locked}/quiz/attempts`, { answers: right }],
      ['POST', `/modules/${locked}/complete`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(who, method, path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.moduleLocked);
    }
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('refuses an artist who is not enrolled', async () => {
    const who = await learner();
    const response = await api(who, 'GET', `/modules/${moduleIds[0]}`);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(API_ERROR_CODES.notEnrolled);
  });

  it('open: every module is open', async () => {
    const who = await enrolled();
    await withRule('open', async () => {
      const course = await programView(who);
      expect(course.modules.every((m) => m.status === 'available' && m.lock === null)).toBe(true);
      expect((await api(who, 'GET', `/modules/${moduleIds[5]}`)).status).toBe(200);
    });
  });

  it('schedule: the module of month N opens N - 1 months after enrolment, and says when', async () => {
    const who = await enrolled();
    const now = new Date();
    fixClock(now);
    const enrolAt = (at: Date) =>
      suite.t.database.db
        .update(userEnrollments)
        .set({ enrolledAt: at })
        .where(eq(userEnrollments.userId, who.userId));
    // Enrolled two months and a day ago: months 1-3 are open, month 4 opens in a month less a day.
    const twoMonthsAgo = addMonths(now, -2);
    twoMonthsAgo.setUTCDate(twoMonthsAgo.getUTCDate() - 1);
    await enrolAt(twoMonthsAgo);
    await withRule('schedule', async () => {
      const course = await programView(who);
      expect(course.modules.map((m) => m.status)).toEqual([
        'available',
        'available',
        'available',
        'locked',
        'locked',
        'locked',
      ]);
      expect(course.modules[3]!.lock).toEqual({
        reason: 'schedule',
        opensAt: addMonths(twoMonthsAgo, 3).toISOString(),
      });
      expect((await api(who, 'GET', `/modules/${moduleIds[2]}`)).status).toBe(200);
      expect((await api(who, 'GET', `/modules/${moduleIds[3]}`)).status).toBe(403);
      // A month later (the enrolment moved back instead of the clock forward): month 4 is open.
      await enrolAt(addMonths(twoMonthsAgo, -1));
      expect((await api(who, 'GET', `/modules/${moduleIds[3]}`)).status).toBe(200);
      expect((await api(who, 'GET', `/modules/${moduleIds[4]}`)).status).toBe(403);
    });
  });

  it('opens a scheduled module on its date with nothing written meanwhile, on both views', async () => {
    const who = await enrolled();
    const now = new Date();
    fixClock(now);
    // Enrolled three months ago, less an hour: month 4 opens within the hour.
    const enrolledAt = new Date(addMonths(now, -3).getTime() + 3600_000);
    const { db } = suite.t.database;
    await db.update(userEnrollments).set({ enrolledAt }).where(eq(userEnrollments.userId, who.userId));
    await withRule('schedule', async () => {
      const dashboard = async () => {
        const response = await send(suite.t, 'GET', '/api/program/dashboard', undefined, who);
        expect(response.status).toBe(200);
        return ((await response.json()) as ProgramDashboard).course;
      };
      const before = await programView(who);
      const lock = before.modules[3]!.lock;
      expect(lock).toMatchObject({ reason: 'schedule' });
      // Read again, the answers stay the same until the clock reaches the date.
      expect(await programView(who)).toEqual(before);
      expect((await dashboard()).modules[3]!.status).toBe('locked');
      vi.setSystemTime(new Date(Date.parse((lock as { opensAt: string }).opensAt) - 1));
      expect((await programView(who)).modules[3]!.status).toBe('locked');
      vi.setSystemTime(new Date((lock as { opensAt: string }).opensAt));
      expect((await programView(who)).modules[3]).toMatchObject({ status: 'available', lock: null });
      expect((await dashboard()).modules[3]).toMatchObject({ status: 'available', lock: null });
      expect((await api(who, 'GET', `/modules/${moduleIds[3]}`)).status).toBe(200);
    });
  });

  it('never locks again a module the learner has started, whatever the rule', async () => {
    const who = await enrolled();
    await withRule('open', async () => {
      expect((await step(who, moduleIds[4]!, 'opened')).status).toBe(200);
    });
    const course = await programView(who);
    expect(course.modules[4]!.status).toBe('available');
    expect(course.modules[3]!.status).toBe('locked');
  });
});

describe('one record, two views', () => {
  it('records each step once as a fact; each view derives its own percentage from the facts', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const facts = async (): Promise<ModuleFacts> => (await view(who, first)).facts;
    const parts = (await view(who, first)).parts;
    expect((await step(who, first, 'started')).status).toBe(200);
    expect([learningPercent(await facts()), membersPercent(await facts(), parts)]).toEqual([10, 10]);
    await step(who, first, 'opened');
    expect([learningPercent(await facts()), membersPercent(await facts(), parts)]).toEqual([10, 25]);
    await step(who, first, 'videoStarted');
    expect(learningPercent(await facts())).toBe(50);
    await step(who, first, 'lessonRead');
    const read = await facts();
    expect(learningPercent(read)).toBe(70);
    await step(who, first, 'opened');
    expect(await facts()).toEqual(read);
    // The members dashboard reads the same record.
    const card = (await programView(who)).modules[0]!;
    expect(card.facts).toEqual(read);
  });

  it('refuses unknown steps and the steps only the server takes', async () => {
    const who = await enrolled();
    for (const name of ['quizPassed', 'completed', 'bogus']) {
      const response = await step(who, moduleIds[0]!, name);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.step).toBeTruthy();
    }
  });

  it('refuses a step for a part the module does not have, and writes nothing', async () => {
    const who = await enrolled();
    // Module 1 completed (written directly), so module 2 is open.
    await step(who, moduleIds[0]!, 'started');
    await suite.t.database.db
      .update(moduleProgress)
      .set({ completedAt: new Date() })
      .where(and(eq(moduleProgress.userId, who.userId), eq(moduleProgress.moduleId, moduleIds[0]!)));
    // Module 2 has no video.
    const second = moduleIds[1]!;
    await step(who, second, 'opened');
    const before = (await view(who, second)).facts;
    for (const name of ['videoStarted', 'watched']) {
      const response = await step(who, second, name);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.noVideo);
    }
    const playback = await play(who, second, { positionSeconds: 1, playedSeconds: 1 });
    expect(playback.status).toBe(404);
    expect((await view(who, second)).facts).toEqual(before);
  });

  it('never shows or changes one learner’s record to another', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const first = moduleIds[0]!;
    await step(a, first, 'lessonRead');
    await api(a, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: 'private words' });
    await api(a, 'PUT', `/modules/${first}/notes`, { notes: 'private notes' });
    const seenByB = await view(b, first);
    expect(seenByB.facts.lessonReadAt).toBeNull();
    expect(seenByB.worksheet!.answers.every((answer) => answer === '')).toBe(true);
    expect(seenByB.notes.text).toBe('');
  });

  it('answers learners who read at once each with their own record, and every read sees the writes before it', async () => {
    const first = moduleIds[0]!;
    const learners = await Promise.all(Array.from({ length: 8 }, () => enrolled()));
    await Promise.all(
      learners.map((who, index) =>
        api(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: `answer of learner ${index}` }),
      ),
    );
    // Module pages and dashboards of all eight at once: read together, each gets only its own rows.
    const [views, dashboards] = await Promise.all([
      Promise.all(learners.map((who) => view(who, first))),
      Promise.all(learners.map((who) => send(suite.t, 'GET', '/api/program/dashboard', undefined, who))),
    ]);
    views.forEach((seen, index) => expect(seen.worksheet!.answers[0]).toBe(`answer of learner ${index}`));
    for (const response of dashboards) expect(response.status).toBe(200);
    // A read asked for right after a write sees it.
    await step(learners[3]!, first, 'lessonRead');
    const [after, other] = await Promise.all([view(learners[3]!, first), view(learners[4]!, first)]);
    expect(after.facts.lessonReadAt).not.toBeNull();
    expect(other.facts.lessonReadAt).toBeNull();
  });

  it('sends a learner page compressed to a client that accepts it, the same answer as uncompressed', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const request = (path: string, acceptEncoding?: string) =>
      suite.t.app.request(path, {
        headers: { cookie: who.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    for (const path of ['/api/program/dashboard', `/api/learning/modules/${first}`]) {
      const plain = await request(path);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      const text = await plain.text();
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        // Twice: the second answer comes from the kept answer's copy.
        for (let read = 0; read < 2; read++) {
          const response = await request(path, accept);
          expect(response.headers.get('content-encoding'), `${path} ${accept}`).toBe(encoding);
          expect(response.headers.get('vary')).toBe('Accept-Encoding');
          expect(response.headers.get('cache-control')).toBe('no-store');
          const body = Buffer.from(await response.arrayBuffer());
          expect(body.byteLength).toBeLessThan(Buffer.byteLength(text) / 2);
          expect(decode(body).toString('utf8')).toBe(text);
        }
      }
    }
    // A write changes the answer in every encoding.
    await step(who, first, 'opened');
    const changed = await request(`/api/learning/modules/${first}`, 'br');
    const view = JSON.parse(
      zlib.brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString('utf8'),
    );
    expect((view as ModuleView).facts.startedAt).not.toBeNull();
  });

  it('shows a change made to the learner’s rows outside the API at once (every write raises the record’s revision)', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const db = suite.t.database.db;
    const revision = async () =>
      (
        await db
          .select({ revision: learnerRevisions.revision })
          .from(learnerRevisions)
          .where(eq(learnerRevisions.userId, who.userId))
      )[0]?.revision ?? 0;
    await step(who, first, 'opened');
    // Read twice: the second read may use the record kept at the session's revision.
    await view(who, first);
    expect((await view(who, first)).notes.text).toBe('');
    const before = await revision();
    await db
      .update(moduleProgress)
      .set({ notes: 'written by staff' })
      .where(and(eq(moduleProgress.userId, who.userId), eq(moduleProgress.moduleId, first)));
    expect(await revision()).toBe(before + 1);
    expect((await view(who, first)).notes.text).toBe('written by staff');
    // Deleting rows raises it too: the enrolment gone, the module is refused.
    await db.delete(userEnrollments).where(eq(userEnrollments.userId, who.userId));
    expect(await revision()).toBe(before + 2);
    expect((await api(who, 'GET', `/modules/${first}`)).status).toBe(403);
  });
});

describe('video credited by real playback', () => {
  it('credits at most the wall time since the previous report, times the rate capped at 2x', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    fixClock(new Date('2026-11-26T10:00:00Z'));
    const report = async (played: number, rate = 1, position = 0) =>
      (
        await (
          await play(who, first, { positionSeconds: position, playedSeconds: played, playbackRate: rate })
        ).json()
      ).creditedSeconds as number;
    // The first report starts the clock and earns nothing, whatever it claims.
    expect(await report(20)).toBe(0);
    // Replayed at once: no time has passed, nothing is earned.
    expect(await report(20)).toBe(0);
    advance(5);
    expect(await report(20)).toBe(5);
    advance(2);
    expect(await report(20, 1.5)).toBe(8);
    advance(2);
    expect(await report(20, 16)).toBe(12);
    advance(10);
    // Never past the video's end (24 s), and the position is kept within it.
    expect(await report(600, 2)).toBe(24);
    const answer = await (await play(who, first, { positionSeconds: 9999, playedSeconds: 0 })).json();
    expect(answer.positionSeconds).toBe(24);
    expect((await view(who, first)).video!.positionSeconds).toBe(24);
  });

  it('starts a new visit after a silence: 24 s at 2x from a new sign-in 13 s later earns nothing', async () => {
    const email = uniqueEmail('visits');
    const who = await enrolled(email);
    const first = moduleIds[0]!;
    fixClock(new Date());
    const credit = async (as: Learner, body: Record<string, number>) => {
      const response = await play(as, first, body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { creditedSeconds: number }).creditedSeconds;
    };
    expect(await credit(who, { positionSeconds: 0, playedSeconds: 0, playbackRate: 2 })).toBe(0);
    advance(1.3);
    expect(await credit(who, { positionSeconds: 2.6, playedSeconds: 2.6, playbackRate: 2 })).toBeCloseTo(
      2.6,
      4,
    );
    // The tab closed; 13 s later the learner signs in again and the player claims 24 s at 2x.
    advance(13);
    const again: Learner = { cookie: await signInCookie(suite.t, { email }), userId: who.userId };
    expect(await credit(again, { positionSeconds: 24, playedSeconds: 24, playbackRate: 2 })).toBeCloseTo(
      2.6,
      4,
    );
    // What the learner sees: the position kept, the credit as before, the video not watched, no completion.
    const module = await view(again, first);
    expect(module.video!.positionSeconds).toBe(24);
    expect(module.facts.videoCreditedSeconds).toBeCloseTo(2.6, 4);
    expect(membersPercent(module.facts, module.parts)).toBeLessThan(75);
    const watched = await step(again, first, 'watched');
    expect(watched.status).toBe(409);
    expect((await watched.json()).error.code).toBe(API_ERROR_CODES.videoNotWatched);
    const complete = await api(again, 'POST', `/modules/${first}/complete`);
    expect(complete.status).toBe(409);
    expect(Object.keys((await complete.json()).error.fields)).toContain('video');
    // That report started the new visit's clock: 5 s later, 5 s played are credited.
    advance(5);
    expect(await credit(again, { positionSeconds: 24, playedSeconds: 5, playbackRate: 1 })).toBeCloseTo(
      7.6,
      4,
    );
  });

  it('credits reports up to 12 s apart; after a longer silence in the same session the next report earns nothing', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    fixClock(new Date('2026-11-26T10:00:00Z'));
    const report = async (played: number, rate = 1) =>
      (
        (await (
          await play(who, first, { positionSeconds: 0, playedSeconds: played, playbackRate: rate })
        ).json()) as { creditedSeconds: number }
      ).creditedSeconds;
    expect(await report(0)).toBe(0);
    advance(12);
    expect(await report(12)).toBe(12);
    // Paused for a minute without a report (a lost pause and play): the claim is not credited…
    advance(60);
    expect(await report(20, 2)).toBe(12);
    advance(12.5);
    expect(await report(12)).toBe(12);
    // …and the clock runs again from that report.
    advance(5);
    expect(await report(5)).toBe(17);
  });

  it('keeps Mark as Watched from counting until 90 % is credited', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    fixClock(new Date('2026-11-26T10:00:00Z'));
    await play(who, first, { positionSeconds: 0, playedSeconds: 0 });
    advance(10);
    await play(who, first, { positionSeconds: 10, playedSeconds: 10 });
    advance(10);
    await play(who, first, { positionSeconds: 20, playedSeconds: 10 });
    const early = await step(who, first, 'watched');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: { code: API_ERROR_CODES.videoNotWatched, message: 'Watch the video to the end first' },
    });
    advance(2);
    await play(who, first, { positionSeconds: 22, playedSeconds: 2 });
    expect((await step(who, first, 'watched')).status).toBe(200);
    const { facts, parts } = await view(who, first);
    expect(membersPercent(facts, parts)).toBe(75);
  });

  it('streams the video with HTTP Range so seeking works', async () => {
    const who = await enrolled();
    const path = `/api/learning/modules/${moduleIds[0]}/video`;
    const whole = await suite.t.app.request(path, { headers: { cookie: who.cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const size = Number(whole.headers.get('content-length'));
    const part = await suite.t.app.request(path, { headers: { cookie: who.cookie, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
  });
});

describe('the worksheet', () => {
  it('saves each answer as typed; Mark Complete needs every prompt answered', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const { worksheet } = await view(who, first);
    expect(worksheet!.prompts.length).toBeGreaterThan(1);
    expect(worksheet!.fileUrl).toBe(`/api/learning/modules/${first}/worksheet`);
    const refused = await step(who, first, 'worksheet');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.worksheetIncomplete);
    await api(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: 'First thoughts' });
    await api(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: 'First thoughts, edited' });
    for (let index = 1; index < worksheet!.prompts.length; index += 1)
      await api(who, 'PUT', `/modules/${first}/worksheet/answers/${index}`, {
        answer: index === 1 ? '   ' : 'Done',
      });
    expect((await step(who, first, 'worksheet')).status).toBe(409);
    await api(who, 'PUT', `/modules/${first}/worksheet/answers/1`, { answer: 'Now answered' });
    const accepted = await step(who, first, 'worksheet');
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).facts.worksheetDoneAt).not.toBeNull();
    const answers = (await view(who, first)).worksheet!.answers;
    expect(answers[0]).toBe('First thoughts, edited');
    expect(answers[1]).toBe('Now answered');
  });

  it('refuses a prompt that does not exist and bad answers, and writes nothing', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const before = await suite.t.database.db.select().from(worksheetAnswers);
    for (const [index, body, status] of [
      [99, { answer: 'x' }, 400],
      [-1, { answer: 'x' }, 400],
      [0, { answer: 42 }, 400],
      [0, { answer: 'x'.repeat(10_001) }, 400],
      [0, { answer: 'x', extra: true }, 400],
    ] as const) {
      const response = await api(who, 'PUT', `/modules/${first}/worksheet/answers/${index}`, body);
      expect({ index, status: response.status }).toEqual({ index, status });
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.validationFailed);
    }
    expect(await suite.t.database.db.select().from(worksheetAnswers)).toEqual(before);
  });

  it('refuses control characters in an answer and in the notes with the field message, and keeps tabs and lines', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    for (const text of [
      'Ring \u0007 the bell',
      'Escape \u001b[31m red',
      'Back\u0008space',
      'Delete \u007f',
    ]) {
      const answer = await api(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: text });
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.fields).toEqual({ answer: textFieldMessages.controlChars });
      const notes = await api(who, 'PUT', `/modules/${first}/notes`, { notes: text });
      expect(notes.status).toBe(400);
      expect((await notes.json()).error.fields).toEqual({ notes: textFieldMessages.controlChars });
    }
    const module = await view(who, first);
    expect(module.worksheet!.answers[0] ?? '').toBe('');
    expect(module.notes.text).toBe('');
    const typed = 'Line one\n\tindented\r\nline three ';
    expect((await api(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: typed })).status).toBe(
      200,
    );
    expect((await api(who, 'PUT', `/modules/${first}/notes`, { notes: typed })).status).toBe(200);
    const saved = await view(who, first);
    expect(saved.worksheet!.answers[0]).toBe(typed);
    expect(saved.notes.text).toBe(typed);
  });
});

describe('the filled worksheet, uploaded', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF\n')]);
  const uploadFile = (who: Learner, moduleId: string, name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)]), name);
    return suite.t.app.request(`/api/learning/modules/${moduleId}/worksheet/upload`, {
      method: 'POST',
      headers: { cookie: who.cookie, 'x-forwarded-for': '203.0.113.9' },
      body,
    });
  };

  it('counts as the worksheet done with one prompt answered, replaces an earlier one, and is only its learner’s to download', async () => {
    const who = await enrolled();
    const other = await enrolled();
    const first = moduleIds[0]!;
    expect((await step(who, first, 'worksheet')).status).toBe(409);
    expect((await uploadFile(who, first, 'my-worksheet.pdf', pdf)).status).toBe(200);
    const second = await uploadFile(
      who,
      first,
      'my worksheet v2.pdf',
      Buffer.concat([pdf, Buffer.from('v2')]),
    );
    expect(second.status).toBe(200);
    expect((await view(who, first)).worksheet!.upload).toMatchObject({
      name: 'my worksheet v2.pdf',
      bytes: pdf.length + 2,
    });
    // A file alone is not the evidence (a blank PDF passes the content check): one prompt must be answered too.
    const alone = await step(who, first, 'worksheet');
    expect(alone.status).toBe(409);
    expect((await alone.json()).error).toMatchObject({
      code: API_ERROR_CODES.worksheetIncomplete,
      message:
        'Answer every worksheet prompt first, or upload your filled worksheet and answer at least one prompt',
    });
    await api(who, 'PUT', `/modules/${first}/worksheet/answers/1`, { answer: '   ' });
    expect((await step(who, first, 'worksheet')).status).toBe(409);
    // Both views say the same: the worksheet is still missing.
    expect((await view(who, first)).missing).toContain('worksheet');
    const card = (await programView(who)).modules.find((m) => m.id === first)!;
    expect(card.facts.worksheetDoneAt).toBeNull();
    expect(membersPercent(card.facts, card.parts)).toBeLessThan(50);
    expect((await api(who, 'POST', `/modules/${first}/complete`)).status).toBe(409);
    await api(who, 'PUT', `/modules/${first}/worksheet/answers/1`, { answer: 'The rest is in my file.' });
    const done = await step(who, first, 'worksheet');
    expect(done.status).toBe(200);
    const doneAt = ((await done.json()) as { facts: ModuleFacts }).facts.worksheetDoneAt;
    expect(doneAt).not.toBeNull();
    expect((await view(who, first)).missing).not.toContain('worksheet');
    const after = (await programView(who)).modules.find((m) => m.id === first)!;
    expect(after.facts.worksheetDoneAt).toBe(doneAt);
    expect(membersPercent(after.facts, after.parts)).toBe(50);
    const download = await api(who, 'GET', `/modules/${first}/worksheet/upload`);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(-2)
        .toString(),
    ).toBe('v2');
    const theirs = await api(other, 'GET', `/modules/${first}/worksheet/upload`);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.code).toBe(API_ERROR_CODES.noFile);
    // The first upload was replaced: one file of this learner is kept.
    const stored = await fs
      .readdir(path.join(suite.t.env.DATA_DIR, 'storage', 'learner-worksheets', who.userId))
      .catch(() => []);
    expect(stored).toHaveLength(1);
  });

  it('refuses a file that is not a worksheet document, and keeps nothing', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(3000, 1)]);
    expect((await uploadFile(who, first, 'worksheet.pdf', exe)).status).toBe(415);
    expect((await uploadFile(who, first, 'worksheet.exe', exe)).status).toBe(415);
    expect((await view(who, first)).worksheet!.upload).toBeNull();
  });

  it('takes back the CSV "Download Worksheet" hands out, byte for byte, to the learner and to staff (issue 38 item 3)', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const blank = await api(who, 'GET', `/modules/${first}/worksheet`);
    expect(blank.status).toBe(200);
    // The blank worksheet, filled in a spreadsheet: a UTF-8 byte order mark, accents, quotes and CRLF lines.
    const filled = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(await blank.arrayBuffer()),
      Buffer.from('\r\n"Mon époque, “mes” formats",Vinyle — 1998\r\n'),
    ]);
    const upload = await uploadFile(who, first, 'industry timeline (filled).csv', filled);
    expect(upload.status).toBe(200);
    expect((await view(who, first)).worksheet!.upload).toMatchObject({
      name: 'industry timeline (filled).csv',
      bytes: filled.length,
    });
    const back = await api(who, 'GET', `/modules/${first}/worksheet/upload`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(Buffer.from(await back.arrayBuffer()).equals(filled)).toBe(true);

    const staff = await learner();
    await suite.t.database.db.insert(userRoles).values({ userId: staff.userId, role: 'admin' });
    const staffCopy = await send(
      suite.t,
      'GET',
      `/api/admin/people/${who.userId}/modules/${first}/worksheet-upload`,
      undefined,
      staff,
    );
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(staffCopy.headers.get('content-disposition')).toContain('filled');
    expect(Buffer.from(await staffCopy.arrayBuffer()).equals(filled)).toBe(true);
  });

  it('refuses a .csv that is not UTF-8 text to its end, with a message on the file field, and keeps the one before', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const good = Buffer.from('Era,Format\r\n1950s,Vinyl\r\n');
    expect((await uploadFile(who, first, 'timeline.csv', good)).status).toBe(200);
    const text = Buffer.from('Era,Format\r\n'.repeat(1000));
    const refusals = [
      // A NUL byte far past the first 4 KB the type check reads.
      Buffer.concat([text, Buffer.from([0]), text]),
      // Binary (a zip) named .csv.
      Buffer.concat([Buffer.from('PK\x03\x04\x14\x00'), Buffer.alloc(3000, 0)]),
      // UTF-16 text, as some spreadsheets save "Unicode text".
      Buffer.from('\ufeffEra,Format\r\n', 'utf16le'),
      // Latin-1 after valid UTF-8, and a character cut at the very end.
      Buffer.concat([text, Buffer.from('Caf\xe9', 'latin1')]),
      Buffer.concat([text, Buffer.from([0xe2, 0x80])]),
    ];
    for (const bytes of refusals) {
      const refused = await uploadFile(who, first, 'timeline.csv', bytes);
      expect(refused.status).toBe(415);
      expect((await refused.json()).error).toMatchObject({
        code: API_ERROR_CODES.unsupportedFileType,
        fields: { file: uploadMessages.csvNotText },
      });
    }
    expect((await view(who, first)).worksheet!.upload).toMatchObject({
      name: 'timeline.csv',
      bytes: good.length,
    });
    const stored = await fs.readdir(
      path.join(suite.t.env.DATA_DIR, 'storage', 'learner-worksheets', who.userId),
    );
    expect(stored).toHaveLength(1);
    const other = await uploadFile(who, first, 'timeline.xlsx', good);
    expect(other.status).toBe(415);
    expect((await other.json()).error.fields).toEqual({ file: uploadMessages.invalidLearnerWorksheet });
  });
});

describe('quiz rounds', () => {
  it('scores on the server; after a round is used up, shows the answers and when the next round opens', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const { right, wrong, questions } = await quizOf(first);
    const listed = await (await api(who, 'GET', `/modules/${first}/quiz/questions`)).json();
    expect(JSON.stringify(listed)).not.toContain('correctAnswer');
    expect(listed.questions).toHaveLength(questions.length);
    const start = new Date('2026-11-26T10:00:00Z');
    fixClock(start);
    let last: QuizAttemptAnswer | null = null;
    for (let n = 1; n <= 3; n += 1) {
      advance(60);
      const response = await api(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: wrong });
      expect(response.status).toBe(201);
      last = await response.json();
      expect(last!.attempt).toMatchObject({ attemptNumber: n, passed: false, score: 0 });
      expect(Object.values(last!.attempt.correct).every((right) => !right)).toBe(true);
      expect(last!.quiz.attemptsLeft).toBe(3 - n);
      expect(last!.review === null).toBe(n < 3);
    }
    const retryAt = new Date(start.getTime() + 3 * 60_000 + 24 * 3600_000).toISOString();
    expect(last!.quiz.retryAt).toBe(retryAt);
    expect(last!.review!.map((item) => item.correctAnswer).sort()).toEqual(Object.values(right).sort());
    expect(
      last!.review!.every((item) => typeof item.explanation === 'string' || item.explanation === null),
    ).toBe(true);
    const waiting = await api(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: right });
    expect(waiting.status).toBe(409);
    expect((await waiting.json()).error.code).toBe(API_ERROR_CODES.noAttemptsLeft);
    expect((await api(who, 'GET', `/modules/${first}/quiz/questions`)).status).toBe(409);
    // The module page says so each time it is read, and the round opens by the clock alone.
    const quizCard = async () => (await view(who, first)).quiz;
    expect(await quizCard()).toMatchObject({ attemptsLeft: 0, retryAt });
    vi.setSystemTime(new Date(Date.parse(retryAt) - 1));
    expect(await quizCard()).toMatchObject({ attemptsLeft: 0, retryAt });
    expect(await quizCard()).toMatchObject({ attemptsLeft: 0, retryAt });
    vi.setSystemTime(new Date(retryAt));
    expect(await quizCard()).toMatchObject({ attemptsLeft: 3, retryAt: null });
    const passed: QuizAttemptAnswer = await (
      await api(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: right })
    ).json();
    expect(passed.attempt).toMatchObject({ attemptNumber: 4, passed: true, score: 100 });
    expect(passed.quiz).toMatchObject({ attemptsLeft: 2, passed: true, bestScore: 100 });
    expect(passed.review).not.toBeNull();
    expect(passed.facts).toMatchObject({ bestQuizScore: 100, quizPassedAt: new Date(retryAt).toISOString() });
    expect(learningPercent(passed.facts)).toBe(90);
  });

  it('refuses answers that do not fit the quiz, and stores no attempt', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const { right } = await quizOf(first);
    const [firstQuestion] = Object.keys(right);
    const bad = [
      { answers: {} },
      { answers: { ...right, [firstQuestion!]: 'z' } },
      { answers: { ...right, '00000000-0000-4000-8000-000000000000': 'a' } },
      { answers: 'all of them' },
    ];
    for (const body of bad) {
      const response = await api(who, 'POST', `/modules/${first}/quiz/attempts`, body);
      expect(response.status).toBe(400);
    }
    expect((await view(who, first)).quiz!.attemptsMade).toBe(0);
  });
});

describe('completion', () => {
  it('says what is missing instead of completing, then completes with the evidence, in both views', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    const refused = await api(who, 'POST', `/modules/${first}/complete`);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.code).toBe(API_ERROR_CODES.moduleNotReady);
    expect(body.error.fields).toEqual({
      lesson: 'Open the lesson first',
      video: 'Watch the video to the end first',
      worksheet:
        'Answer every worksheet prompt first, or upload your filled worksheet and answer at least one prompt',
      quiz: 'Pass the quiz to complete this module',
    });
    expect((await view(who, first)).missing).toEqual(['lesson', 'video', 'worksheet', 'quiz']);
    await doEverything(who, first);
    expect((await view(who, first)).missing).toEqual([]);
    const done = await api(who, 'POST', `/modules/${first}/complete`);
    expect(done.status).toBe(200);
    const answer = await done.json();
    expect(answer).toMatchObject({ unlockedModuleId: moduleIds[1], certificate: 'none' });
    expect(answer.awarded.length).toBeGreaterThan(0);
    const course = await programView(who);
    expect(course.modules[0]!.status).toBe('completed');
    expect(course.modules[1]!.status).toBe('available');
    expect(membersPercent(course.modules[0]!.facts, course.modules[0]!.parts)).toBe(100);
    expect(learningPercent(course.modules[0]!.facts)).toBe(100);
    const again = await api(who, 'POST', `/modules/${first}/complete`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.alreadyCompleted);
  });

  it('completes once when 20 completions arrive together', async () => {
    const who = await enrolled();
    const first = moduleIds[0]!;
    await doEverything(who, first);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api(who, 'POST', `/modules/${first}/complete`)),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('no sequence of learner requests completes a module without the evidence', async () => {
    const first = moduleIds[0]!;
    const { wrong } = await quizOf(first);
    type Request =
      | { kind: 'step'; name: string }
      | { kind: 'play'; played: number; rate: number }
      | {
          kind: 'answer';
          index: number;
          text: string;
        }
      | { kind: 'quiz' }
      | { kind: 'complete' }
      | { kind: 'wait'; seconds: number };
    const request = fc.oneof(
      fc.record({
        kind: fc.constant('step' as const),
        name: fc.constantFrom('started', 'opened', 'videoStarted', 'lessonRead', 'watched', 'worksheet'),
      }),
      fc.record({
        kind: fc.constant('play' as const),
        played: fc.integer({ min: 0, max: 600 }),
        rate: fc.constantFrom(0.5, 1, 2, 16),
      }),
      fc.record({
        kind: fc.constant('answer' as const),
        index: fc.integer({ min: 0, max: 6 }),
        text: fc.constantFrom('', '  ', 'an answer'),
      }),
      fc.record({ kind: fc.constant('quiz' as const) }),
      fc.record({ kind: fc.constant('complete' as const) }),
      fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 0, max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 25 }), async (requests: Request[]) => {
        const who = await enrolled();
        fixClock(new Date('2026-11-26T10:00:00Z'));
        try {
          for (const r of requests) {
            if (r.kind === 'step') await step(who, first, r.name);
            else if (r.kind === 'play')
              await play(who, first, { positionSeconds: 0, playedSeconds: r.played, playbackRate: r.rate });
            else if (r.kind === 'answer')
              await api(who, 'PUT', `/modules/${first}/worksheet/answers/${r.index}`, { answer: r.text });
            else if (r.kind === 'quiz')
              await api(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: wrong });
            else if (r.kind === 'complete') await api(who, 'POST', `/modules/${first}/complete`);
            else advance(r.seconds);
          }
        } finally {
          vi.useRealTimers();
        }
        const [row] = await suite.t.database.db
          .select({ completedAt: moduleProgress.completedAt })
          .from(moduleProgress)
          .where(and(eq(moduleProgress.userId, who.userId), eq(moduleProgress.moduleId, first)));
        // The quiz is only ever answered wrong, and at most 5 s pass per request: never enough evidence.
        expect(row?.completedAt ?? null).toBeNull();
      }),
      { numRuns: 12 },
    );
  });

  it('issues the certificate only with a name: the last completion asks for one, saving it issues it', async () => {
    const who = await enrolled();
    const { db } = suite.t.database;
    await send(suite.t, 'PATCH', '/api/account', { name: '' }, who);
    // Modules 1-5 completed (written directly); module 6 with its evidence, as the learner does it.
    const now = new Date();
    await db
      .insert(moduleProgress)
      .values(
        moduleIds
          .slice(0, 5)
          .map((moduleId) => ({ userId: who.userId, moduleId, startedAt: now, completedAt: now })),
      );
    const last = moduleIds[5]!;
    await doEverything(who, last);
    const done = await api(who, 'POST', `/modules/${last}/complete`);
    expect(await done.json()).toMatchObject({ certificate: 'name_required' });
    const before = await (await send(suite.t, 'GET', '/api/certificates', undefined, who)).json();
    expect(before).toMatchObject({ certificates: [], nameRequired: true });
    expect((await send(suite.t, 'PATCH', '/api/account', { name: 'Nova Reign' }, who)).status).toBe(200);
    const after = await (await send(suite.t, 'GET', '/api/certificates', undefined, who)).json();
    expect(after.nameRequired).toBe(false);
    expect(after.certificates).toHaveLength(1);
    expect(after.certificates[0]).toMatchObject({ recipientName: 'Nova Reign', modulesCompleted: 6 });
    expect(after.certificates[0].enrolledDate).not.toBeNull();
    expect(after.certificates[0].durationDays).toBeGreaterThanOrEqual(1);
  });

  it('counts a module the content no longer has out of both views', async () => {
    const who = await enrolled();
    const { db } = suite.t.database;
    const [extra] = await db
      .insert(modules)
      .values({
        courseId,
        key: 'retired-module',
        title: 'Retired',
        description: 'Gone',
        introduction: 'Gone',
        monthNumber: 6,
        weekNumber: 4,
        hours: 3,
        content: '',
        isActive: false,
      })
      .returning({ id: modules.id });
    invalidateCourseCatalog(db);
    const course = await programView(who);
    expect(course.modules).toHaveLength(6);
    expect((await api(who, 'GET', `/modules/${extra!.id}`)).status).toBe(404);
    await db.delete(modules).where(eq(modules.id, extra!.id));
    invalidateCourseCatalog(db);
  });
});
