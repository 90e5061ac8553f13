/**
 * The CSV download of each table of the Insights tab (issue 37 "Program insights"): `GET
 * /admin/insights/<name>/export.csv` with the tab's filters, the same figures as the JSON answers, one row per table
 * row (a video's parts and a cohort's weeks one row each), headers from src/shared/messages/insights.ts. An empty
 * figure (null) is an empty cell.
 */
import { stringify } from 'csv-stringify/sync';
import { insightFlagLabels, insightsCsvHeaders } from '@shared/messages/insights';
import type { InsightsCsvName, InsightsQuery } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { cohorts } from './cohorts';
import { funnel } from './funnel';
import { itemAnalysis } from './item-analysis';
import { stops } from './stops';
import { videoEngagement } from './video-engagement';

type Cell = string | number | null;

/** The rows (without the header) of the CSV `name`. */
async function csvRows(db: Db, name: InsightsCsvName, query: InsightsQuery): Promise<Cell[][]> {
  switch (name) {
    case 'funnel':
      return (await funnel(db, query)).steps.map((s) => [
        s.label,
        s.count,
        s.rateOfPrevious,
        s.rateOfFirst,
        s.medianDaysFromPrevious,
      ]);
    case 'stops':
      return (await stops(db, query)).modules.map((m) => [
        m.monthNumber,
        m.title,
        m.opened,
        m.watched90,
        m.worksheetAnswered,
        m.quizPassed,
        m.completed,
      ]);
    case 'inactive-learners':
      return (await stops(db, query)).inactive.map((l) => [
        l.name,
        l.email,
        l.enrolledAt,
        l.lastActivityAt,
        l.daysInactive,
        l.stoppedAtMonthNumber,
        l.stoppedAtTitle,
      ]);
    case 'item-analysis': {
      const analysis = await itemAnalysis(db, query);
      const titles = new Map(analysis.quizzes.map((quiz) => [quiz.quizId, quiz.title]));
      return analysis.questions.map((q) => [
        q.monthNumber,
        titles.get(q.quizId) ?? '',
        q.questionId,
        q.version,
        q.retired ? 'yes' : 'no',
        q.text,
        q.attempts,
        q.facility,
        q.discrimination,
        q.optionCounts
          .map((o) => `${o.key}${o.correct ? ' (right)' : ''}: ${o.label} — ${o.count}`)
          .join('; '),
        q.flags.map((flag) => insightFlagLabels[flag]).join('; '),
      ]);
    }
    case 'video-engagement':
      return (await videoEngagement(db, query)).videos.flatMap((v) =>
        v.buckets.map((b) => [
          v.monthNumber,
          v.title,
          v.videoSeconds,
          v.learners,
          b.fromSecond,
          b.toSecond,
          b.share,
        ]),
      );
    case 'cohorts':
      return (await cohorts(db, query)).cohorts.flatMap((c) =>
        c.weeks.map((w) => [c.cohort, c.learners, w.week, w.modulesCompletedPerLearner]),
      );
  }
}

/**
 * The CSV `name` as text: a byte order mark (spreadsheets then read UTF-8), the header, the rows; a value a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is written as text.
 */
export async function insightsCsv(db: Db, name: InsightsCsvName, query: InsightsQuery): Promise<string> {
  const rows = await csvRows(db, name, query);
  return stringify([[...insightsCsvHeaders[name]], ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    escape_formulas: true,
    bom: true,
  });
}
