/** Track lengths on the press-kit pages. */

/** `ms` as minutes and seconds, e.g. 192500 → "3:12" (an hour or more: "1:02:05"). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The photo's `srcset` from its stored widths, e.g. "/a/320 320w, /a/640 640w". */
export function photoSrcSet(sizes: readonly { width: number; url: string }[]): string {
  return sizes.map((size) => `${size.url} ${size.width}w`).join(', ');
}
