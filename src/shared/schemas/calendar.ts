/**
 * Dates and times as the forms and the API accept them: only real days and times of day (no 31 April, no 29 February
 * outside leap years, no 24:00 or 12:60), in a range PostgreSQL can store, so the database never refuses one the
 * schemas let through (issue "Hardening what is built" item 2). Pure functions, shared by the browser and the server.
 */

/** An inclusive range of years. */
export interface YearRange {
  min: number;
  max: number;
}

/** The years PostgreSQL writes with four digits and no era: 0001 to 9999 (there is no year 0000). */
const FOUR_DIGIT_YEARS: YearRange = { min: 1, max: 9999 };

/** Whether `year` is a leap year of the Gregorian calendar (extended back before 1582, as PostgreSQL does). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of `month` (1–12) in `year`. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether `year`-`month`-`day` (month 1–12) is a real day with its year in `years` (inclusive).
 *
 * @example isCalendarDate(2028, 2, 29) === true; isCalendarDate(2026, 2, 29) === false; isCalendarDate(2026, 4, 31) === false
 */
export function isCalendarDate(
  year: number,
  month: number,
  day: number,
  years: YearRange = FOUR_DIGIT_YEARS,
): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= years.min &&
    year <= years.max &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Whether `hour`:`minute`:`second` is a time of day: 0–23, 0–59, 0–59 (no leap second). */
function isClockTime(hour: number, minute: number, second = 0): boolean {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

/**
 * An ISO 8601 date `YYYY-MM-DD`, or a date-time `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH[:]MM]`, with its parts
 * captured: year, month, day, hour, minute, second, offset hours, offset minutes.
 */
const ISO_DATE_OR_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** Outcome of {@link isoDatePart}: the date, or why there is none. */
export type IsoDatePart = { date: string } | { problem: 'invalid' | 'out_of_range' };

/**
 * The date part (`YYYY-MM-DD`) of an ISO date or date-time, as written (the time and offset are dropped, not
 * applied).
 *
 * @param years - the years accepted (inclusive).
 * @returns `{ date }`; `{ problem: 'invalid' }` when the text is not an ISO date or date-time or names a day or time
 *   that does not exist; `{ problem: 'out_of_range' }` for a real date outside `years`.
 */
export function isoDatePart(value: string, years: YearRange): IsoDatePart {
  const match = ISO_DATE_OR_DATE_TIME.exec(value);
  if (!match) return { problem: 'invalid' };
  const [, y, mo, d, h, mi, s, oh, om] = match.map((part) => (part === undefined ? undefined : Number(part)));
  if (!isCalendarDate(y!, mo!, d!, FOUR_DIGIT_YEARS)) return { problem: 'invalid' };
  if (h !== undefined && !isClockTime(h, mi!, s ?? 0)) return { problem: 'invalid' };
  if (oh !== undefined && !isClockTime(oh, om!)) return { problem: 'invalid' };
  if (y! < years.min || y! > years.max) return { problem: 'out_of_range' };
  return { date: value.slice(0, 10) };
}

/**
 * A timestamp as PostgreSQL writes one (`timestamptz::text`): `YYYY-MM-DD HH:MM:SS[.ffffff][±HH[:MM]]`, `T` or a
 * space between date and time, `Z` also accepted.
 */
const POSTGRES_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/**
 * Whether `value` is a timestamp PostgreSQL writes and reads back: the format above, a real day of the years
 * 0001–9999, a real time of day, and an offset of at most 15:59 (PostgreSQL's limit).
 */
export function isPostgresTimestamp(value: string): boolean {
  const match = POSTGRES_TIMESTAMP.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s, oh, om] = match.map((part) => (part === undefined ? undefined : Number(part)));
  return (
    isCalendarDate(y!, mo!, d!, FOUR_DIGIT_YEARS) &&
    isClockTime(h!, mi!, s!) &&
    (oh === undefined || (oh <= 15 && (om ?? 0) <= 59))
  );
}
