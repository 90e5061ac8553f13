import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './format-news-date';

describe('formatNewsDate', () => {
  it('renders the calendar date in English, independent of the time zone', () => {
    expect(formatNewsDate('2025-09-18')).toBe('September 18, 2025');
    expect(formatNewsDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatNewsDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('rejects an invalid date', () => {
    expect(() => formatNewsDate('2025-13-45')).toThrow(RangeError);
  });
});
