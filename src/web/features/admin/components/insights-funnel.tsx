/**
 * The funnel on the Insights tab (issue 37 item 1): applications received → approved → accounts made → enrolled →
 * each module completed → certificate, as a bar chart of the people at each step and a sortable table with the
 * rates and the median days between steps.
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { insightsMessages as m } from '@shared/messages/insights';
import type { FunnelStep } from '@shared/schemas/insights';
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@web/components/ui/chart';
import { insightsCsvUrl } from '../api/insights-export';
import { useInsightsFunnel } from '../api/insights-funnel';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsSection } from './insights-section';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.funnel;

const chartConfig = { count: { label: t.columns.count, color: 'var(--chart-1)' } } satisfies ChartConfig;

const columns: InsightsColumn<FunnelStep>[] = [
  { key: 'step', header: t.columns.step, value: (step) => step.label },
  { key: 'count', header: t.columns.count, value: (step) => step.count, numeric: true },
  {
    key: 'rateOfPrevious',
    header: t.columns.rateOfPrevious,
    value: (step) => step.rateOfPrevious,
    numeric: true,
  },
  { key: 'rateOfFirst', header: t.columns.rateOfFirst, value: (step) => step.rateOfFirst, numeric: true },
  {
    key: 'medianDays',
    header: t.columns.medianDays,
    value: (step) => step.medianDaysFromPrevious,
    numeric: true,
  },
];

export function InsightsFunnel({ filters }: { filters: InsightsFilters }) {
  const query = useInsightsFunnel(filters);
  return (
    <InsightsSection
      id="insights-funnel"
      title={t.title}
      description={t.description}
      csvHref={insightsCsvUrl('funnel', filters)}
      query={query}
      isEmpty={(data) => data.steps.every((step) => step.count === 0)}
      empty={t.empty}
    >
      {({ steps }) => (
        <div className="grid gap-6 xl:grid-cols-2">
          <ChartContainer
            config={chartConfig}
            role="img"
            aria-label={t.chartLabel(steps.map((step) => `${step.label} ${step.count}`).join(', '))}
            className="aspect-auto h-96 w-full"
          >
            <BarChart
              accessibilityLayer={false}
              data={steps}
              layout="vertical"
              margin={{ left: 8, right: 16 }}
            >
              <CartesianGrid horizontal={false} />
              <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
              <YAxis type="category" dataKey="label" width={170} tickLine={false} axisLine={false} />
              <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
              <Bar dataKey="count" fill="var(--color-count)" radius={4} isAnimationActive={false} />
            </BarChart>
          </ChartContainer>
          <InsightsTable caption={t.caption} columns={columns} rows={steps} rowKey={(step) => step.key} />
        </div>
      )}
    </InsightsSection>
  );
}
