/** Dates on the site's pages, in the site's language (English) and the visitor's time zone. */

const mediumDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The day of an ISO date-time, e.g. "Nov 22, 2026". */
export function formatDay(iso: string): string {
  return mediumDay.format(new Date(iso));
}

/** The day of an ISO date-time in words, e.g. "November 22, 2026" (certificates). */
export function formatLongDay(iso: string): string {
  return longDay.format(new Date(iso));
}
