import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courseProgressPercent,
  LEARNING_PROGRESS_STEPS,
  raiseProgress,
  type LearningProgressStep,
} from './progress-steps';

describe('learning progress steps', () => {
  it('are 10, 50, 70, 90 and 100 (§9)', () => {
    expect(Object.values(LEARNING_PROGRESS_STEPS)).toEqual([10, 50, 70, 90, 100]);
  });

  it('raise a module to the step, and never lower it', () => {
    expect(raiseProgress(0, 'opened')).toBe(10);
    expect(raiseProgress(10, 'videoStarted')).toBe(50);
    expect(raiseProgress(70, 'opened')).toBe(70);
    expect(raiseProgress(90, 'lessonRead')).toBe(90);
    expect(raiseProgress(100, 'videoStarted')).toBe(100);
  });

  it('never go down, whatever the order of the steps', () => {
    const steps = Object.keys(LEARNING_PROGRESS_STEPS) as LearningProgressStep[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...steps)), (sequence) => {
        let percent = 0;
        for (const step of sequence) {
          const next = raiseProgress(percent, step);
          expect(next).toBeGreaterThanOrEqual(percent);
          percent = next;
        }
        expect(percent).toBe(Math.max(0, ...sequence.map((s) => LEARNING_PROGRESS_STEPS[s])));
      }),
    );
  });
});

describe('course progress', () => {
  it('is completed over total modules, rounded to a whole percent', () => {
    expect(courseProgressPercent(1, 6)).toBe(17);
    expect(courseProgressPercent(3, 6)).toBe(50);
    expect(courseProgressPercent(6, 6)).toBe(100);
    expect(courseProgressPercent(0, 0)).toBe(0);
  });
});
