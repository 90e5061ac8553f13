/**
 * Searches that match what was typed, literally: a `LIKE`/`ILIKE` pattern for "contains", in which `%`, `_` and `\`
 * match only themselves (PostgreSQL's default escape character is `\`).
 */

/** The pattern of rows whose value contains `text`, e.g. `50%_off` → `%50\%\_off%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
