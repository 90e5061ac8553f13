import { describe, expect, it } from 'vitest';
import { formatPosition, readTrackMoment, trackMomentPath } from './track-moments';

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

describe('trackMomentPath and readTrackMoment', () => {
  it('link to a version at the second the comment shows, and read it back', () => {
    const path = trackMomentPath('abc', 2, 83_900);
    expect(path).toBe('/tracks/abc?v=2&t=83');
    expect(readTrackMoment(path.slice(path.indexOf('?')))).toEqual({ versionNumber: 2, positionMs: 83_000 });
  });

  it('ignore what is missing or not a whole number', () => {
    expect(readTrackMoment('')).toEqual({ versionNumber: null, positionMs: null });
    expect(readTrackMoment('?v=0&t=-3')).toEqual({ versionNumber: null, positionMs: null });
    expect(readTrackMoment('?v=x&t=1.5')).toEqual({ versionNumber: null, positionMs: null });
    expect(readTrackMoment('?t=0')).toEqual({ versionNumber: null, positionMs: 0 });
  });
});
