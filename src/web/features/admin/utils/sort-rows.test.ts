import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

interface Row {
  name: string;
  share: number | null;
}

const rows: Row[] = [
  { name: 'Module 10', share: 0.5 },
  { name: 'Module 2', share: null },
  { name: 'module 1', share: 0.75 },
  { name: 'Module 3', share: 0.5 },
];

describe('sorting an Insights table', () => {
  it('sorts numbers by value, empty cells last, ties in the given order', () => {
    expect(sortRows(rows, (row) => row.share, 'ascending').map((row) => row.name)).toEqual([
      'Module 10',
      'Module 3',
      'module 1',
      'Module 2',
    ]);
    expect(sortRows(rows, (row) => row.share, 'descending').map((row) => row.name)).toEqual([
      'module 1',
      'Module 10',
      'Module 3',
      'Module 2',
    ]);
  });

  it('sorts text in numeric order, whatever its case, and leaves the rows given unchanged', () => {
    expect(sortRows(rows, (row) => row.name, 'ascending').map((row) => row.name)).toEqual([
      'module 1',
      'Module 2',
      'Module 3',
      'Module 10',
    ]);
    expect(rows[0]!.name).toBe('Module 10');
  });

  it('sorts a column ascending first, then the other way at each click', () => {
    const first = nextSort(null, 'share');
    expect(first).toEqual({ key: 'share', direction: 'ascending' });
    const second = nextSort(first, 'share');
    expect(second).toEqual({ key: 'share', direction: 'descending' });
    expect(nextSort(second, 'share')).toEqual({ key: 'share', direction: 'ascending' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });
});
