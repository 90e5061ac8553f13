import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(20000)).toBe('20,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1204)).toBe('-1,204');
  });

  it('writes every whole number as English number formatting does', () => {
    const english = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(formatCount(count)).toBe(english.format(count));
      }),
    );
  });
});
