/**
 * The inactive learners of "Where learners stop" (issue 37 item 2): each learner without activity for 14 days who
 * has not finished, longest inactive first, with the module where they stopped and a link to their person page
 * (`/admin?tab=users&person=<userId>`), in a sortable table with its own CSV download.
 */
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { insightsMessages as m } from '@shared/messages/insights';
import type { InactiveLearner } from '@shared/schemas/insights';
import { buttonVariants } from '@web/components/ui/button';
import { formatDay } from '@web/lib/format-date';
import { insightsCsvUrl } from '../api/insights-export';
import type { InsightsFilters } from '../utils/insights-view';
import { InsightsTable, type InsightsColumn } from './insights-table';

const t = m.stops;

const columns: InsightsColumn<InactiveLearner>[] = [
  {
    key: 'name',
    header: t.inactiveColumns.name,
    value: (row) => row.name || row.email,
    cell: (row) => (
      <Link
        to={`/admin?tab=users&person=${encodeURIComponent(row.userId)}`}
        className="text-primary underline underline-offset-4"
      >
        {row.name || row.email}
      </Link>
    ),
  },
  { key: 'email', header: t.inactiveColumns.email, value: (row) => row.email },
  {
    key: 'enrolledAt',
    header: t.inactiveColumns.enrolledAt,
    value: (row) => row.enrolledAt,
    cell: (row) => formatDay(row.enrolledAt),
  },
  {
    key: 'lastActivityAt',
    header: t.inactiveColumns.lastActivityAt,
    value: (row) => row.lastActivityAt,
    cell: (row) => formatDay(row.lastActivityAt),
  },
  {
    key: 'daysInactive',
    header: t.inactiveColumns.daysInactive,
    value: (row) => row.daysInactive,
    numeric: true,
  },
  {
    key: 'stoppedAt',
    header: t.inactiveColumns.stoppedAt,
    value: (row) => row.stoppedAtMonthNumber,
    cell: (row) => `${row.stoppedAtMonthNumber}. ${row.stoppedAtTitle}`,
  },
];

export interface InsightsInactiveProps {
  filters: InsightsFilters;
  inactive: readonly InactiveLearner[];
  inactiveAfterDays: number;
}

export function InsightsInactive({ filters, inactive, inactiveAfterDays }: InsightsInactiveProps) {
  return (
    <section aria-labelledby="insights-inactive" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl space-y-1">
          <h4 id="insights-inactive" className="font-semibold">
            {t.inactiveTitle}
          </h4>
          <p className="text-muted-foreground">{t.inactiveDescription(inactiveAfterDays)}</p>
        </div>
        <a
          href={insightsCsvUrl('inactive-learners', filters)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden />
          {m.csv}
          <span className="sr-only">{m.csvOf(t.inactiveTitle)}</span>
        </a>
      </div>
      {inactive.length === 0 ? (
        <p className="text-muted-foreground">{t.inactiveEmpty}</p>
      ) : (
        <InsightsTable
          caption={t.inactiveCaption}
          columns={columns}
          rows={inactive}
          rowKey={(row) => row.userId}
        />
      )}
    </section>
  );
}
