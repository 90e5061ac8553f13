/**
 * What the Insights tab shows (issue 37 "Program insights"), kept in the address beside `?tab=insights` so a reload
 * or a shared link opens it again: `cohort` (an enrolment month, `YYYY-MM`), `from` and `to` (`YYYY-MM-DD`, both
 * days included), applied to every insight, and for the quiz item analysis `quiz` (one quiz's id; absent: every
 * quiz) and `round` (`all` attempts; absent: first attempts). A value the server would refuse reads as absent.
 */
import { insightsQuerySchema, type InsightsQuery, type ItemRound } from '@shared/schemas/insights';

/** The Insights tab's state as the address holds it. */
export interface InsightsView {
  cohort: string | null;
  from: string | null;
  to: string | null;
  quiz: string | null;
  round: ItemRound;
}

/** The filters every insight takes, as its query sends them (absent ones left out). */
export type InsightsFilters = Pick<InsightsQuery, 'cohort' | 'from' | 'to'>;

/** The address parameters of the Insights tab (the admin page clears them when another tab is chosen). */
export const INSIGHTS_VIEW_PARAMS = ['cohort', 'from', 'to', 'quiz', 'round'] as const;

/** `value` when the server's filter schema accepts it as `field`, else null. */
function accepted(field: 'cohort' | 'from' | 'to' | 'quizId', value: string | null): string | null {
  if (!value) return null;
  return insightsQuerySchema.safeParse({ [field]: value }).success ? value : null;
}

/** Reads the Insights tab's state from the address's parameters. */
export function readInsightsView(params: URLSearchParams): InsightsView {
  return {
    cohort: accepted('cohort', params.get('cohort')),
    from: accepted('from', params.get('from')),
    to: accepted('to', params.get('to')),
    quiz: accepted('quizId', params.get('quiz')),
    round: params.get('round') === 'all' ? 'all' : 'first',
  };
}

/**
 * The address's parameters with `change` applied to the Insights tab's state, every other parameter (`tab`) kept.
 * A default (no filter, first attempts) leaves its parameter out.
 */
export function withInsightsView(params: URLSearchParams, change: Partial<InsightsView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: (typeof INSIGHTS_VIEW_PARAMS)[number], value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set('cohort', change.cohort);
  set('from', change.from);
  set('to', change.to);
  set('quiz', change.quiz);
  set('round', change.round === undefined ? undefined : change.round === 'all' ? 'all' : null);
  return next;
}

/** Whether the range is backwards (`to` before `from`): the server refuses it, so the tab sends neither. */
export const isBackwardsRange = (view: InsightsView): boolean =>
  view.from !== null && view.to !== null && view.to < view.from;

/** The filters of every insight for `view`: a backwards range is left out (the filters say why). */
export function insightsFilters(view: InsightsView): InsightsFilters {
  const backwards = isBackwardsRange(view);
  return {
    cohort: view.cohort ?? undefined,
    from: backwards ? undefined : (view.from ?? undefined),
    to: backwards ? undefined : (view.to ?? undefined),
  };
}
