/**
 * Where learners stop, on the Insights tab (issue 37 item 2): per module, the learners who opened it, watched 90 % of
 * its video, answered its worksheet, passed its quiz and completed it — a grouped bar chart and a sortable table —
 * then the inactive learners (no activity for 14 days) with the module where each stopped.
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { insightsMessages as m } from '@shared/messages/insights';
import type { ModuleStops } from '@shared/schemas/insights';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@web/components/ui/chart';
import { insightsCsvUrl } from '../api/insights-export';
import { useInsightsStops } from '../api/insights-stops';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsInactive } from './insights-inactive';
import { InsightsSection } from './insights-section';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.stops;

/** The steps of a module, in order, each a series of the chart and a column of the table. */
const STEPS = ['opened', 'watched90', 'worksheetAnswered', 'quizPassed', 'completed'] as const;

const chartConfig = Object.fromEntries(
  STEPS.map((step, index) => [step, { label: t.columns[step], color: `var(--chart-${index + 1})` }]),
) satisfies ChartConfig;

/** "2. Songwriting": the month number and the title. */
const moduleName = (row: ModuleStops) => `${row.monthNumber}. ${row.title}`;

const columns: InsightsColumn<ModuleStops>[] = [
  { key: 'module', header: t.columns.module, value: moduleName },
  ...STEPS.map((step) => ({
    key: step,
    header: t.columns[step],
    value: (row: ModuleStops) => row[step],
    numeric: true,
  })),
];

export function InsightsStops({ filters }: { filters: InsightsFilters }) {
  const query = useInsightsStops(filters);
  return (
    <InsightsSection
      id="insights-stops"
      title={t.title}
      description={t.description}
      csvHref={insightsCsvUrl('stops', filters)}
      query={query}
      isEmpty={(data) => data.learners === 0}
      empty={t.empty}
    >
      {(data) => (
        <div className="space-y-6">
          <p>{t.learners(data.learners)}</p>
          <div className="grid gap-6 xl:grid-cols-2">
            <ChartContainer
              config={chartConfig}
              role="img"
              aria-label={t.chartLabel(
                data.modules
                  .map((row) => `${moduleName(row)}: ${row.opened} opened, ${row.completed} completed`)
                  .join('; '),
              )}
              className="aspect-auto h-80 w-full"
            >
              <BarChart accessibilityLayer={false} data={data.modules} margin={{ left: 0, right: 8 }}>
                <CartesianGrid vertical={false} />
                <XAxis
                  dataKey="monthNumber"
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={(month: number) => `M${month}`}
                />
                <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
                <ChartTooltip
                  content={<ChartTooltipContent labelFormatter={(_, payload) => titleOf(payload)} />}
                />
                <ChartLegend content={<ChartLegendContent />} />
                {STEPS.map((step) => (
                  <Bar
                    key={step}
                    dataKey={step}
                    fill={`var(--color-${step})`}
                    radius={2}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartContainer>
            <InsightsTable
              caption={t.caption}
              columns={columns}
              rows={data.modules}
              rowKey={(row) => row.moduleId}
            />
          </div>
          <InsightsInactive
            filters={filters}
            inactive={data.inactive}
            inactiveAfterDays={data.inactiveAfterDays}
          />
        </div>
      )}
    </InsightsSection>
  );
}

/** The module a tooltip's bars belong to. */
function titleOf(payload: readonly { payload?: unknown }[] | undefined): string {
  const row = payload?.[0]?.payload as ModuleStops | undefined;
  return row ? moduleName(row) : '';
}
