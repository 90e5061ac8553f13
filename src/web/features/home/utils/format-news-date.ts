/**
 * Formats a news date (site-and-portals.md §2.4 item 6) the same way on the server (prerender) and in the
 * browser: English, UTC, e.g. 'September 18, 2025', whatever the visitor's time zone or locale.
 */
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * @param isoDate - an ISO 8601 calendar date (YYYY-MM-DD), read as midnight UTC.
 * @returns the date for display, e.g. 'September 18, 2025'.
 * @throws RangeError when the date is not valid.
 */
export function formatNewsDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
