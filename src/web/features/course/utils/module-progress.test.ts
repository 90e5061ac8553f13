import { describe, expect, it } from 'vitest';
import { NO_FACTS, type ModuleFacts, type ModuleParts } from '@shared/course/progress-steps';
import { continueModule, courseFigures, moduleChecklist, stepCaption } from './module-progress';

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
  it('lists Started, Video, Worksheet, Quiz and Completed in order with what is done', () => {
    expect(
      moduleChecklist(facts({ startedAt: at, videoCreditedSeconds: 590, quizPassedAt: at }), parts),
    ).toEqual([
      { item: 'started', done: true },
      { item: 'video', done: true },
      { item: 'worksheet', done: false },
      { item: 'quiz', done: true },
      { item: 'completed', done: false },
    ]);
  });

  it('lists the Quiz of a module without a video, which has no Video item (issue 38 item 4)', () => {
    const items = moduleChecklist(facts({ startedAt: at }), { ...parts, videoSeconds: null });
    expect(items.map(({ item }) => item)).toEqual(['started', 'worksheet', 'quiz', 'completed']);
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

describe('stepCaption', () => {
  const opened = facts({ startedAt: at, openedAt: at, videoStartedAt: at, lessonReadAt: at });

  it('says which step of its view each percentage counts, so 70 % and 25 % of one record agree (issue 38 item 2)', () => {
    expect(stepCaption('learning', { facts: opened, parts })).toBe('Step 3 of 5 reached: Lesson read');
    expect(stepCaption('members', { facts: opened, parts })).toBe('Step 2 of 5 reached: Module opened');
  });

  it('counts the furthest step, and the members view a video as watched only from 90 %', () => {
    const furthest = facts({ startedAt: at, quizPassedAt: at, videoCreditedSeconds: 540 });
    expect(stepCaption('learning', { facts: furthest, parts })).toBe('Step 4 of 5 reached: Quiz passed');
    expect(stepCaption('members', { facts: furthest, parts })).toBe('Step 4 of 5 reached: Video watched');
  });

  it('says no step is done before the first', () => {
    expect(stepCaption('learning', { facts: facts(), parts })).toBe('No steps done yet (0 of 5)');
    expect(stepCaption('members', { facts: facts(), parts })).toBe('No steps done yet (0 of 5)');
  });
});

describe('continueModule', () => {
  const card = (id: string, status: 'locked' | 'available' | 'completed') => ({
    id,
    status,
    facts: { completedAt: status === 'completed' ? at : null },
  });

  it('offers the module touched last while it is not completed', () => {
    const modules = [card('m1', 'completed'), card('m2', 'available'), card('m3', 'locked')];
    expect(continueModule(modules, 'm2')).toEqual({ module: modules[1], after: null });
  });

  it('offers the next open module once the one touched last is completed (issue 38 item 4)', () => {
    const modules = [card('m1', 'completed'), card('m2', 'available'), card('m3', 'locked')];
    expect(continueModule(modules, 'm1')).toEqual({ module: modules[1], after: modules[0] });
  });

  it('goes back to an earlier open module when none after it is open', () => {
    const modules = [card('m1', 'available'), card('m2', 'completed'), card('m3', 'locked')];
    expect(continueModule(modules, 'm2')).toEqual({ module: modules[0], after: modules[1] });
  });

  it('offers nothing before any module is touched, or when no open module is left', () => {
    const modules = [card('m1', 'completed'), card('m2', 'locked')];
    expect(continueModule(modules, null)).toBeNull();
    expect(continueModule(modules, 'm1')).toBeNull();
  });
});
