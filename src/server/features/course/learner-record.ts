/**
 * The learner's own rows, as the course's pages read them (training-program.md §2 "/learning", items 4-5 of
 * "Members program area"; docs/decisions/0009, 0014): enrolments, module records, quiz attempts, worksheet answers,
 * the members-program profile and the milestones earned. One query reads them for every learner asked for at once
 * (src/server/db/coalescer.ts, src/server/db/json-rows.ts); a page that reads the record several times in one turn
 * (the dashboard's course view, profile and milestone check) costs one read.
 *
 * Only for reads on the database: a route that writes reads its rows in its own transaction (`moduleAccess` with
 * `lock`).
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Coalescer, coalescerPerDatabase, concurrentRuns } from '../../db/coalescer';
import { fromJsonRow, jsonRows, type RowOf } from '../../db/json-rows';
import {
  moduleProgress,
  profiles,
  quizAttempts,
  userEnrollments,
  userMilestones,
  worksheetAnswers,
} from '../../db/schema/index';

/** The columns of a learner's module record (its facts, notes and worksheet upload) that the course reads. */
export const progressColumns = {
  moduleId: moduleProgress.moduleId,
  startedAt: moduleProgress.startedAt,
  openedAt: moduleProgress.openedAt,
  lessonReadAt: moduleProgress.lessonReadAt,
  videoStartedAt: moduleProgress.videoStartedAt,
  videoPositionSeconds: moduleProgress.videoPositionSeconds,
  videoCreditedSeconds: moduleProgress.videoCreditedSeconds,
  videoReportedAt: moduleProgress.videoReportedAt,
  worksheetDoneAt: moduleProgress.worksheetDoneAt,
  worksheetUploadKey: moduleProgress.worksheetUploadKey,
  worksheetUploadName: moduleProgress.worksheetUploadName,
  worksheetUploadBytes: moduleProgress.worksheetUploadBytes,
  bestQuizScore: moduleProgress.bestQuizScore,
  quizPassedAt: moduleProgress.quizPassedAt,
  completedAt: moduleProgress.completedAt,
  notes: moduleProgress.notes,
  notesSavedAt: moduleProgress.notesSavedAt,
  touchedAt: moduleProgress.touchedAt,
};

export type ProgressRow = RowOf<typeof progressColumns>;

/** An attempt as the quiz card counts it. */
const attemptColumns = {
  quizId: quizAttempts.quizId,
  score: quizAttempts.score,
  passed: quizAttempts.passed,
  /** When it was submitted. */
  completedAt: quizAttempts.completedAt,
};

/** An attempt as the quiz card counts it. */
export type AttemptRow = Omit<RowOf<typeof attemptColumns>, 'quizId'>;

const enrollmentColumns = { courseId: userEnrollments.courseId, enrolledAt: userEnrollments.enrolledAt };
const answerColumns = {
  moduleId: worksheetAnswers.moduleId,
  promptIndex: worksheetAnswers.promptIndex,
  answer: worksheetAnswers.answer,
};
const profileColumns = {
  name: profiles.name,
  stageName: profiles.stageName,
  email: profiles.email,
  createdAt: profiles.createdAt,
};
const earnedColumns = { milestoneId: userMilestones.milestoneId, earnedAt: userMilestones.earnedAt };

/** The members program's profile (§3 profiles) as the learner record holds it. */
export type ProfileRow = RowOf<typeof profileColumns>;

/** One learner's rows; read-only (one record may answer several requests). */
export interface LearnerRecord {
  /** When the learner enrolled, by course id. */
  enrollments: ReadonlyMap<string, Date>;
  /** The learner's module records, by module id (a module never opened has none). */
  progress: ReadonlyMap<string, ProgressRow>;
  /** The learner's attempts, by quiz id, newest first. */
  attempts: ReadonlyMap<string, readonly AttemptRow[]>;
  /** The learner's worksheet answers, by module id, then prompt index (0-based). */
  worksheetAnswers: ReadonlyMap<string, ReadonlyMap<number, string>>;
  /** The learner's members-program profile; null until their first visit of the dashboard made it. */
  profile: ProfileRow | null;
  /** When each milestone the learner earned was earned, by milestone id. */
  earned: ReadonlyMap<string, Date>;
}

/** Most learners one read covers. */
const MAX_LEARNERS_PER_READ = 100;

type JsonRows = Record<string, unknown>[];

/**
 * One row per learner of the `userIds` placeholder: their rows of each table as JSON arrays (db/json-rows.ts),
 * prepared once per database.
 */
function prepareRecordQuery(db: Db) {
  const learner = sql`learner.id`;
  const of = (userId: SQLWrapper) => sql`${userId} = ${learner}`;
  return db
    .select({
      userId: sql<string>`${learner}`,
      enrollments: sql<JsonRows>`${jsonRows(userEnrollments, enrollmentColumns, of(userEnrollments.userId))}`,
      progress: sql<JsonRows>`${jsonRows(moduleProgress, progressColumns, of(moduleProgress.userId))}`,
      attempts: sql<JsonRows>`${jsonRows(quizAttempts, attemptColumns, of(quizAttempts.userId), sql`${quizAttempts.attemptNumber} desc`)}`,
      answers: sql<JsonRows>`${jsonRows(worksheetAnswers, answerColumns, of(worksheetAnswers.userId))}`,
      profile: sql<JsonRows>`${jsonRows(profiles, profileColumns, of(profiles.userId))}`,
      earned: sql<JsonRows>`${jsonRows(userMilestones, earnedColumns, of(userMilestones.userId))}`,
    })
    .from(sql`unnest(${sql.placeholder('userIds')}::text[]) as learner(id)`)
    .prepare('learner_record');
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof prepareRecordQuery>['execute']>>[number];

function toRecord(row: RecordRow): LearnerRecord {
  const attempts = new Map<string, AttemptRow[]>();
  for (const value of row.attempts) {
    const { quizId, ...attempt } = fromJsonRow(attemptColumns, value);
    attempts.set(quizId, [...(attempts.get(quizId) ?? []), attempt]);
  }
  const answers = new Map<string, Map<number, string>>();
  for (const value of row.answers) {
    const { moduleId, promptIndex, answer } = fromJsonRow(answerColumns, value);
    answers.set(moduleId, (answers.get(moduleId) ?? new Map<number, string>()).set(promptIndex, answer));
  }
  const [profile] = row.profile;
  return {
    enrollments: new Map(
      row.enrollments.map((value) => {
        const { courseId, enrolledAt } = fromJsonRow(enrollmentColumns, value);
        return [courseId, enrolledAt];
      }),
    ),
    progress: new Map(
      row.progress.map((value) => {
        const progress = fromJsonRow(progressColumns, value);
        return [progress.moduleId, progress];
      }),
    ),
    attempts,
    worksheetAnswers: answers,
    profile: profile ? fromJsonRow(profileColumns, profile) : null,
    earned: new Map(
      row.earned.map((value) => {
        const { milestoneId, earnedAt } = fromJsonRow(earnedColumns, value);
        return [milestoneId, earnedAt];
      }),
    ),
  };
}

const records = coalescerPerDatabase((db: Db) => {
  const query = prepareRecordQuery(db);
  return new Coalescer<string, LearnerRecord>(
    async (userIds) => {
      const rows = await query.execute({ userIds });
      return new Map(rows.map((row) => [row.userId, toRecord(row)]));
    },
    concurrentRuns(db),
    MAX_LEARNERS_PER_READ,
  );
});

/**
 * The learner's rows, from one query that starts after this call (so it sees every write committed before it) and
 * reads the rows of every learner asked for meanwhile.
 *
 * @param db - the database, never a transaction.
 * @throws the database's error when the read fails.
 */
export async function readLearnerRecord(db: Db, userId: string): Promise<LearnerRecord> {
  return (await records(db).load(userId))!;
}
