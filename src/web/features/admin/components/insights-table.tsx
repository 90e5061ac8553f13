/**
 * A data table of the Insights tab (issue 37 "Program insights": each chart's data in an accessible, sortable
 * table): a real `<table>` with its caption, column headers (`scope="col"`) and a row header (`scope="row"`) on the
 * first column. Each column header is a button that sorts the rows by it (ascending first, then the other way); the
 * sorted column carries `aria-sort`. Until a header is clicked, the rows keep the server's order.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { insightsMessages as m } from '@shared/messages/insights';
import { cn } from '@web/lib/utils';
import { nextSort, sortRows, type SortValue, type TableSort } from '../utils/sort-rows';

/** One column: its header, the value it sorts by, and its cell (the value itself by default). */
export interface InsightsColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => SortValue;
  cell?: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface InsightsTableProps<Row> {
  caption: string;
  columns: readonly InsightsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

export function InsightsTable<Row>({ caption, columns, rows, rowKey }: InsightsTableProps<Row>) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const sortColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const shown = sort && sortColumn ? sortRows(rows, sortColumn.value, sort.direction) : rows;

  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              const Icon =
                sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted}
                  className={cn(
                    'border-b px-1 py-1 font-semibold',
                    column.numeric ? 'text-right' : 'text-left',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                    className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {column.header}
                    <Icon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-b-0">
              {columns.map((column, index) => {
                const content = column.cell ? column.cell(row) : (column.value(row) ?? m.none);
                const className = cn(
                  'px-3 py-2 align-top',
                  column.numeric && 'text-right tabular-nums',
                  index === 0 && 'font-medium',
                );
                return index === 0 ? (
                  <th key={column.key} scope="row" className={cn(className, 'text-left')}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
