import { describe, expect, it } from 'vitest';
import { formatPosition, markerPercent, openCount } from './format-position';

describe('formatPosition', () => {
  it('shows minutes and seconds, rounded down to the second', () => {
    expect(formatPosition(0)).toBe('0:00');
    expect(formatPosition(12_000)).toBe('0:12');
    expect(formatPosition(12_999)).toBe('0:12');
    expect(formatPosition(75_000)).toBe('1:15');
  });

  it('shows hours past an hour', () => {
    expect(formatPosition(3_725_000)).toBe('1:02:05');
  });

  it('counts a negative or missing time as 0', () => {
    expect(formatPosition(-5)).toBe('0:00');
    expect(formatPosition(Number.NaN)).toBe('0:00');
  });
});

describe('markerPercent', () => {
  it('places a comment along the version, within 0-100', () => {
    expect(markerPercent(12_000, 48_000)).toBe(25);
    expect(markerPercent(60_000, 48_000)).toBe(100);
    expect(markerPercent(-1, 48_000)).toBe(0);
  });

  it('gives 0 for a version without a duration', () => {
    expect(markerPercent(1000, 0)).toBe(0);
  });
});

describe('openCount', () => {
  it('counts the comments not resolved', () => {
    expect(openCount({ commentCount: 5, resolvedCount: 2 })).toBe(3);
    expect(openCount({ commentCount: 0, resolvedCount: 0 })).toBe(0);
  });
});
