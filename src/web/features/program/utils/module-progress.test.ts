import { describe, expect, it } from 'vitest';
import { moduleCardAction } from '@shared/program/progress-steps';
import type { ProgramModuleProgress } from '@shared/schemas/program';
import { moduleChecklist, progressState } from './module-progress';

const row = (overrides: Partial<ProgramModuleProgress> = {}): ProgramModuleProgress => ({
  moduleId: 'm1',
  progressPercentage: 10,
  startedAt: '2026-01-05T10:00:00.000Z',
  completedAt: null,
  worksheetDownloaded: false,
  videoWatched: false,
  quizCompleted: false,
  ...overrides,
});

describe('progressState', () => {
  it('reads a missing row as not started, and the card says Start, Continue or Review', () => {
    expect(progressState(undefined)).toEqual({ progressPercentage: 0, started: false, completed: false });
    expect(moduleCardAction(progressState(undefined))).toBe('start');
    expect(moduleCardAction(progressState(row()))).toBe('continue');
    expect(
      moduleCardAction(
        progressState(row({ progressPercentage: 100, completedAt: '2026-01-09T10:00:00.000Z' })),
      ),
    ).toBe('review');
  });
});

describe('moduleChecklist', () => {
  it('lists Started, Video, Worksheet and Completed in order with what is done', () => {
    expect(moduleChecklist(row({ videoWatched: true }), true)).toEqual([
      { item: 'started', done: true },
      { item: 'video', done: true },
      { item: 'worksheet', done: false },
      { item: 'completed', done: false },
    ]);
  });

  it('leaves the Video item out for a module without a video', () => {
    expect(moduleChecklist(row({ worksheetDownloaded: true }), false).map(({ item }) => item)).toEqual([
      'started',
      'worksheet',
      'completed',
    ]);
  });
});
