/**
 * Video engagement on the Insights tab (issue 37 item 4): per lesson video, the share of learners who watched each
 * part of it — a drop-off curve and a sortable table of its parts — from the same server-seen playback the
 * completion rule uses.
 */
import { Area, AreaChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { insightsMessages as m } from '@shared/messages/insights';
import type { VideoEngagementRow } from '@shared/schemas/insights';
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@web/components/ui/chart';
import { insightsCsvUrl } from '../api/insights-export';
import { useInsightsVideoEngagement } from '../api/insights-video-engagement';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsSection } from './insights-section';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.videos;

const chartConfig = { percent: { label: t.columns.share, color: 'var(--chart-3)' } } satisfies ChartConfig;

/** One part of a video as the chart and the table show it. */
interface Part {
  fromSecond: number;
  toSecond: number;
  /** The part, e.g. `0:30–1:00`. */
  label: string;
  /** The share watched, in percent, 1 decimal. */
  percent: number;
}

/** `75` → `1:15`. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

const partsOf = (video: VideoEngagementRow): Part[] =>
  video.buckets.map((bucket) => ({
    fromSecond: bucket.fromSecond,
    toSecond: bucket.toSecond,
    label: `${clock(bucket.fromSecond)}–${clock(bucket.toSecond)}`,
    percent: Math.round(bucket.share * 1000) / 10,
  }));

const columns: InsightsColumn<Part>[] = [
  { key: 'part', header: t.columns.part, value: (part) => part.fromSecond, cell: (part) => part.label },
  { key: 'share', header: t.columns.share, value: (part) => part.percent, numeric: true },
];

export function InsightsVideos({ filters }: { filters: InsightsFilters }) {
  const query = useInsightsVideoEngagement(filters);
  return (
    <InsightsSection
      id="insights-videos"
      title={t.title}
      description={t.description}
      csvHref={insightsCsvUrl('video-engagement', filters)}
      query={query}
      isEmpty={(data) => data.videos.length === 0}
      empty={t.empty}
    >
      {({ videos }) => (
        <div className="space-y-8">
          {videos.map((video) => (
            <VideoCurve key={video.moduleId} video={video} />
          ))}
        </div>
      )}
    </InsightsSection>
  );
}

function VideoCurve({ video }: { video: VideoEngagementRow }) {
  const parts = partsOf(video);
  const title = `${video.monthNumber}. ${video.title}`;
  const headingId = `insights-video-${video.moduleId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h4 id={headingId} className="font-semibold">
          {title}
        </h4>
        <p className="text-sm text-muted-foreground">
          {clock(video.videoSeconds)} · {t.learners(video.learners)}
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartContainer
          config={chartConfig}
          role="img"
          aria-label={t.chartLabel(title, parts.map((part) => `${part.label} ${part.percent} %`).join(', '))}
          className="aspect-auto h-64 w-full"
        >
          <AreaChart accessibilityLayer={false} data={parts} margin={{ left: 0, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" />
            <YAxis domain={[0, 100]} unit=" %" tickLine={false} axisLine={false} width={48} />
            <ChartTooltip content={<ChartTooltipContent indicator="line" />} />
            <Area
              dataKey="percent"
              type="stepAfter"
              stroke="var(--color-percent)"
              fill="var(--color-percent)"
              fillOpacity={0.3}
              isAnimationActive={false}
            />
          </AreaChart>
        </ChartContainer>
        <InsightsTable
          caption={t.caption(title)}
          columns={columns}
          rows={parts}
          rowKey={(part) => String(part.fromSecond)}
        />
      </div>
    </section>
  );
}
