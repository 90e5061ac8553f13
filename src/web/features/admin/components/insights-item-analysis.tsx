/**
 * The quiz item analysis on the Insights tab (issue 37 item 3; Moodle's quiz statistics, docs/decisions/0026): for
 * one quiz or every quiz, over each learner's first attempt or every attempt, per question version the facility
 * index (share correct), the discrimination index and how often each option was chosen, with its flags as badges
 * in words (most learners fail it; strong learners get it wrong). Retired and edited versions are rows of their own.
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { insightFlagLabels, insightsMessages as m } from '@shared/messages/insights';
import type { ItemAnalysisRow, ItemRound } from '@shared/schemas/insights';
import { Badge } from '@web/components/ui/badge';
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@web/components/ui/chart';
import { insightsCsvUrl } from '../api/insights-export';
import { useInsightsItemAnalysis } from '../api/insights-item-analysis';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsItemControls } from './insights-item-controls';
import { InsightsSection } from './insights-section';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.items;

const chartConfig = {
  facility: { label: t.columns.facility, color: 'var(--chart-2)' },
} satisfies ChartConfig;

/** A question version with its short name: `M2 Q3`, `M2 Q3 v2` for a later version. */
interface NamedItem extends ItemAnalysisRow {
  name: string;
}

/** Names each version by its quiz's month and its question's place in the quiz. */
function named(questions: readonly ItemAnalysisRow[]): NamedItem[] {
  const places = new Map<string, number>();
  const perQuiz = new Map<string, number>();
  return questions.map((question) => {
    let place = places.get(question.firstVersionId);
    if (place === undefined) {
      place = (perQuiz.get(question.quizId) ?? 0) + 1;
      perQuiz.set(question.quizId, place);
      places.set(question.firstVersionId, place);
    }
    const version = question.version > 1 ? ` v${question.version}` : '';
    return { ...question, name: `M${question.monthNumber} Q${place}${version}` };
  });
}

const decimals = (value: number | null) => (value === null ? m.none : value.toFixed(3));

const columns: InsightsColumn<NamedItem>[] = [
  { key: 'name', header: t.columns.module, value: (row) => row.name },
  {
    key: 'question',
    header: t.columns.question,
    value: (row) => row.text,
    cell: (row) => (
      <div className="max-w-md space-y-1 font-normal">
        <p>{row.text}</p>
        <p className="flex flex-wrap gap-1 text-xs text-muted-foreground">
          {t.version(row.version)}
          {row.retired && <Badge variant="outline">{t.retired}</Badge>}
        </p>
      </div>
    ),
  },
  { key: 'attempts', header: t.columns.attempts, value: (row) => row.attempts, numeric: true },
  {
    key: 'facility',
    header: t.columns.facility,
    value: (row) => row.facility,
    cell: (row) => decimals(row.facility),
    numeric: true,
  },
  {
    key: 'discrimination',
    header: t.columns.discrimination,
    value: (row) => row.discrimination,
    cell: (row) => decimals(row.discrimination),
    numeric: true,
  },
  {
    key: 'options',
    header: t.columns.options,
    value: (row) => row.optionCounts.reduce((sum, option) => sum + option.count, 0),
    cell: (row) => (
      <ul className="space-y-0.5">
        {row.optionCounts.map((option) => (
          <li key={option.key} className={option.correct ? 'font-semibold' : undefined}>
            {option.key}. {option.label}: {option.count}
            {option.correct && <span> ({t.correct})</span>}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'flags',
    header: t.columns.flags,
    value: (row) => row.flags.length || null,
    cell: (row) =>
      row.flags.length === 0 ? (
        m.none
      ) : (
        <span className="flex flex-wrap gap-1">
          {row.flags.map((flag) => (
            <Badge key={flag} variant="secondary" className="border-destructive">
              {insightFlagLabels[flag]}
            </Badge>
          ))}
        </span>
      ),
  },
];

export interface InsightsItemAnalysisProps {
  filters: InsightsFilters;
  quizId: string | null;
  round: ItemRound;
  onQuizChange: (quizId: string | null) => void;
  onRoundChange: (round: ItemRound) => void;
}

export function InsightsItemAnalysis({
  filters,
  quizId,
  round,
  onQuizChange,
  onRoundChange,
}: InsightsItemAnalysisProps) {
  const query = useInsightsItemAnalysis(filters, quizId, round);
  return (
    <InsightsSection
      id="insights-items"
      title={t.title}
      description={t.description}
      csvHref={insightsCsvUrl('item-analysis', filters, { quizId, round })}
      query={query}
      isEmpty={(data) => data.questions.length === 0 || data.quizzes.every((quiz) => quiz.attempts === 0)}
      empty={t.empty}
      controls={
        <InsightsItemControls
          quizId={quizId}
          round={round}
          onQuizChange={onQuizChange}
          onRoundChange={onRoundChange}
        />
      }
    >
      {(data) => {
        const items = named(data.questions);
        return (
          <div className="space-y-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
              {data.quizzes.map((quiz) => (
                <li key={quiz.quizId}>{t.quizAttempts(quiz.title, quiz.attempts)}</li>
              ))}
            </ul>
            <ChartContainer
              config={chartConfig}
              role="img"
              aria-label={t.chartLabel(
                items.map((item) => `${item.name} ${decimals(item.facility)}`).join(', '),
              )}
              className="aspect-auto h-72 w-full"
            >
              <BarChart accessibilityLayer={false} data={items} margin={{ left: 0, right: 8 }}>
                <CartesianGrid vertical={false} />
                <XAxis dataKey="name" tickLine={false} axisLine={false} interval="preserveStartEnd" />
                <YAxis domain={[0, 1]} tickLine={false} axisLine={false} width={36} />
                <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
                <Bar dataKey="facility" fill="var(--color-facility)" radius={3} isAnimationActive={false} />
              </BarChart>
            </ChartContainer>
            <InsightsTable
              caption={t.caption}
              columns={columns}
              rows={items}
              rowKey={(row) => row.questionId}
            />
          </div>
        );
      }}
    </InsightsSection>
  );
}
