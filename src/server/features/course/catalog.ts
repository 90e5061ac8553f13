/**
 * The course's structure, read once and kept in memory (issue "One course" item 8; docs/decisions/0014): the
 * published courses with their rules, their active modules in order with their parts, the resource counts and the
 * milestone catalogue. It changes only when the content files are loaded at start or staff change a module's
 * files or quiz in the admin area; those writers call {@link invalidateCourseCatalog}. Another instance's change is
 * seen within {@link CATALOG_TTL_MS}. What a learner did is never cached.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { MilestoneCriterion } from '@shared/program/milestone-rules';
import type { Db } from '../../db/client';
import { courses, milestones, moduleResources, modules, quizQuestions, quizzes } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** How long a read catalog is used before it is read again, in ms (for changes made by another instance). */
export const CATALOG_TTL_MS = 5_000;

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  durationMonths: courses.durationMonths,
  unlockRule: courses.unlockRule,
  attemptsPerRound: courses.attemptsPerRound,
  roundWaitHours: courses.roundWaitHours,
};

/** A published course with its rules. */
export type CourseRow = { [K in keyof typeof courseColumns]: (typeof courses.$inferSelect)[K] };

const moduleColumns = {
  id: modules.id,
  courseId: modules.courseId,
  title: modules.title,
  description: modules.description,
  introduction: modules.introduction,
  monthNumber: modules.monthNumber,
  weekNumber: modules.weekNumber,
  hours: modules.hours,
  content: modules.content,
  videoUrl: modules.videoUrl,
  captionsUrl: modules.captionsUrl,
  videoSeconds: modules.videoSeconds,
  worksheetUrl: modules.worksheetUrl,
  worksheetPrompts: modules.worksheetPrompts,
};

/** An active module, with whether its quiz has a question. */
export type ModuleRow = { [K in keyof typeof moduleColumns]: (typeof modules.$inferSelect)[K] } & {
  hasQuiz: boolean;
};

/** A milestone of the catalogue, with what earns it. */
export interface CatalogMilestone {
  id: string;
  key: string;
  title: string;
  description: string;
  points: number;
  badgeIcon: (typeof milestones.$inferSelect)['badgeIcon'];
  badgeColor: (typeof milestones.$inferSelect)['badgeColor'];
  criterion: MilestoneCriterion;
}

/** A resource of a module as its page lists it (§3 "module_resources"). */
interface CatalogResource {
  id: string;
  title: string;
  description: string;
  fileType: (typeof moduleResources.$inferSelect)['fileType'];
}

/** A module's quiz (§3 "Quiz"): `maxAttempts` is the attempts of one round. */
export interface CatalogQuiz {
  id: string;
  title: string;
  description: string;
  passingScore: number;
  maxAttempts: number;
  questionCount: number;
}

/** The course's structure as read. */
export interface CourseCatalog {
  /** Published courses, oldest first: the first is the program's. */
  courses: CourseRow[];
  /** Each published course's active modules in course order (by month, then week). */
  modulesByCourse: Map<string, ModuleRow[]>;
  /** Every active module of a published course: its course and its 0-based position. */
  moduleIndex: Map<string, { course: CourseRow; position: number }>;
  /** Each module's resources in their order, by module id (a module without any has none). */
  resources: Map<string, CatalogResource[]>;
  /** Each module's quiz, by module id, with its number of active questions. */
  quizzes: Map<string, CatalogQuiz>;
  /** Active milestones by points, then key (§7 "select milestones ordered by points"). */
  milestones: CatalogMilestone[];
}

interface Cached {
  at: number;
  catalog: Promise<CourseCatalog>;
  /** The handle (the database or a transaction) the read runs on. */
  reader: Db | Tx;
  /** Whether the read has ended. */
  settled: boolean;
}

const cache = new WeakMap<object, Cached>();
/**
 * The rows each catalog was made from, as JSON: a catalog read again unchanged is replaced by the one already in use,
 * so what was kept for it (features/course/kept-answers.ts) still holds.
 */
const readFrom = new WeakMap<CourseCatalog, string>();

async function readCatalog(db: Tx): Promise<CourseCatalog> {
  const rows = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(asc(courses.createdAt), asc(courses.id)),
    db
      .select(moduleColumns)
      .from(modules)
      .where(eq(modules.isActive, true))
      .orderBy(asc(modules.monthNumber), asc(modules.weekNumber), asc(modules.key)),
    db
      .select({
        moduleId: quizzes.moduleId,
        id: quizzes.id,
        title: quizzes.title,
        description: quizzes.description,
        passingScore: quizzes.passingScore,
        maxAttempts: quizzes.maxAttempts,
        questionCount: count(quizQuestions.id),
      })
      .from(quizzes)
      .leftJoin(quizQuestions, and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.isActive, true)))
      .groupBy(quizzes.id),
    db
      .select({
        moduleId: moduleResources.moduleId,
        id: moduleResources.id,
        title: moduleResources.title,
        description: moduleResources.description,
        fileType: moduleResources.fileType,
      })
      .from(moduleResources)
      .orderBy(asc(moduleResources.orderIndex), asc(moduleResources.id)),
    db
      .select({
        id: milestones.id,
        key: milestones.key,
        title: milestones.title,
        description: milestones.description,
        points: milestones.points,
        badgeIcon: milestones.badgeIcon,
        badgeColor: milestones.badgeColor,
        criterion: milestones.criterion,
      })
      .from(milestones)
      .where(eq(milestones.isActive, true))
      .orderBy(asc(milestones.points), asc(milestones.key)),
  ]);
  const [courseRows, moduleRows, quizRows, resourceRows, milestoneRows] = rows;
  const quizByModule = new Map(quizRows.map(({ moduleId, ...quiz }) => [moduleId, quiz]));
  const published = new Map(courseRows.map((course) => [course.id, course]));
  const modulesByCourse = new Map<string, ModuleRow[]>(courseRows.map((course) => [course.id, []]));
  const moduleIndex = new Map<string, { course: CourseRow; position: number }>();
  for (const row of moduleRows) {
    const course = published.get(row.courseId);
    const list = modulesByCourse.get(row.courseId);
    if (!course || !list) continue;
    moduleIndex.set(row.id, { course, position: list.length });
    list.push({ ...row, hasQuiz: (quizByModule.get(row.id)?.questionCount ?? 0) > 0 });
  }
  const catalog: CourseCatalog = {
    courses: courseRows,
    modulesByCourse,
    moduleIndex,
    resources: resourceRows.reduce(
      (byModule, { moduleId, ...resource }) =>
        byModule.set(moduleId, [...(byModule.get(moduleId) ?? []), resource]),
      new Map<string, CatalogResource[]>(),
    ),
    quizzes: quizByModule,
    milestones: milestoneRows,
  };
  readFrom.set(catalog, JSON.stringify(rows));
  return catalog;
}

/** `fresh`, or `previous` when both were made from the same rows. */
async function unlessUnchanged(previous: Promise<CourseCatalog>, fresh: Promise<CourseCatalog>) {
  const [before, now] = await Promise.all([previous, fresh]);
  return readFrom.get(before) === readFrom.get(now) ? before : now;
}

/**
 * The catalog of `db`, read again when older than {@link CATALOG_TTL_MS} or invalidated. Inside a transaction
 * (`tx`), the catalog of the transaction's database is used: it never holds what the transaction itself changes.
 */
export function courseCatalog(db: Db | Tx, now = Date.now()): Promise<CourseCatalog> {
  const key = catalogKey(db);
  const cached = cache.get(key);
  if (cached && now - cached.at < CATALOG_TTL_MS) {
    if (cached.settled || cached.reader === db) return cached.catalog;
    // A read still running on another handle may be waiting for this transaction to end (the embedded database
    // runs one transaction at a time): waiting for it here would wait forever. This handle reads its own.
    return readCatalog(db);
  }
  // Read again after the TTL, an unchanged catalog stays the same object.
  const catalog = cached?.settled ? unlessUnchanged(cached.catalog, readCatalog(db)) : readCatalog(db);
  const entry: Cached = { at: now, catalog, reader: db, settled: false };
  cache.set(key, entry);
  catalog.then(
    () => {
      entry.settled = true;
    },
    () => {
      // A failed read is not kept: the next request reads again.
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return catalog;
}

/** Forgets the catalog of `db`: the next request reads it again. Call after writing content, modules or quizzes. */
export function invalidateCourseCatalog(db: Db | Tx): void {
  cache.delete(catalogKey(db));
}

/**
 * The key a database's catalog is kept under: the drizzle client's dialect, one object shared by the database and
 * every transaction on it, so a transaction uses its database's catalog.
 */
function catalogKey(db: Db | Tx): object {
  return (db as unknown as { dialect?: object }).dialect ?? db;
}

/**
 * Runs a write of the course's structure and forgets the catalog once it settled, whether it succeeded or not.
 *
 * @returns what `write` returns.
 */
export async function changingCourse<T>(db: Db | Tx, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    invalidateCourseCatalog(db);
  }
}
