import { describe, expect, it } from 'vitest';
import { markerPercent, openCount } from './format-position';

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
