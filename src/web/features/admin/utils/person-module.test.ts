import { describe, expect, it } from 'vitest';
import { personMessages as m } from '@shared/messages/people';
import { formatDateTime } from '@web/lib/format-date';
import { NO_FACTS } from '@shared/course/progress-steps';
import { canResetRound, lockText, moduleBadgeText, videoCreditText } from './person-module';

const quiz = (attemptsLeft: number, maxAttempts = 3) => ({
  passingScore: 70,
  maxAttempts,
  attemptsLeft,
  retryAt: null,
  roundResetAt: null,
  attempts: [],
});

describe('a module on a person’s page', () => {
  it('gives the video credited as minutes of its length and a percent', () => {
    expect(videoCreditText(210, 720)).toBe('3.5 of 12 min (29 %)');
    expect(videoCreditText(0, 24)).toBe('0 of 0.4 min (0 %)');
    expect(videoCreditText(23.9, 24)).toBe('0.4 of 0.4 min (99 %)');
  });

  it('never says more than the whole video, nor less than nothing', () => {
    expect(videoCreditText(900, 600)).toBe('10 of 10 min (100 %)');
    expect(videoCreditText(-5, 600)).toBe('0 of 10 min (0 %)');
  });

  it('says nothing about a video the module does not have', () => {
    expect(videoCreditText(0, null)).toBeNull();
    expect(videoCreditText(0, 0)).toBeNull();
  });

  it('badges a completed module Completed, not Open (issue 38 item 4)', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(moduleBadgeText({ facts: { ...NO_FACTS, startedAt: at, completedAt: at }, lock: null })).toBe(
      'Completed',
    );
    expect(moduleBadgeText({ facts: { ...NO_FACTS, startedAt: at }, lock: null })).toBe('In progress');
    expect(moduleBadgeText({ facts: NO_FACTS, lock: null })).toBe('Open');
    expect(moduleBadgeText({ facts: NO_FACTS, lock: { reason: 'previous', afterModuleNumber: 1 } })).toBe(
      'Opens after module 1',
    );
  });

  it('says why a module is locked', () => {
    expect(lockText(null)).toBeNull();
    expect(lockText({ reason: 'previous', afterModuleNumber: 2 })).toBe('Opens after module 2');
    const opensAt = '2026-12-01T15:00:00.000Z';
    expect(lockText({ reason: 'schedule', opensAt })).toBe(m.lockedUntil(formatDateTime(opensAt)));
  });

  it('offers a reset only once attempts of the round are used', () => {
    expect(canResetRound(null)).toBe(false);
    expect(canResetRound(quiz(3))).toBe(false);
    expect(canResetRound(quiz(2))).toBe(true);
    expect(canResetRound(quiz(0))).toBe(true);
  });
});
