import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROGRAM_PROGRESS_STEPS,
  canMarkModuleComplete,
  moduleCardAction,
  overallProgressPercent,
  programProgressAfter,
  type ProgramProgressStep,
} from './progress-steps';

const fresh = { progressPercentage: 0, started: false, completed: false };

describe('members progress steps', () => {
  it('are Start 10, opening 25, worksheet 50, watched 75, quiz passed and completed 100 (§9)', () => {
    expect(PROGRAM_PROGRESS_STEPS).toEqual({
      started: 10,
      opened: 25,
      worksheet: 50,
      watched: 75,
      quizPassed: 100,
      completed: 100,
    });
  });

  it('set 10 or 25 only on a module not started yet (§4)', () => {
    expect(programProgressAfter(fresh, 'started')).toBe(10);
    expect(programProgressAfter(fresh, 'opened')).toBe(25);
    expect(programProgressAfter({ progressPercentage: 10, started: true, completed: false }, 'opened')).toBe(
      10,
    );
    expect(programProgressAfter({ progressPercentage: 25, started: true, completed: false }, 'started')).toBe(
      25,
    );
  });

  it('raise to at least the step otherwise', () => {
    const started = { progressPercentage: 10, started: true, completed: false };
    expect(programProgressAfter(started, 'worksheet')).toBe(50);
    expect(programProgressAfter({ ...started, progressPercentage: 75 }, 'worksheet')).toBe(75);
    expect(programProgressAfter(started, 'watched')).toBe(75);
    expect(programProgressAfter(started, 'quizPassed')).toBe(100);
  });

  it('never go down, whatever the order', () => {
    const steps = Object.keys(PROGRAM_PROGRESS_STEPS) as ProgramProgressStep[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...steps)), (sequence) => {
        let state = fresh;
        for (const step of sequence) {
          const next = programProgressAfter(state, step);
          expect(next).toBeGreaterThanOrEqual(state.progressPercentage);
          expect(next).toBeLessThanOrEqual(100);
          state = {
            progressPercentage: next,
            started: true,
            completed: state.completed || step === 'completed',
          };
        }
      }),
    );
  });

  it('offer Mark Module Complete from 50 % until completed', () => {
    expect(canMarkModuleComplete({ progressPercentage: 49, started: true, completed: false })).toBe(false);
    expect(canMarkModuleComplete({ progressPercentage: 50, started: true, completed: false })).toBe(true);
    expect(canMarkModuleComplete({ progressPercentage: 100, started: true, completed: true })).toBe(false);
  });

  it('label the card Start, Continue or Review', () => {
    expect(moduleCardAction(fresh)).toBe('start');
    expect(moduleCardAction({ progressPercentage: 10, started: true, completed: false })).toBe('continue');
    expect(moduleCardAction({ progressPercentage: 100, started: true, completed: false })).toBe('continue');
    expect(moduleCardAction({ progressPercentage: 100, started: true, completed: true })).toBe('review');
  });

  it('average the module percentages over all modules for the overall progress', () => {
    expect(overallProgressPercent([], 6)).toBe(0);
    expect(overallProgressPercent([75, 25], 6)).toBe(17);
    expect(overallProgressPercent([100, 100, 100, 100, 100, 100], 6)).toBe(100);
    expect(overallProgressPercent([50], 0)).toBe(0);
  });
});
