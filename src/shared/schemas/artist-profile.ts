/**
 * The artist directory's bodies, queries and answers (training-program.md §2 item 8, §3 artist_profiles, §5
 * "Profile genres", §7 "artist_profiles"; docs/decisions/0013). Empty values are saved as null, genres are trimmed
 * with duplicates ignored, and each link must be an http(s) address of the right site. The answers are declared
 * once here: the server builds them with these types and the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import { ARTIST_PROFILE_LIMITS as L, DIRECTORY_CURSOR_MAX, DIRECTORY_PAGE_SIZE } from '../limits/directory';
import { artistProfileFieldMessages as m } from '../messages/directory';
import { cursorParam, decodeCursor, encodeCursor, pageLimitParam } from './cursor';
import { isStorableText, noControlChars, optionalName, optionalText, storableText } from './text';
import { isUuid } from './uuid';

/** The sites the profile links to, by field: their host names and an example for the message. */
export const PROFILE_LINK_SITES = {
  spotifyUrl: {
    site: 'Spotify',
    example: 'https://open.spotify.com/artist/…',
    hosts: ['spotify.com', 'spotify.link'],
  },
  youtubeUrl: {
    site: 'YouTube',
    example: 'https://www.youtube.com/@yourname',
    hosts: ['youtube.com', 'youtu.be'],
  },
  instagramUrl: {
    site: 'Instagram',
    example: 'https://www.instagram.com/yourname',
    hosts: ['instagram.com'],
  },
} as const;

/** Whether `value` is an http(s) address whose host is `hosts` or a subdomain of one (any host when none given). */
export function isSiteUrl(value: string, hosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.length === 0 || hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** An optional link: empty becomes null; otherwise an http(s) address, of `hosts` when given. */
function link(label: string, message: string, hosts: readonly string[] = []) {
  return z.pipe(
    optionalText({ label, max: L.url }),
    z.union([z.null(), z.string().check(z.refine((v) => isSiteUrl(v, hosts), message))]),
  );
}

const siteLink = (field: keyof typeof PROFILE_LINK_SITES, label: string) => {
  const { site, example, hosts } = PROFILE_LINK_SITES[field];
  return link(label, m.notSite(site, example), hosts);
};

/** Genres: each trimmed, empty ones dropped, duplicates ignored (case-insensitively, the first spelling kept). */
export function cleanGenres(genres: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of genres) {
    const genre = raw.replace(/[<>]/g, '').trim();
    const key = genre.toLowerCase();
    if (genre && !seen.has(key)) {
      seen.add(key);
      kept.push(genre);
    }
  }
  return kept;
}

/** `PUT /api/directory/profile`: the caller's whole profile. */
export const artistProfileBodySchema = z
  .strictObject({
    stageName: optionalName({ label: 'Stage name', max: L.stageName }),
    bio: optionalText({ label: 'Bio', max: L.bio, multiline: true }),
    genres: z.pipe(
      z._default(
        z
          .array(z.string({ error: m.genresNotList }).check(noControlChars(false), storableText()), {
            error: m.genresNotList,
          })
          .check(z.maxLength(L.genres * 4, m.tooManyGenres(L.genres))),
        [],
      ),
      z.pipe(
        z.transform((genres: string[]) => cleanGenres(genres)),
        z
          .array(z.string().check(z.maxLength(L.genre, m.genreTooLong(L.genre))))
          .check(z.maxLength(L.genres, m.tooManyGenres(L.genres))),
      ),
    ),
    location: optionalText({ label: 'Location', max: L.location }),
    websiteUrl: link('Website', m.notUrl),
    spotifyUrl: siteLink('spotifyUrl', 'Spotify'),
    youtubeUrl: siteLink('youtubeUrl', 'YouTube'),
    instagramUrl: siteLink('instagramUrl', 'Instagram'),
    isPublic: z._default(z.boolean({ error: m.notBoolean }), false),
  })
  .check(
    z.refine((profile) => !profile.isPublic || profile.stageName !== null, {
      message: m.publicNeedsStageName,
      path: ['stageName'],
    }),
  );
export type ArtistProfileBody = z.output<typeof artistProfileBodySchema>;
/** What the profile form holds before cleaning. */
export type ArtistProfileInput = z.input<typeof artistProfileBodySchema>;

/** A position in the directory: the last profile shown, by its lower-cased stage name and id. */
export interface DirectoryCursor {
  stageName: string;
  id: string;
}

/** The opaque `nextCursor` of a directory page. */
export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  return encodeCursor([cursor.stageName, cursor.id]);
}

/** The position a directory cursor names, or null unless {@link encodeDirectoryCursor} could have made it. */
function decodeDirectoryCursor(value: string): DirectoryCursor | null {
  const parts = decodeCursor(value, 2);
  if (!parts) return null;
  const [stageName, id] = parts as [string, string];
  return isUuid(id) && stageName.length <= L.stageName * 2 && isStorableText(stageName)
    ? { stageName, id }
    : null;
}

/** `GET /api/directory?cursor=&limit=`. */
export const directoryQuerySchema = z.strictObject({
  cursor: z.optional(cursorParam(decodeDirectoryCursor, DIRECTORY_CURSOR_MAX, m.invalidCursor)),
  limit: pageLimitParam(DIRECTORY_PAGE_SIZE, {
    limitNotNumber: m.invalidLimit,
    limitNotWhole: m.invalidLimit,
    limitTooSmall: m.invalidLimit,
    limitTooLarge: m.invalidLimit,
  }),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** A profile as the API answers it (§3 artist_profiles, without user_id). */
const artistProfileSchema = z.object({
  id: z.string(),
  stageName: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  genres: z.array(z.string()),
  location: z.nullable(z.string()),
  websiteUrl: z.nullable(z.string()),
  spotifyUrl: z.nullable(z.string()),
  youtubeUrl: z.nullable(z.string()),
  instagramUrl: z.nullable(z.string()),
  isPublic: z.boolean(),
});
export type ArtistProfile = z.output<typeof artistProfileSchema>;

/** `GET /api/directory/profile` and `PUT` answer: the caller's profile, null before it is created. */
export const ownArtistProfileSchema = z.object({ profile: z.nullable(artistProfileSchema) });
export type OwnArtistProfile = z.output<typeof ownArtistProfileSchema>;

/** `GET /api/directory`: a page of public profiles ordered by stage name, and the cursor of the next page. */
export const directoryPageSchema = z.object({
  profiles: z.array(artistProfileSchema),
  nextCursor: z.nullable(z.string()),
});
export type DirectoryPage = z.output<typeof directoryPageSchema>;

/** The form's fields (all text but the switch). */
export interface ArtistProfileFormInput {
  stageName: string;
  bio: string;
  genres: string;
  location: string;
  websiteUrl: string;
  spotifyUrl: string;
  youtubeUrl: string;
  instagramUrl: string;
  isPublic: boolean;
}

/**
 * What the profile form holds: the body's fields, with the genres typed as one comma-separated text. The form
 * validates with this schema and sends its output, the body.
 */
export const artistProfileFormSchema = z.pipe(
  z.pipe(
    z.looseObject({ genres: z.string({ error: m.genresNotList }) }),
    z.transform(({ genres, ...rest }: { genres: string } & Record<string, unknown>) => ({
      ...rest,
      genres: genres.split(','),
    })),
  ) as unknown as z.ZodMiniType<ArtistProfileInput, ArtistProfileFormInput>,
  artistProfileBodySchema,
);

/** The form's values for `profile` (blank fields for a profile not made yet). */
export function artistProfileFormValues(profile: ArtistProfile | null): ArtistProfileFormInput {
  return {
    stageName: profile?.stageName ?? '',
    bio: profile?.bio ?? '',
    genres: profile?.genres.join(', ') ?? '',
    location: profile?.location ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    spotifyUrl: profile?.spotifyUrl ?? '',
    youtubeUrl: profile?.youtubeUrl ?? '',
    instagramUrl: profile?.instagramUrl ?? '',
    isPublic: profile?.isPublic ?? false,
  };
}
