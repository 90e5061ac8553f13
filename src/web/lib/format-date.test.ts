import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatLongDay } from './format-date';

describe('formatCalendarDay', () => {
  it('renders the calendar date in English, independent of the time zone', () => {
    expect(formatCalendarDay('2025-09-18')).toBe('September 18, 2025');
    expect(formatCalendarDay('2025-01-01')).toBe('January 1, 2025');
    expect(formatCalendarDay('2024-12-31')).toBe('December 31, 2024');
  });

  it('gives the same day in the time zones furthest behind and ahead of UTC', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        expect(formatCalendarDay('2025-09-18')).toBe('September 18, 2025');
        expect(formatCalendarDay('2024-12-31')).toBe('December 31, 2024');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('rejects an invalid date', () => {
    expect(() => formatCalendarDay('2025-13-45')).toThrow(RangeError);
  });
});

describe('formatLongDay', () => {
  it('renders the day in words, the same on every call', () => {
    const noonUtc = '2026-11-22T12:00:00.000Z';
    expect(formatLongDay(noonUtc)).toBe(formatLongDay(noonUtc));
    expect(formatLongDay(noonUtc)).toMatch(/^November 2[123], 2026$/);
  });
});
