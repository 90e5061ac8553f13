/**
 * How many quiz attempts a learner has left (training-program.md §4 "Learning area quiz", §9 "Retake allowed
 * while attempts are fewer than max_attempts"; docs/decisions/0009). Attempts come in rounds of `maxAttempts`:
 * after the last attempt of a round, the next round opens a cooling-off period after that attempt, so a learner
 * who used every attempt goes back to the lesson first but is never locked out of the course for good.
 */

/** What the quiz card shows and the server enforces. */
export interface AttemptAllowance {
  /** Attempts that may be made now (0 while cooling off). */
  attemptsLeft: number;
  /** When the next round opens, as an ISO date-time; null unless cooling off. */
  retryAt: string | null;
}

/**
 * The allowance of a learner who made `attemptsMade` attempts, the last at `lastAttemptAt`.
 *
 * @param input.maxAttempts - attempts per round, at least 1.
 * @param input.cooldownMs - the wait after a round's last attempt, in ms.
 * @param input.now - the current time.
 */
export function attemptAllowance(input: {
  attemptsMade: number;
  lastAttemptAt: Date | null;
  maxAttempts: number;
  cooldownMs: number;
  now: Date;
}): AttemptAllowance {
  const { attemptsMade, lastAttemptAt, maxAttempts, cooldownMs, now } = input;
  const usedInRound = attemptsMade % maxAttempts;
  if (attemptsMade === 0 || usedInRound !== 0)
    return { attemptsLeft: maxAttempts - usedInRound, retryAt: null };
  const opensAt = new Date((lastAttemptAt ?? now).getTime() + cooldownMs);
  return opensAt <= now
    ? { attemptsLeft: maxAttempts, retryAt: null }
    : { attemptsLeft: 0, retryAt: opensAt.toISOString() };
}
