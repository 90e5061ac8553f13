/** Test helper: writes the real program content (the lessons and the milestone catalogue) into a test app's database. */
import { asc, eq } from 'drizzle-orm';
import { programModules } from '../db/schema/index';
import { loadLearningContent } from '../features/learning/content';
import { loadMilestones, syncProgramContent } from '../features/program/content';
import type { TestApp } from './test-app';

/** Loads and writes the content, as start-up does; returns the active program module ids by month. */
export async function seedProgramContent(t: TestApp): Promise<string[]> {
  await syncProgramContent(
    t.database.db,
    await loadLearningContent(t.env.LEARNING_CONTENT_DIR),
    await loadMilestones(t.env.PROGRAM_CONTENT_DIR),
  );
  const rows = await t.database.db
    .select({ id: programModules.id })
    .from(programModules)
    .where(eq(programModules.isActive, true))
    .orderBy(asc(programModules.monthNumber));
  return rows.map((row) => row.id);
}
