/** Test helper: writes the real learning content of `LEARNING_CONTENT_DIR` into a test app's database. */
import type { TestApp } from './test-app';
import { loadLearningContent, syncLearningContent } from '../features/learning/content';

/** Loads and writes the content, as start-up does; returns the course's id. */
export async function seedLearningContent(t: TestApp): Promise<string> {
  return syncLearningContent(t.database.db, await loadLearningContent(t.env.LEARNING_CONTENT_DIR));
}
