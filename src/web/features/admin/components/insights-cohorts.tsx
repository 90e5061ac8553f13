/**
 * Cohorts on the Insights tab (issue 37 item 5): per enrolment month, the modules completed per learner by week since
 * enrolment — one line per cohort, and a sortable table with a row per week and a column per cohort.
 */
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { insightsMessages as m } from '@shared/messages/insights';
import type { CohortRow } from '@shared/schemas/insights';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@web/components/ui/chart';
import { insightsCsvUrl } from '../api/insights-export';
import { useInsightsCohorts } from '../api/insights-cohorts';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsSection } from './insights-section';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.cohorts;

/** The chart's colours, taken in turn by the cohorts. */
const CHART_COLOURS = 5;

/** A week since enrolment: each cohort's modules completed per learner by then (absent after its weeks so far). */
type WeekRow = { week: number } & Record<string, number | undefined>;

/** The series key of a cohort (`YYYY-MM` → `c2026_03`: a name CSS variables accept). */
const seriesKey = (cohort: string) => `c${cohort.replace('-', '_')}`;

/** One row per week, up to the longest cohort's weeks. */
function weekRows(cohorts: readonly CohortRow[]): WeekRow[] {
  const weeks = Math.max(0, ...cohorts.map((cohort) => cohort.weeks.length));
  return Array.from({ length: weeks }, (_, index) => {
    const row: WeekRow = { week: index + 1 };
    for (const cohort of cohorts) {
      const week = cohort.weeks.find((each) => each.week === index + 1);
      row[seriesKey(cohort.cohort)] = week?.modulesCompletedPerLearner;
    }
    return row;
  });
}

function configOf(cohorts: readonly CohortRow[]): ChartConfig {
  return Object.fromEntries(
    cohorts.map((cohort, index) => [
      seriesKey(cohort.cohort),
      {
        label: t.cohortColumn(cohort.cohort, cohort.learners),
        color: `var(--chart-${(index % CHART_COLOURS) + 1})`,
      },
    ]),
  );
}

function columnsOf(cohorts: readonly CohortRow[]): InsightsColumn<WeekRow>[] {
  return [
    { key: 'week', header: t.columns.week, value: (row) => row.week },
    ...cohorts.map((cohort) => {
      const key = seriesKey(cohort.cohort);
      return {
        key,
        header: t.cohortColumn(cohort.cohort, cohort.learners),
        value: (row: WeekRow) => row[key] ?? null,
        cell: (row: WeekRow) => row[key]?.toFixed(2) ?? m.none,
        numeric: true,
      };
    }),
  ];
}

/** "2026-03: 1.5 modules per learner by week 8" for each cohort, at its last week. */
function summary(cohorts: readonly CohortRow[]): string {
  return cohorts
    .map((cohort) => {
      const last = cohort.weeks.at(-1);
      return last
        ? `${cohort.cohort} ${last.modulesCompletedPerLearner} by week ${last.week}`
        : cohort.cohort;
    })
    .join(', ');
}

export function InsightsCohorts({ filters }: { filters: InsightsFilters }) {
  const query = useInsightsCohorts(filters);
  return (
    <InsightsSection
      id="insights-cohorts"
      title={t.title}
      description={t.description}
      csvHref={insightsCsvUrl('cohorts', filters)}
      query={query}
      isEmpty={(data) => data.cohorts.length === 0}
      empty={t.empty}
    >
      {({ cohorts }) => {
        const config = configOf(cohorts);
        return (
          <div className="grid gap-6 xl:grid-cols-2">
            <ChartContainer
              config={config}
              role="img"
              aria-label={t.chartLabel(summary(cohorts))}
              className="aspect-auto h-80 w-full"
            >
              <LineChart accessibilityLayer={false} data={weekRows(cohorts)} margin={{ left: 0, right: 12 }}>
                <CartesianGrid vertical={false} />
                <XAxis dataKey="week" tickLine={false} axisLine={false} />
                <YAxis tickLine={false} axisLine={false} width={32} />
                <ChartTooltip
                  content={<ChartTooltipContent labelFormatter={(_, payload) => weekOf(payload)} />}
                />
                <ChartLegend content={<ChartLegendContent />} />
                {Object.keys(config).map((key) => (
                  <Line
                    key={key}
                    dataKey={key}
                    stroke={`var(--color-${key})`}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ChartContainer>
            <InsightsTable
              caption={t.caption}
              columns={columnsOf(cohorts)}
              rows={weekRows(cohorts)}
              rowKey={(row) => String(row.week)}
            />
          </div>
        );
      }}
    </InsightsSection>
  );
}

/** "Week 3" for a tooltip. */
function weekOf(payload: readonly { payload?: unknown }[] | undefined): string {
  const row = payload?.[0]?.payload as WeekRow | undefined;
  return row ? `${t.columns.week} ${row.week}` : '';
}
