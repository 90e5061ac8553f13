/**
 * Press-kit material in the course's files (docs/decisions/0023): a worksheet prompt written as `{ prompt, pressKit }`
 * is loaded as its text (so answers and completion are unchanged) plus a mark in `modules.press_kit_prompts`; a
 * reload rewrites the marks from the files and keeps staff's edits of a module's texts (decision 0017); an unknown
 * field stops the load with a line naming the file.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../db/schema/index';
import { useAccountSuite } from '../../test/accounts';
import { ContentError, loadLearningContent } from '../course/content';
import { syncLearningContent } from '../course/content-sync';

const suite = useAccountSuite();
const repoContent = path.resolve(import.meta.dirname, '../../../../content/learning');
const MONTH_3 = 'modules/03-creativity-in-content-and-artistry.md';
let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-press-kit-content-'));
  await fs.cp(repoContent, dir, { recursive: true });
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Marks month 3's first prompt with `field` in the copy. */
async function markMonth3(field: string): Promise<void> {
  const file = path.join(dir, MONTH_3);
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(
    file,
    text.replace(
      /^worksheet:\n {2}- ('Write your artist identity[^\n]*)$/m,
      `worksheet:\n  - prompt: $1\n    pressKit: ${field}`,
    ),
  );
}

const month3 = async () => {
  const [row] = await suite.t.database.db
    .select({
      id: modules.id,
      prompts: modules.worksheetPrompts,
      marks: modules.pressKitPrompts,
      title: modules.title,
    })
    .from(modules)
    .where(eq(modules.monthNumber, 3));
  return row!;
};

describe('press-kit marks in the module files', () => {
  it('loads a marked prompt as its text and a mark, rewritten on reload, staff edits kept', async () => {
    await syncLearningContent(suite.t.database.db, await loadLearningContent(dir));
    const before = await month3();
    expect(before.marks).toEqual([]);
    await suite.t.database.db
      .update(modules)
      .set({ title: 'Staff title', staffEditedAt: new Date() })
      .where(eq(modules.id, before.id));
    await markMonth3('achievements');
    await syncLearningContent(suite.t.database.db, await loadLearningContent(dir));
    const after = await month3();
    expect(after.marks).toEqual([{ promptIndex: 0, field: 'achievements' }]);
    expect(after.prompts).toEqual(before.prompts);
    expect(after.title).toBe('Staff title');
  });

  it('refuses an unknown field, naming the file', async () => {
    await fs.cp(repoContent, dir, { recursive: true });
    await markMonth3('biography');
    await expect(loadLearningContent(dir)).rejects.toThrow(ContentError);
    await expect(loadLearningContent(dir)).rejects.toThrow(/03-creativity-in-content-and-artistry\.md/);
  });
});
