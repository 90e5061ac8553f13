/**
 * Sorting the rows of an Insights table by one column (issue 37 "Program insights": every table sortable by its
 * column headers). Numbers sort by value, text by the English collation (numbers inside text in numeric order);
 * an empty cell (null) sorts last in both directions. Rows that compare equal keep the server's order.
 */

/** The value of a cell a table sorts by. */
export type SortValue = string | number | null;

/** The sort of a table: a column's key and its direction. */
export interface TableSort {
  key: string;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** -1, 0 or 1: `a` before, with or after `b` ascending (nulls are handled by {@link sortRows}). */
function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** A copy of `rows` sorted by `value` in `direction`; the empty cells last. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: TableSort['direction'],
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = value(left);
    const b = value(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compare(a, b);
  });
}

/** The sort after a click on column `key`'s header: ascending first, then the other way at each click. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
