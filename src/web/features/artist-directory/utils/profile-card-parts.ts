/** What a directory card shows (training-program.md §2 item 8, §9 "at most 3 genres then +N"). */
import { CARD_GENRES_SHOWN } from '@shared/limits/directory';
import { directoryMessages as m } from '@shared/messages/directory';
import type { ArtistProfile } from '@shared/schemas/artist-profile';

/** The profile's links with their labels, in a fixed order. */
export function profileLinks(profile: ArtistProfile): { label: string; url: string }[] {
  const links: [string, string | null][] = [
    [m.labels.websiteUrl, profile.websiteUrl],
    [m.labels.spotifyUrl, profile.spotifyUrl],
    [m.labels.youtubeUrl, profile.youtubeUrl],
    [m.labels.instagramUrl, profile.instagramUrl],
  ];
  return links.flatMap(([label, url]) => (url ? [{ label, url }] : []));
}

/** The genres a card shows and how many it leaves out. */
export function cardGenres(genres: readonly string[]): { shown: string[]; more: number } {
  return { shown: genres.slice(0, CARD_GENRES_SHOWN), more: Math.max(0, genres.length - CARD_GENRES_SHOWN) };
}
