/**
 * The members program's content as shipped (issue "Members program" item 3; training-program.md §3 milestones, §9):
 * a milestone catalogue with points and the badge icons of §3 covering the first steps through the whole program,
 * and every module with the five worksheet prompts of its month and a quiz of four-option questions.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLearningContent } from '../src/server/features/course/content';
import { loadMilestones } from '../src/server/features/program/content';

const catalogue = await loadMilestones(path.join(import.meta.dirname, 'program'));
const lessons = await loadLearningContent(path.join(import.meta.dirname, 'learning'));

describe('the program content', () => {
  it('has milestones from the first module started to all six completed', () => {
    const criteria = catalogue.map((m) => `${m.criterion.measure}>=${m.criterion.atLeast}`);
    expect(criteria).toEqual(
      expect.arrayContaining([
        'modulesStarted>=1',
        'quizzesPassed>=1',
        'modulesCompleted>=1',
        'modulesCompleted>=3',
        'modulesWithNotes>=1',
        'modulesCompleted>=all',
      ]),
    );
    for (const milestone of catalogue) {
      expect(milestone.points).toBeGreaterThan(0);
      expect(milestone.description.length).toBeGreaterThan(20);
    }
    expect(new Set(catalogue.map((m) => m.title)).size).toBe(catalogue.length);
  });

  it('gives every month its worksheet prompts and a quiz', () => {
    for (const module of lessons.modules) {
      expect(module.worksheet.length, module.key).toBeGreaterThanOrEqual(5);
      expect(module.quiz?.questions.length, module.key).toBeGreaterThanOrEqual(5);
    }
  });
});
