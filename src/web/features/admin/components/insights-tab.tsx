/**
 * The Insights tab of /admin (issue 37 "Program insights"; admins only, as all of /admin): the program as a whole,
 * every figure computed by the server from the records — the funnel, where learners stop (with the inactive
 * learners), the quiz item analysis, video engagement and cohorts — each a chart beside its sortable data table,
 * with a CSV download of the table and its own loading, empty and failure states. The filters (cohort, date range;
 * the item analysis's quiz and round) apply to every insight and are kept in the address (utils/insights-view.ts:
 * `?tab=insights&cohort=…&from=…&to=…&quiz=…&round=…`), so a reload or a shared link shows the same.
 *
 * The admin page loads this module lazily: the chart library comes with it, outside the main bundle.
 */
import { useSearchParams } from 'react-router';
import { insightsMessages as m } from '@shared/messages/insights';
import {
  insightsFilters,
  readInsightsView,
  withInsightsView,
  type InsightsView,
} from '../utils/insights-view';
import { InsightsCohorts } from './insights-cohorts';
import { InsightsFilters } from './insights-filters';
import { InsightsFunnel } from './insights-funnel';
import { InsightsItemAnalysis } from './insights-item-analysis';
import { InsightsStops } from './insights-stops';
import { InsightsVideos } from './insights-videos';

export default function InsightsTab() {
  const [params, setParams] = useSearchParams();
  const view = readInsightsView(params);
  const filters = insightsFilters(view);
  // From the address itself: the router renders a change in a transition, so a second filter chosen before that
  // render ends would otherwise start from the parameters before the first one and drop it.
  const change = (next: Partial<InsightsView>) =>
    setParams(() => withInsightsView(new URLSearchParams(window.location.search), next), { replace: true });

  return (
    <section aria-labelledby="admin-insights-heading" className="space-y-6">
      <div>
        <h2 id="admin-insights-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      <InsightsFilters view={view} onChange={change} />
      <InsightsFunnel filters={filters} />
      <InsightsStops filters={filters} />
      <InsightsItemAnalysis
        filters={filters}
        quizId={view.quiz}
        round={view.round}
        onQuizChange={(quiz) => change({ quiz })}
        onRoundChange={(round) => change({ round })}
      />
      <InsightsVideos filters={filters} />
      <InsightsCohorts filters={filters} />
    </section>
  );
}
