/**
 * The watched seconds of a video (issue 37 item 4; decision 0026): a report marks the seconds ending at its
 * position, replayed seconds count once, and a credit its position cannot place goes to the first unwatched seconds.
 */
import { describe, expect, it } from 'vitest';
import { markWatched, rangesOf, unionRanges, watchedSeconds, type WatchedRanges } from './watched-ranges';

describe('watched ranges', () => {
  it('marks [position − earned, position) and counts replayed seconds once', () => {
    let ranges: WatchedRanges = [];
    for (let i = 0; i < 30; i += 1) ranges = markWatched(ranges, 10, 10, 60);
    expect(ranges).toEqual([[0, 10]]);
    expect(watchedSeconds(ranges)).toBe(10);
    ranges = markWatched(ranges, 5, 40, 60);
    expect(ranges).toEqual([
      [0, 10],
      [35, 40],
    ]);
    expect(watchedSeconds(markWatched(ranges, 30, 40, 60))).toBe(40);
  });

  it('keeps the marks within the video and ignores a report that earned nothing', () => {
    expect(markWatched([], 20, 999, 60)).toEqual([[40, 60]]);
    expect(markWatched([[1, 2]], 0, 30, 60)).toEqual([[1, 2]]);
  });

  it('puts what a position cannot place on the first seconds not yet watched', () => {
    // Position 3 after 8 s played: [0, 3) placed, the other 5 s fill the gaps after the watched [4, 6).
    expect(markWatched([[4, 6]], 8, 3, 60)).toEqual([[0, 10]]);
    expect(watchedSeconds(markWatched([[0, 58]], 5, 0, 60))).toBe(60);
  });

  it('joins touching and overlapping ranges', () => {
    expect(
      unionRanges(
        [
          [5, 8],
          [0, 2],
        ],
        [
          [2, 3],
          [7, 9],
        ],
      ),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });

  it('reads a total credited before ranges were kept as the first seconds', () => {
    expect(rangesOf([], 12.5)).toEqual([[0, 12.5]]);
    expect(rangesOf([], 0)).toEqual([]);
    expect(rangesOf([[3, 4]], 12.5)).toEqual([[3, 4]]);
  });
});
