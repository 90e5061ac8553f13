/**
 * Dates of the /learning page, in the site's language (English) and the visitor's time zone: the enrolment date
 * ("November 22, 2026") and a workshop's start with its time zone ("Thu, December 10, 2026 at 1:00 PM EST").
 */

const enrolledFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

const workshopFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The day of an ISO date-time, e.g. "November 22, 2026". */
export function formatEnrolledDate(iso: string): string {
  return enrolledFormat.format(new Date(iso));
}

/** The start of a workshop (ISO date-time) with the time zone name, e.g. "Thu, December 10, 2026 at 1:00 PM EST". */
export function formatWorkshopDate(iso: string): string {
  return workshopFormat.format(new Date(iso));
}
