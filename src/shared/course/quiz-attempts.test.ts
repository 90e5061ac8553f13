import { describe, expect, it } from 'vitest';
import { attemptAllowance } from './quiz-attempts';

const now = new Date('2026-11-22T12:00:00Z');
const day = 24 * 3600_000;
const allowance = (attemptsMade: number, lastAttemptAt: Date | null) =>
  attemptAllowance({ attemptsMade, lastAttemptAt, maxAttempts: 3, cooldownMs: day, now });

describe('quiz attempt allowance', () => {
  it('counts down from max_attempts', () => {
    expect(allowance(0, null)).toEqual({ attemptsLeft: 3, retryAt: null });
    expect(allowance(1, now)).toEqual({ attemptsLeft: 2, retryAt: null });
    expect(allowance(2, now)).toEqual({ attemptsLeft: 1, retryAt: null });
  });

  it('after the last attempt of a round, allows none until the cooling-off period has passed', () => {
    const last = new Date(now.getTime() - 3600_000);
    expect(allowance(3, last)).toEqual({
      attemptsLeft: 0,
      retryAt: new Date(last.getTime() + day).toISOString(),
    });
  });

  it('opens a new round once the cooling-off period has passed', () => {
    expect(allowance(3, new Date(now.getTime() - day))).toEqual({ attemptsLeft: 3, retryAt: null });
    expect(allowance(4, now)).toEqual({ attemptsLeft: 2, retryAt: null });
  });
});
