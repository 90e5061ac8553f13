import { describe, expect, it } from 'vitest';
import { findVideoTimes, formatVideoTime, insertVideoTime } from './video-timestamps';

describe('formatVideoTime', () => {
  it('writes mm:ss below an hour and h:mm:ss from an hour, dropping fractions', () => {
    expect(formatVideoTime(0)).toBe('00:00');
    expect(formatVideoTime(5.9)).toBe('00:05');
    expect(formatVideoTime(65)).toBe('01:05');
    expect(formatVideoTime(3599)).toBe('59:59');
    expect(formatVideoTime(3600)).toBe('1:00:00');
    expect(formatVideoTime(3 * 3600 + 62)).toBe('3:01:02');
  });

  it('counts negative and non-finite times as 0', () => {
    expect(formatVideoTime(-3)).toBe('00:00');
    expect(formatVideoTime(Number.NaN)).toBe('00:00');
    expect(formatVideoTime(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('findVideoTimes', () => {
  it('finds each bracketed time once, in order of appearance', () => {
    const notes = 'Intro [00:12] then the key idea [1:05]\nAgain [00:12], and [1:02:03].';
    expect(findVideoTimes(notes)).toEqual([
      { label: '00:12', seconds: 12 },
      { label: '01:05', seconds: 65 },
      { label: '1:02:03', seconds: 3723 },
    ]);
  });

  it('skips impossible times, bare times and other brackets', () => {
    expect(findVideoTimes('[00:75] [1:60:00] 00:12 [abc] [12] [1:2]')).toEqual([]);
  });

  it('treats the same moment written two ways as one', () => {
    expect(findVideoTimes('[1:05] [01:05]')).toEqual([{ label: '01:05', seconds: 65 }]);
  });
});

describe('insertVideoTime', () => {
  it('inserts at the caret and puts the caret after the time', () => {
    expect(insertVideoTime('', 0, 0, 65)).toEqual({ text: '[01:05] ', caret: 8 });
    expect(insertVideoTime('Note: ', 6, 6, 12)).toEqual({ text: 'Note: [00:12] ', caret: 14 });
  });

  it('adds a space when the time would touch the word before it', () => {
    expect(insertVideoTime('Idea', 4, 4, 3)).toEqual({ text: 'Idea [00:03] ', caret: 13 });
  });

  it('replaces a selection and keeps the rest', () => {
    expect(insertVideoTime('a XX b', 2, 4, 7)).toEqual({ text: 'a [00:07]  b', caret: 10 });
  });

  it('clamps positions outside the text', () => {
    expect(insertVideoTime('ab', 10, 20, 1)).toEqual({ text: 'ab [00:01] ', caret: 11 });
  });
});
