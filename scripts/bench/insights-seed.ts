/**
 * The seeding script of the insights bench (issue 37 "Program insights" item 6): a program of {@link LEARNERS}
 * learners on the real course content (6 modules), with applications, progress in each module (watched seconds
 * included), {@link QUIZ_ANSWERS} quiz answers and certificates, written in batches straight into the database. The
 * same seed gives the same program (a small linear congruential generator, no `Math.random`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  enrollmentApplications,
  moduleProgress,
  modules,
  quizAttempts,
  quizQuestions,
  quizzes,
  userCertificates,
  userEnrollments,
  users,
} from '../../src/server/db/schema/index';
import { seedCourseContent } from '../../src/server/test/course-content';
import type { TestApp } from '../../src/server/test/test-app';

/** Learners enrolled in the program. */
const LEARNERS = 1_000;
/** Quiz answers (one per question of an attempt) across all attempts. */
const QUIZ_ANSWERS = 20_000;
/** Rows per insert. */
const BATCH = 500;
const DAY = 86_400_000;

/** A deterministic generator of numbers in [0, 1). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Inserts `rows` into `table` in batches. */
async function insertAll<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
}

/** What was seeded. */
export interface SeededProgram {
  learners: number;
  attempts: number;
  answers: number;
  progressRows: number;
}

/**
 * Seeds the program into `t`'s database: the course content, then {@link LEARNERS} learners enrolled over ten months
 * of 2025, 1.2 applications per learner, each learner's progress through the modules (fewer reach each next one), and
 * quiz attempts until {@link QUIZ_ANSWERS} answers are written.
 */
export async function seedInsightsProgram(t: TestApp): Promise<SeededProgram> {
  const random = generator(37);
  const { courseId, moduleIds } = await seedCourseContent(t);
  const db = t.database.db;
  const moduleRows = await db.select({ id: modules.id, videoSeconds: modules.videoSeconds }).from(modules);
  const videoOf = new Map(moduleRows.map((row) => [row.id, row.videoSeconds]));
  const questionRows = await db
    .select({
      id: quizQuestions.id,
      moduleId: quizzes.moduleId,
      quizId: quizQuestions.quizId,
      options: quizQuestions.options,
      correct: quizQuestions.correctAnswer,
      points: quizQuestions.points,
    })
    .from(quizQuestions)
    .innerJoin(quizzes, sql`${quizzes.id} = ${quizQuestions.quizId}`)
    .where(sql`${quizQuestions.isActive}`);
  const start = Date.parse('2025-01-01T00:00:00Z');
  const userRows = [];
  const enrolments = [];
  const applications = [];
  const progress = [];
  const certificates = [];
  const reached: Array<{ userId: string; moduleId: string; at: number; strength: number }> = [];
  for (let i = 0; i < LEARNERS; i += 1) {
    const id = `bench-learner-${i}`;
    const email = `bench-learner-${i}@example.com`;
    const enrolled = start + Math.floor(random() * 300) * DAY;
    const strength = random();
    applications.push({
      firstName: 'Bench',
      lastName: `Learner ${i}`,
      email: i % 3 === 0 ? email.toUpperCase() : email,
      experienceLevel: 'beginner',
      goals: 'Grow',
      whyProgram: 'To learn',
      createdAt: new Date(enrolled - 10 * DAY),
      decision: 'approved',
      decidedAt: new Date(enrolled - 6 * DAY),
      decidedBy: 'staff@example.com',
    });
    if (i % 5 === 0)
      applications.push({
        firstName: 'Bench',
        lastName: `Applicant ${i}`,
        email: `bench-applicant-${i}@example.com`,
        experienceLevel: 'beginner',
        goals: 'Grow',
        whyProgram: 'To learn',
        createdAt: new Date(enrolled - 8 * DAY),
      });
    userRows.push({ id, email, name: `Learner ${i}`, createdAt: new Date(enrolled - 2 * DAY) });
    enrolments.push({ userId: id, courseId, enrolledAt: new Date(enrolled) });
    let at = enrolled;
    for (const moduleId of moduleIds) {
      const opened = at + DAY;
      const done = random() < 0.55 + strength * 0.4;
      at = opened + Math.floor(7 + random() * 30) * DAY;
      const seconds = videoOf.get(moduleId) ?? 0;
      const watched = done ? seconds : Math.floor(random() * seconds);
      progress.push({
        userId: id,
        moduleId,
        startedAt: new Date(opened),
        openedAt: new Date(opened),
        videoCreditedSeconds: watched,
        videoWatched: watched > 0 ? [[0, watched] as [number, number]] : [],
        worksheetDoneAt: done ? new Date(at - DAY) : null,
        quizPassedAt: done ? new Date(at) : null,
        completedAt: done ? new Date(at) : null,
        touchedAt: new Date(at),
      });
      reached.push({ userId: id, moduleId, at, strength });
      if (!done) break;
      if (moduleId === moduleIds.at(-1))
        certificates.push({
          userId: id,
          certificateType: 'program_completion',
          certificateId: `GBF-BENCH-${i}`,
          certificateData: {
            recipient_name: `Learner ${i}`,
            program_name: 'Music Industry Essentials',
            completion_date: new Date(at).toISOString(),
            issued_by: 'Staff',
            certificate_id: `GBF-BENCH-${i}`,
            modules_completed: moduleIds.length,
          },
          issuedAt: new Date(at + DAY),
        });
    }
  }
  const attempts = [];
  let answers = 0;
  const numbers = new Map<string, number>();
  for (let round = 0; answers < QUIZ_ANSWERS; round += 1) {
    for (const { userId, moduleId, at, strength } of reached) {
      if (answers >= QUIZ_ANSWERS) break;
      const asked = questionRows.filter((q) => q.moduleId === moduleId);
      if (asked.length === 0 || (round > 0 && random() < 0.5)) continue;
      const key = `${userId}:${moduleId}`;
      const number = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, number);
      let earned = 0;
      const chosen: Record<string, string> = {};
      for (const q of asked) {
        const right = random() < 0.3 + strength * 0.6;
        const keys = Object.keys(q.options);
        chosen[q.id] = right
          ? q.correct
          : keys.filter((k) => k !== q.correct)[Math.floor(random() * (keys.length - 1))]!;
        if (right) earned += q.points;
      }
      const total = asked.reduce((sum, q) => sum + q.points, 0);
      const score = Math.round((100 * earned) / total);
      attempts.push({
        userId,
        quizId: asked[0]!.quizId,
        attemptNumber: number,
        score,
        earnedPoints: earned,
        totalPoints: total,
        passed: score >= 70,
        answers: chosen,
        completedAt: new Date(at - DAY + number * 3_600_000),
      });
      answers += asked.length;
    }
  }
  await insertAll(db, users, userRows);
  await insertAll(db, enrollmentApplications, applications);
  await insertAll(db, userEnrollments, enrolments);
  await insertAll(db, moduleProgress, progress);
  await insertAll(db, quizAttempts, attempts);
  await insertAll(db, userCertificates, certificates);
  return { learners: LEARNERS, attempts: attempts.length, answers, progressRows: progress.length };
}
