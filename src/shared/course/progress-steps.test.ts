import { describe, expect, it } from 'vitest';
import {
  learningPercent,
  learningStep,
  membersPercent,
  membersStep,
  NO_FACTS,
  videoWatchedPercent,
  type ModuleFacts,
} from './progress-steps';

const at = '2026-11-29T10:00:00.000Z';
const facts = (overrides: Partial<ModuleFacts> = {}): ModuleFacts => ({ ...NO_FACTS, ...overrides });

describe('the steps each view counts (issue 38 item 2)', () => {
  it('gives the learning area’s furthest step with its number and percentage', () => {
    expect(learningStep(facts())).toEqual({ step: null, number: 0, total: 5, percent: 0 });
    const read = facts({ startedAt: at, videoStartedAt: at, lessonReadAt: at });
    expect(learningStep(read)).toEqual({ step: 'lessonRead', number: 3, total: 5, percent: 70 });
    expect(learningPercent(read)).toBe(70);
  });

  it('gives the members program’s furthest step, the video counting from 90 % credited', () => {
    const opened = facts({ startedAt: at, openedAt: at, videoCreditedSeconds: 500 });
    expect(membersStep(opened, { videoSeconds: 600 })).toEqual({
      step: 'opened',
      number: 2,
      total: 5,
      percent: 25,
    });
    const watched = { ...opened, videoCreditedSeconds: 540 };
    expect(membersStep(watched, { videoSeconds: 600 })).toMatchObject({ step: 'watched', percent: 75 });
    expect(membersPercent(facts({ startedAt: at, completedAt: at }), { videoSeconds: null })).toBe(100);
  });
});

describe('videoWatchedPercent (issue 38 item 4: one figure for learner and staff)', () => {
  it('rounds down, so it reads 90 % only once the video counts as watched', () => {
    expect(videoWatchedPercent(539.9, 600)).toBe(89);
    expect(videoWatchedPercent(540, 600)).toBe(90);
    expect(videoWatchedPercent(23.9, 24)).toBe(99);
  });

  it('stays within 0-100 and is 0 without a video', () => {
    expect(videoWatchedPercent(900, 600)).toBe(100);
    expect(videoWatchedPercent(-3, 600)).toBe(0);
    expect(videoWatchedPercent(10, null)).toBe(0);
    expect(videoWatchedPercent(10, 0)).toBe(0);
  });
});
