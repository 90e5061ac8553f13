/**
 * What a person's page says about one of their modules (issue "Staff operations" item 4): why it is locked, how much
 * of the video the server credited (as minutes of its length and a percent), and whether staff can reset the quiz
 * round (only when the learner has used attempts of the current round: a fresh round needs no reset).
 */
import { videoWatchedPercent } from '@shared/course/progress-steps';
import { personMessages as m } from '@shared/messages/people';
import type { PersonModule } from '@shared/schemas/people';
import { formatDateTime } from '@web/lib/format-date';

/** Minutes with at most one decimal, e.g. "3.5", "12". */
function minutes(seconds: number): string {
  return String(Math.round((seconds / 60) * 10) / 10);
}

/**
 * The video credited, e.g. "3.5 of 12 min (29 %)": minutes of the video's length and the share, rounded down and
 * at most 100 % — `videoWatchedPercent`, the figure the learner's video card shows (issue 38 item 4). Null without a
 * video (or a video of no length).
 */
export function videoCreditText(creditedSeconds: number, videoSeconds: number | null): string | null {
  if (videoSeconds === null || videoSeconds <= 0) return null;
  const credited = Math.min(Math.max(creditedSeconds, 0), videoSeconds);
  return m.videoCredit(minutes(credited), minutes(videoSeconds), videoWatchedPercent(credited, videoSeconds));
}

/**
 * The module's badge on the person's page (issue 38 item 4: a completed module is not "Open"): Completed, else why
 * it is locked ({@link lockText}), else In progress once started, else Open.
 */
export function moduleBadgeText(module: Pick<PersonModule, 'facts' | 'lock'>): string {
  if (module.facts.completedAt !== null) return m.moduleCompleted;
  return lockText(module.lock) ?? (module.facts.startedAt !== null ? m.moduleInProgress : m.open);
}

/** Why the module is locked: "Locked until …" (a schedule) or "Opens after module N"; null when it is open. */
export function lockText(lock: PersonModule['lock']): string | null {
  if (!lock) return null;
  return lock.reason === 'schedule'
    ? m.lockedUntil(formatDateTime(lock.opensAt))
    : m.opensAfter(lock.afterModuleNumber);
}

/** Whether resetting the quiz round changes anything: the learner used attempts of the current round. */
export function canResetRound(quiz: PersonModule['quiz']): boolean {
  return quiz !== null && quiz.attemptsLeft < quiz.maxAttempts;
}
