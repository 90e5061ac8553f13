/**
 * Test helper: writes the real course content (`LEARNING_CONTENT_DIR`) and the milestone catalogue
 * (`PROGRAM_CONTENT_DIR`) into a test app's database, as start-up does.
 */
import { asc, eq } from 'drizzle-orm';
import { modules } from '../db/schema/index';
import { loadLearningContent } from '../features/course/content';
import { syncLearningContent } from '../features/course/content-sync';
import { loadMilestones, syncMilestones } from '../features/program/content';
import type { TestApp } from './test-app';

/** The seeded course: its id and its active modules' ids in course order. */
export interface SeededCourse {
  courseId: string;
  moduleIds: string[];
}

/** Loads and writes the content; returns the course's id and its module ids by month. */
export async function seedCourseContent(t: TestApp): Promise<SeededCourse> {
  const courseId = await syncLearningContent(
    t.database.db,
    await loadLearningContent(t.env.LEARNING_CONTENT_DIR),
  );
  await syncMilestones(t.database.db, await loadMilestones(t.env.PROGRAM_CONTENT_DIR));
  const rows = await t.database.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.isActive, true))
    .orderBy(asc(modules.monthNumber), asc(modules.weekNumber));
  return { courseId, moduleIds: rows.map((row) => row.id) };
}
