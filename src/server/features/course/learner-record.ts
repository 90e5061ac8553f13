/**
 * The learner's own rows, as the course's pages read them (training-program.md §2 "/learning", items 4-5 of
 * "Members program area"; docs/decisions/0009, 0014): enrolments, module records, quiz attempts, worksheet answers,
 * the members-program profile and the milestones earned. One query reads them for every learner asked for at once
 * (src/server/db/coalescer.ts, src/server/db/json-rows.ts); a page that reads the record several times in one turn
 * (the dashboard's course view, profile and milestone check) costs one read. The last record read of each learner
 * is kept with its revision, and a page whose session read the same revision uses it again without a query
 * ({@link readLearnerRecord}).
 *
 * Only for reads on the database: a route that writes reads its rows in its own transaction (`moduleAccess` with
 * `lock`).
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Coalescer, concurrentRuns, perDatabase } from '../../db/coalescer';
import { fromJsonRow, jsonRows, type RowOf } from '../../db/json-rows';
import { learnerRevisionOf } from '../../db/learner-revision';
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
  unlockedAt: moduleProgress.unlockedAt,
  quizRoundResetAt: moduleProgress.quizRoundResetAt,
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
type ProfileRow = RowOf<typeof profileColumns>;

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
      revision: learnerRevisionOf(learner),
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

function toRecord(row: Omit<RecordRow, 'revision'>): LearnerRecord {
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

/** Most learner records kept between requests per database (a few kilobytes each), least recently used dropped. */
const MAX_KEPT_RECORDS = 5_000;

/** A record as read, with the revision it was read at (one statement: the rows and the revision agree). */
interface ReadRecord {
  revision: number;
  record: LearnerRecord;
}

const stores = perDatabase((db: Db) => {
  const query = prepareRecordQuery(db);
  /** The last record read of each learner, most recently used last. */
  const kept = new Map<string, ReadRecord>();
  const keep = (userId: string, read: ReadRecord) => {
    kept.delete(userId);
    kept.set(userId, read);
    if (kept.size > MAX_KEPT_RECORDS) kept.delete(kept.keys().next().value!);
  };
  const reads = new Coalescer<string, ReadRecord>(
    async (userIds) => {
      const rows = await query.execute({ userIds });
      const found = new Map<string, ReadRecord>();
      for (const { revision, ...row } of rows) {
        const read = { revision, record: toRecord(row) };
        const before = kept.get(row.userId);
        // Revisions only rise: a slower read never replaces a newer one.
        if (!before || before.revision <= revision) keep(row.userId, read);
        found.set(row.userId, read);
      }
      return found;
    },
    concurrentRuns(db),
    MAX_LEARNERS_PER_READ,
  );
  return { kept, keep, reads };
});

/**
 * The learner's rows. With `revision` (the learner record's revision as the request's session lookup read it,
 * `c.get('user').learnerRevision`), the record last read at that same revision is used again: every write to the
 * learner's rows raises the revision in its own transaction (migration 0010), so an equal revision means nothing
 * changed since. Otherwise, and without it, from one query that starts after this call (so it sees every write
 * committed before it) and reads the rows of every learner asked for meanwhile.
 *
 * @param db - the database, never a transaction.
 * @param revision - the revision the caller knows to be current, if any.
 * @throws the database's error when the read fails.
 */
export async function readLearnerRecord(db: Db, userId: string, revision?: number): Promise<LearnerRecord> {
  const store = stores(db);
  const known = store.kept.get(userId);
  if (known && revision !== undefined && known.revision === revision) {
    store.keep(userId, known);
    return known.record;
  }
  return (await store.reads.load(userId))!.record;
}
