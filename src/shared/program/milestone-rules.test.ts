import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MILESTONE_MEASURES,
  achievementSummary,
  earnedMilestoneKeys,
  meetsCriterion,
  type LearnerActivity,
} from './milestone-rules';

const none: LearnerActivity = {
  modulesStarted: 0,
  modulesCompleted: 0,
  quizzesPassed: 0,
  worksheetsCompleted: 0,
  videosWatched: 0,
  modulesWithNotes: 0,
  totalModules: 6,
};

const catalogue = [
  { key: 'first-steps', criterion: { measure: 'modulesStarted', atLeast: 1 } },
  { key: 'halfway-there', criterion: { measure: 'modulesCompleted', atLeast: 3 } },
  { key: 'program-graduate', criterion: { measure: 'modulesCompleted', atLeast: 'all' } },
] as const;

describe('milestone rules', () => {
  it('earn nothing for a new member', () => {
    expect(earnedMilestoneKeys(none, catalogue)).toEqual([]);
  });

  it('earn a milestone once its measure reaches the threshold', () => {
    expect(earnedMilestoneKeys({ ...none, modulesStarted: 1 }, catalogue)).toEqual(['first-steps']);
    expect(earnedMilestoneKeys({ ...none, modulesStarted: 3, modulesCompleted: 3 }, catalogue)).toEqual([
      'first-steps',
      'halfway-there',
    ]);
  });

  it("read 'all' as every module of the program, and never meet it without modules", () => {
    expect(
      meetsCriterion({ ...none, modulesCompleted: 5 }, { measure: 'modulesCompleted', atLeast: 'all' }),
    ).toBe(false);
    expect(
      meetsCriterion({ ...none, modulesCompleted: 6 }, { measure: 'modulesCompleted', atLeast: 'all' }),
    ).toBe(true);
    expect(
      meetsCriterion({ ...none, totalModules: 0 }, { measure: 'modulesCompleted', atLeast: 'all' }),
    ).toBe(false);
  });

  it('never take a milestone back as activity grows', () => {
    const counts = fc.record(
      Object.fromEntries(MILESTONE_MEASURES.map((m) => [m, fc.nat({ max: 6 })])) as Record<
        (typeof MILESTONE_MEASURES)[number],
        fc.Arbitrary<number>
      >,
    );
    fc.assert(
      fc.property(counts, fc.constantFrom(...MILESTONE_MEASURES), (activity, grown) => {
        const before = earnedMilestoneKeys({ ...activity, totalModules: 6 }, catalogue);
        const after = earnedMilestoneKeys(
          { ...activity, [grown]: activity[grown] + 1, totalModules: 6 },
          catalogue,
        );
        for (const key of before) expect(after).toContain(key);
      }),
    );
  });

  it('sum up the panel: percent of milestones earned, rounded, and total points (§9)', () => {
    expect(achievementSummary([], 8)).toEqual({ percentComplete: 0, totalPoints: 0 });
    expect(achievementSummary([10, 25], 8)).toEqual({ percentComplete: 25, totalPoints: 35 });
    expect(achievementSummary([10], 3)).toEqual({ percentComplete: 33, totalPoints: 10 });
    expect(achievementSummary([], 0)).toEqual({ percentComplete: 0, totalPoints: 0 });
  });
});
