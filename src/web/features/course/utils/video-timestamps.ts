/**
 * Video times in the notes (issue "Members program" item 6, beyond the spec): the player's time written as
 * `[mm:ss]` (`[h:mm:ss]` from one hour), inserted where the caret is, and found again in the text so each one can
 * seek the video there.
 */

/** A time found in the notes. */
export interface NoteTimestamp {
  /** As written, without the brackets, e.g. "01:05". */
  label: string;
  /** Seconds from the start of the video. */
  seconds: number;
}

/** `[mm:ss]` or `[h:mm:ss]`: minutes and seconds of two digits (minutes may have one without hours). */
const TIMESTAMP = /\[(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\]/g;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A time in seconds as the notes write it: "mm:ss" below one hour, "h:mm:ss" from one hour; fractions are dropped
 * and negative or non-finite times count as 0.
 */
export function formatVideoTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/** The times written in `text`, once each, in the order they first appear; impossible times are skipped. */
export function findVideoTimes(text: string): NoteTimestamp[] {
  const found = new Map<number, NoteTimestamp>();
  for (const match of text.matchAll(TIMESTAMP)) {
    const [, h, m, s] = match;
    const hours = h === undefined ? 0 : Number(h);
    const minutes = Number(m);
    const secs = Number(s);
    if (secs > 59 || (h !== undefined && minutes > 59)) continue;
    const seconds = hours * 3600 + minutes * 60 + secs;
    if (!found.has(seconds)) found.set(seconds, { label: formatVideoTime(seconds), seconds });
  }
  return [...found.values()];
}

/** Text with an insertion, and where the caret goes after it. */
export interface TextInsertion {
  text: string;
  /** The caret's position after the inserted text. */
  caret: number;
}

/**
 * Inserts `[time] ` for `seconds` into `text` in place of the selection `start`-`end` (the caret when they are
 * equal), with a space before it when it would otherwise touch the preceding word.
 */
export function insertVideoTime(text: string, start: number, end: number, seconds: number): TextInsertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const needsSpace = before.length > 0 && !/\s$/.test(before);
  const inserted = `${needsSpace ? ' ' : ''}[${formatVideoTime(seconds)}] `;
  return { text: before + inserted + text.slice(to), caret: from + inserted.length };
}
