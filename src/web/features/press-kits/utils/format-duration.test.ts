import { describe, expect, it } from 'vitest';
import { formatDuration, photoSrcSet } from './format-duration';

describe('track lengths and photo sizes', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(192_500)).toBe('3:13');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('makes the srcset from the stored widths', () => {
    expect(
      photoSrcSet([
        { width: 320, url: '/p/320' },
        { width: 640, url: '/p/640' },
      ]),
    ).toBe('/p/320 320w, /p/640 640w');
  });
});
