/**
 * Counts in the site's messages (characters of notes and worksheet answers, training-program.md §2 "Notes",
 * "Module Assignment & Worksheet"), grouped by thousands in English: `20000` → `20,000`.
 *
 * Plain code rather than `Intl.NumberFormat` or `toLocaleString`: the messages that carry a count are built while a
 * page's code is evaluated (the validation schemas' limits), and the first `Intl` formatter of a page loads the
 * locale's data, 130 to 170 ms in one task on a phone-speed CPU (docs/decisions/0004). The server and every browser
 * give the same text.
 */

/**
 * @param count - a whole number (negative allowed); anything else is written as `String(count)` gives it.
 * @returns the number with a comma between each group of three digits, e.g. `1,204`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
