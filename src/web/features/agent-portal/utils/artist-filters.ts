/** The Artists page's search in the address (`?q=&genre=&location=`), so a reload or a shared link keeps it. */
import type { ArtistFilters } from '../api/list-artists';

const KEYS = ['q', 'genre', 'location'] as const;

/** The filters the address holds (each trimmed; absent ones empty). */
export function readArtistFilters(params: URLSearchParams): ArtistFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    genre: params.get('genre')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
  };
}

/** `params` with `filters` written in (empty ones removed), other parameters kept. */
export function withArtistFilters(params: URLSearchParams, filters: ArtistFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether two sets of filters ask for the same list. */
export function sameArtistFilters(a: ArtistFilters, b: ArtistFilters): boolean {
  return KEYS.every((key) => a[key].trim() === b[key].trim());
}
