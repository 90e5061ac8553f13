import { describe, expect, it } from 'vitest';
import { insightsFilters, isBackwardsRange, readInsightsView, withInsightsView } from './insights-view';

const read = (search: string) => readInsightsView(new URLSearchParams(search));
const QUIZ = '0b6f4f7e-4c1a-4f55-9a43-2f1de2f7c001';

describe('the Insights tab’s state in the address', () => {
  it('has no filter and first attempts by default', () => {
    expect(read('tab=insights')).toEqual({ cohort: null, from: null, to: null, quiz: null, round: 'first' });
  });

  it('reads the cohort, the range, the quiz and the round', () => {
    expect(read(`tab=insights&cohort=2026-03&from=2026-01-01&to=2026-06-30&quiz=${QUIZ}&round=all`)).toEqual({
      cohort: '2026-03',
      from: '2026-01-01',
      to: '2026-06-30',
      quiz: QUIZ,
      round: 'all',
    });
  });

  it('reads a value the server would refuse as absent', () => {
    expect(read('cohort=2026-13&from=2026-02-30&to=yesterday&quiz=nope&round=last')).toEqual({
      cohort: null,
      from: null,
      to: null,
      quiz: null,
      round: 'first',
    });
  });

  it('changes only what it is given, keeps the admin tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=insights&cohort=2026-03');
    expect(withInsightsView(params, { round: 'all', from: '2026-01-01' }).toString()).toBe(
      'tab=insights&cohort=2026-03&from=2026-01-01&round=all',
    );
    expect(
      withInsightsView(new URLSearchParams('tab=insights&round=all&quiz=x'), {
        round: 'first',
        quiz: null,
        cohort: null,
      }).toString(),
    ).toBe('tab=insights');
    expect(params.toString()).toBe('tab=insights&cohort=2026-03');
  });

  it('sends the filters, leaving out absent ones and a backwards range', () => {
    expect(insightsFilters(read('cohort=2026-03&from=2026-01-01'))).toEqual({
      cohort: '2026-03',
      from: '2026-01-01',
      to: undefined,
    });
    const backwards = read('from=2026-05-01&to=2026-04-30');
    expect(isBackwardsRange(backwards)).toBe(true);
    expect(insightsFilters(backwards)).toEqual({ cohort: undefined, from: undefined, to: undefined });
    expect(isBackwardsRange(read('from=2026-05-01&to=2026-05-01'))).toBe(false);
  });
});
