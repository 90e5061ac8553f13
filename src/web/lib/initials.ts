/**
 * A person's initials for their avatar (issue 38 item 1): the first letter of the first and of the last word of
 * their display name, upper-cased, e.g. 'Lee Mensah' → 'LM', 'nova' → 'N', 'Jean-Luc Picard' → 'JP'. Letters outside
 * the Basic Multilingual Plane stay whole; a name without letters or digits gives '?'.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => [...word][0]!;
  const letters = words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words.at(-1)!);
  return letters.toLocaleUpperCase();
}
