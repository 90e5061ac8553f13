/**
 * Dates on the site's pages, in the site's language (English): in the visitor's time zone, except news dates,
 * which are calendar dates shown the same on the server (prerender) and in every browser.
 *
 * Each formatter is made on its first use, not when the module loads: the first `Intl.DateTimeFormat` of a page
 * loads the locale's data, tens of milliseconds on a phone, which would otherwise be paid while a page's code is
 * evaluated, before it can answer input (issue "Platform" item 11). A prerendered public page formats its dates
 * without `Intl` at all (date-fns and its English locale, plain code): on a phone-speed CPU (4x slower) the first
 * `Intl` formatter of a page took 80 to 130 ms in one task while the page hydrated (docs/decisions/0004).
 */
import { format as formatWithDateFns } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

const FORMATS = {
  day: { dateStyle: 'medium' },
  longDay: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  start: {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<keyof typeof FORMATS, Intl.DateTimeFormat>();

function format(name: keyof typeof FORMATS, date: Date): string {
  let formatter = formatters.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', FORMATS[name]);
    formatters.set(name, formatter);
  }
  return formatter.format(date);
}

/** The day of an ISO date-time, e.g. "Nov 22, 2026". */
export function formatDay(iso: string): string {
  return format('day', new Date(iso));
}

/** The day of an ISO date-time in words, e.g. "November 22, 2026" (certificates, enrolment). */
export function formatLongDay(iso: string): string {
  return format('longDay', new Date(iso));
}

/** The day and time of an ISO date-time, e.g. "Nov 23, 2026, 10:00 AM". */
export function formatDateTime(iso: string): string {
  return format('dateTime', new Date(iso));
}

/** The start of an event (ISO date-time) with the time zone name, e.g. "Thu, December 10, 2026 at 1:00 PM EST". */
export function formatStart(iso: string): string {
  return format('start', new Date(iso));
}

/**
 * A calendar date (news on the home page, site-and-portals.md §2.4 item 6), whatever the visitor's time zone or
 * locale, without `Intl` (see the file comment).
 *
 * @param isoDate - an ISO 8601 calendar date (YYYY-MM-DD): that day, in no time zone.
 * @returns the date for display, e.g. 'September 18, 2025'.
 * @throws RangeError when the date is not valid.
 */
export function formatCalendarDay(isoDate: string): string {
  return formatWithDateFns(parseISO(isoDate), 'MMMM d, yyyy');
}
