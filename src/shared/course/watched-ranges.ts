/**
 * Which seconds of a lesson video a learner watched (issue 37 "Program insights" item 4; docs/decisions/0009 and
 * 0026): the parts of the video the server credited, as sorted, disjoint `[start, end)` ranges in seconds
 * (`module_progress.video_watched`). The 90 % rule counts the seconds they cover ({@link watchedSeconds}), so the
 * same 10 s watched 30 times count 10 s, and the Insights tab's drop-off curve reads the same ranges.
 */

/** Sorted, disjoint `[start, end)` ranges of a video, in seconds (start < end). */
export type WatchedRanges = Array<[number, number]>;

/** Range ends are kept to the millisecond, so the stored JSON stays short and sums stay exact enough. */
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `ranges` and `more` as sorted, disjoint ranges (touching ranges joined), empty ones dropped. */
export function unionRanges(ranges: WatchedRanges, more: WatchedRanges = []): WatchedRanges {
  const sorted = [...ranges, ...more].filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: WatchedRanges = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The seconds `ranges` cover. */
export function watchedSeconds(ranges: WatchedRanges): number {
  return round(ranges.reduce((sum, [start, end]) => sum + (end - start), 0));
}

/**
 * The first `seconds` of `[0, videoSeconds)` that `ranges` do not cover, as ranges: where a report's credit goes
 * when its position cannot place it ({@link markWatched}).
 */
function firstGaps(ranges: WatchedRanges, seconds: number, videoSeconds: number): WatchedRanges {
  const gaps: WatchedRanges = [];
  let left = seconds;
  let at = 0;
  for (const [start, end] of [...ranges, [videoSeconds, videoSeconds] as [number, number]]) {
    if (left <= 0) break;
    const gap = Math.min(start, videoSeconds) - at;
    if (gap > 0) {
      const taken = Math.min(gap, left);
      gaps.push([at, round(at + taken)]);
      left -= taken;
    }
    at = Math.max(at, end);
  }
  return gaps;
}

/**
 * The watched ranges after a report credited `earnedSeconds` ending at `positionSeconds`: the seconds
 * `[position − earned, position)`, within the video. A report whose position is behind what it played (the player
 * reports position 0, or restarted) cannot place all of its credit; what falls before second 0 goes to the first
 * seconds not yet watched, so a credit the clock allowed is never lost (decision 0026).
 *
 * @param ranges - the ranges so far ({@link WatchedRanges}).
 * @param earnedSeconds - the report's credit ({@link import('./progress-steps').earnedPlayback}), ≥ 0.
 * @param positionSeconds - where the player is, in seconds.
 * @param videoSeconds - the video's length, in seconds.
 */
export function markWatched(
  ranges: WatchedRanges,
  earnedSeconds: number,
  positionSeconds: number,
  videoSeconds: number,
): WatchedRanges {
  if (earnedSeconds <= 0) return ranges;
  const end = round(Math.min(Math.max(positionSeconds, 0), videoSeconds));
  const start = round(Math.max(0, end - earnedSeconds));
  const placed = unionRanges(ranges, [[start, end]]);
  const overflow = earnedSeconds - (end - start);
  if (overflow <= 0.0005) return placed;
  return unionRanges(placed, firstGaps(placed, overflow, videoSeconds));
}

/**
 * The ranges of a progress record: its stored ranges, or — for a record credited before ranges were kept (or
 * written without them) — its credited total as the video's first seconds `[0, credited)`, the assumption of
 * migration 0017 (decision 0026).
 */
export function rangesOf(stored: WatchedRanges | null, creditedSeconds: number): WatchedRanges {
  if (stored && stored.length > 0) return stored;
  return creditedSeconds > 0 ? [[0, creditedSeconds]] : [];
}
