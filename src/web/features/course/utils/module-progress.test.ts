import { describe, expect, it } from 'vitest';
import { NO_FACTS, type ModuleFacts, type ModuleParts } from '@shared/course/progress-steps';
import { courseFigures, moduleChecklist } from './module-progress';

const at = '2026-01-05T10:00:00.000Z';
const parts: ModuleParts = { videoSeconds: 600, hasWorksheet: true, hasQuiz: true };
const facts = (overrides: Partial<ModuleFacts> = {}): ModuleFacts => ({ ...NO_FACTS, ...overrides });

describe('courseFigures', () => {
  it('averages the members percentages over every module and counts the completed ones', () => {
    const figures = courseFigures([
      { facts: facts({ startedAt: at, openedAt: at, completedAt: at }), parts },
      { facts: facts({ startedAt: at, openedAt: at }), parts },
      { facts: facts({ startedAt: at, openedAt: at, worksheetDoneAt: at }), parts },
      { facts: facts(), parts },
      { facts: facts(), parts },
      { facts: facts(), parts },
    ]);
    // (100 + 25 + 50 + 0 + 0 + 0) / 6 = 29.17
    expect(figures).toEqual({
      completedModules: 1,
      totalModules: 6,
      averagePercent: 29,
      completedPercent: 17,
      allCompleted: false,
    });
  });

  it('counts a watched video (90 % credited) as the 75 % step', () => {
    const watched = courseFigures([{ facts: facts({ startedAt: at, videoCreditedSeconds: 540 }), parts }]);
    expect(watched.averagePercent).toBe(75);
  });

  it('is 100 % and all completed once every module is', () => {
    const done = { facts: facts({ completedAt: at }), parts };
    expect(courseFigures([done, done])).toMatchObject({ averagePercent: 100, allCompleted: true });
  });

  it('is 0 and not completed without modules', () => {
    expect(courseFigures([])).toEqual({
      completedModules: 0,
      totalModules: 0,
      averagePercent: 0,
      completedPercent: 0,
      allCompleted: false,
    });
  });
});

describe('moduleChecklist', () => {
  it('lists Started, Video, Worksheet and Completed in order with what is done', () => {
    expect(moduleChecklist(facts({ startedAt: at, videoCreditedSeconds: 590 }), parts)).toEqual([
      { item: 'started', done: true },
      { item: 'video', done: true },
      { item: 'worksheet', done: false },
      { item: 'completed', done: false },
    ]);
  });

  it('counts the video done only from 90 % credited', () => {
    const [, video] = moduleChecklist(facts({ videoCreditedSeconds: 500 }), parts);
    expect(video).toEqual({ item: 'video', done: false });
  });

  it('leaves out the Video item without a video and the Worksheet item without a worksheet', () => {
    const items = moduleChecklist(facts({ worksheetDoneAt: at }), {
      videoSeconds: null,
      hasWorksheet: false,
      hasQuiz: false,
    });
    expect(items.map(({ item }) => item)).toEqual(['started', 'completed']);
  });
});
