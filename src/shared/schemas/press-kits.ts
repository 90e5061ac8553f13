/**
 * Bodies, parameters and answers of the press-kit API (issue "Press kits and feedback on tracks" items 1 and 4;
 * docs/decisions/0023): the learner's own kit (`/api/press-kit`), the published kit anyone may read
 * (`/api/epk/{slug}`) and the agents' Artists list (`/api/agent/artists`). Text fields follow the project's text
 * rules (text.ts: control characters refused, angle brackets stripped, trimmed), so a kit never carries HTML; links
 * are http(s) addresses only. Declared once: the server builds the answers with these types and the web app reads
 * them with these schemas.
 */
import { z } from 'zod/mini';
import {
  ARTISTS_CURSOR_MAX,
  ARTISTS_PAGE_SIZE,
  ARTISTS_SEARCH_MAX,
  PRESS_KIT_LIMITS as L,
  PRESS_KIT_PHOTO_WIDTHS,
  SLUG_LENGTH,
} from '../limits/press-kits';
import { pressKitFieldMessages as m } from '../messages/press-kits';
import { cleanGenres, isSiteUrl } from './artist-profile';
import { cursorParam, decodeCursor, encodeCursor, pageLimitParam } from './cursor';
import { isStorableText, noControlChars, optionalName, optionalText, storableText } from './text';
import { uuid } from './uuid';

// ---------------------------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------------------------

/** A slug's form: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs no learner may choose: the site's own route names (its pages, portals and API, and words that would read
 * as the site's), so `/epk/{slug}` never looks like a page of the label (docs/decisions/0023).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'agent',
  'agent-portal',
  'agents',
  'api',
  'app',
  'artist',
  'artist-development',
  'artist-directory',
  'artist-intake',
  'artists',
  'assets',
  'auth',
  'certificate',
  'certificates',
  'contact',
  'dashboard',
  'directory',
  'download',
  'downloads',
  'edit',
  'epk',
  'favicon',
  'file-manager',
  'gbf',
  'gbf-music-group',
  'healthz',
  'help',
  'home',
  'index',
  'learning',
  'login',
  'logout',
  'mentor',
  'mentors',
  'new',
  'null',
  'pdf',
  'people',
  'photo',
  'portal',
  'press',
  'press-kit',
  'press-kits',
  'program',
  'program-auth',
  'program-dashboard',
  'program-module',
  'program-reset-error',
  'program-reset-password',
  'readyz',
  'register',
  'reset-password',
  'robots',
  'roster',
  'schedule',
  'settings',
  'sign-in',
  'sign-out',
  'sign-up',
  'signin',
  'signout',
  'signup',
  'sitemap',
  'staff',
  'static',
  'subsidiaries',
  'support',
  'touring',
  'touring-services',
  'tracks',
  'undefined',
  'unsubscribe',
  'verify',
  'www',
]);

/** Why `slug` cannot be chosen (its form, its length, reserved), or null when it can (uniqueness aside). */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_LENGTH.min || slug.length > SLUG_LENGTH.max)
    return m.slugLength(SLUG_LENGTH.min, SLUG_LENGTH.max);
  if (!SLUG_PATTERN.test(slug)) return m.slugFormat;
  if (RESERVED_SLUGS.has(slug)) return m.slugReserved;
  return null;
}

/** A slug a learner chooses: {@link slugProblem}'s rules, as sent (upper case and spaces are refused, not fixed). */
export const chosenSlugSchema = z.string({ error: m.slugFormat }).check(
  storableText(m.slugFormat),
  z.superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', input: value, message: problem });
  }),
);

/**
 * `:slug` of the public routes: any slug the server could have stored (a chosen or a random one), else 404-worthy
 * `invalidSlug`. Reserved words pass here (an old kit may hold one) and simply match no kit.
 */
export const slugParamsSchema = z.strictObject({
  slug: z
    .string()
    .check(
      z.minLength(SLUG_LENGTH.min, m.invalidSlug),
      z.maxLength(SLUG_LENGTH.max, m.invalidSlug),
      z.regex(SLUG_PATTERN, m.invalidSlug),
    ),
});

/** `:slug` and `:width` of `GET /api/epk/{slug}/photo/{width}`: one of {@link PRESS_KIT_PHOTO_WIDTHS}. */
export const photoParamsSchema = z.strictObject({
  slug: slugParamsSchema.shape.slug,
  width: z.pipe(
    z.string().check(z.regex(/^[0-9]{1,5}$/, m.invalidWidth)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.literal(PRESS_KIT_PHOTO_WIDTHS, m.invalidWidth),
    ),
  ),
});

/** `:slug` and `:trackId` of `GET /api/epk/{slug}/tracks/{trackId}/audio`. */
export const epkTrackParamsSchema = z.strictObject({
  slug: slugParamsSchema.shape.slug,
  trackId: uuid(m.invalidTrackId),
});

// ---------------------------------------------------------------------------------------------------------------
// The learner's kit: bodies
// ---------------------------------------------------------------------------------------------------------------

/** A plain-text field of the kit: the text rules, '' when empty (the columns are never null). */
function plainText(label: string, max: number, multiline = false) {
  return z.pipe(
    optionalText({ label, max, multiline }),
    z.transform((value: string | null) => value ?? ''),
  );
}

/** A list of one-line texts: each cleaned and bounded, empty ones dropped; at most `maxItems`. */
function textList(options: {
  label: string;
  max: number;
  maxItems: number;
  notList: string;
  tooMany: string;
}) {
  return z.pipe(
    z._default(
      z
        .array(optionalText({ label: options.label, max: options.max }), { error: options.notList })
        .check(z.maxLength(options.maxItems * 2, options.tooMany)),
      [],
    ),
    z.pipe(
      z.transform((items: (string | null)[]) => items.filter((item): item is string => item !== null)),
      z.array(z.string()).check(z.maxLength(options.maxItems, options.tooMany)),
    ),
  );
}

/** One link: a label and an http(s) address. */
const pressKitLinkSchema = z.strictObject({
  label: z.pipe(optionalText({ label: 'Label', max: L.linkLabel }), z.string({ error: m.linkLabelRequired })),
  url: z.pipe(
    optionalText({ label: 'Address', max: L.url }),
    z.string({ error: m.notUrl }).check(z.refine((value) => isSiteUrl(value), m.notUrl)),
  ),
});
export type PressKitLink = z.output<typeof pressKitLinkSchema>;

/**
 * `PUT /api/press-kit`: every editable field of the caller's kit, replaced whole. `featuredTrackIds` are the
 * caller's own track ids in the order the page shows them (another learner's or an unknown id: 400 with
 * `fields.featuredTrackIds`). Publication and the slug are set apart (`PUT /api/press-kit/publication`), the photo
 * by its own routes.
 */
export const pressKitBodySchema = z.strictObject({
  stageName: z.pipe(
    optionalName({ label: 'Stage name', max: L.stageName }),
    z.transform((value: string | null) => value ?? ''),
  ),
  shortBio: plainText('Short bio', L.shortBio, true),
  longBio: plainText('Long bio', L.longBio, true),
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
  location: plainText('Location', L.location),
  releasePlan: plainText('Release plan', L.releasePlan, true),
  links: z._default(
    z
      .array(pressKitLinkSchema, { error: m.linksNotList })
      .check(z.maxLength(L.links, m.tooManyLinks(L.links))),
    [],
  ),
  achievements: textList({
    label: 'Achievement',
    max: L.achievement,
    maxItems: L.achievements,
    notList: m.achievementsNotList,
    tooMany: m.tooManyAchievements(L.achievements),
  }),
  showCertificate: z._default(z.boolean({ error: m.notBoolean }), true),
  featuredTrackIds: z._default(
    z.array(uuid(m.invalidTrackId), { error: m.featuredNotList }).check(
      z.maxLength(L.featuredTracks, m.tooManyTracks(L.featuredTracks)),
      z.refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, m.duplicateTrack),
    ),
    [],
  ),
});
export type PressKitBody = z.output<typeof pressKitBodySchema>;
/** What the edit form sends before cleaning. */
export type PressKitInput = z.input<typeof pressKitBodySchema>;

/**
 * `PUT /api/press-kit/publication`: publish or unpublish, and optionally choose the address. A chosen slug follows
 * {@link slugProblem}; one another kit holds answers 409 `slug_taken` with `fields.slug`. Publishing needs a stage
 * name (400, `fields.stageName`).
 */
export const publicationBodySchema = z.strictObject({
  published: z.boolean({ error: m.notBoolean }),
  slug: z.optional(chosenSlugSchema),
});
export type PublicationBody = z.output<typeof publicationBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** One stored width of the photo and the address it is served at (same-origin path, cache-busted). */
const photoSizeSchema = z.object({ width: z.number(), url: z.string() });

/** The kit's photo: its sizes, narrowest first; each file is WebP and at most its width (never enlarged). */
const pressKitPhotoSchema = z.object({ sizes: z.array(photoSizeSchema) });
export type PressKitPhoto = z.output<typeof pressKitPhotoSchema>;

/** A press-kit field a worksheet answer suggests, and where it comes from. */
const worksheetSuggestionSchema = z.object({
  field: z.enum(['shortBio', 'longBio', 'releasePlan', 'achievements']),
  /** The text for `shortBio`, `longBio` and `releasePlan`; one achievement per line for `achievements`. */
  value: z.string(),
  moduleTitle: z.string(),
  monthNumber: z.number(),
  prompt: z.string(),
});
export type WorksheetSuggestion = z.output<typeof worksheetSuggestionSchema>;

/** A featured track as the owner's editor lists it. */
const ownFeaturedTrackSchema = z.object({ id: z.string(), title: z.string() });

/**
 * What the owner's kit and the published kit both answer: the address, the page's fields and the photo. Each
 * extends it with its own featured tracks and what only it carries.
 */
const pressKitBaseSchema = z.object({
  slug: z.string(),
  isPublished: z.boolean(),
  /** The page's address, absolute (`{PUBLIC_URL}/epk/{slug}`); shown to the owner even while private. */
  pageUrl: z.string(),
  /** The PDF's same-origin path. */
  pdfUrl: z.string(),
  stageName: z.string(),
  shortBio: z.string(),
  longBio: z.string(),
  genres: z.array(z.string()),
  location: z.string(),
  releasePlan: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  achievements: z.array(z.string()),
  photo: z.nullable(pressKitPhotoSchema),
  /** ISO date-time. */
  updatedAt: z.string(),
});

/** The caller's own kit (`GET`/`PUT /api/press-kit`, the photo and publication routes). */
const ownPressKitSchema = z.extend(pressKitBaseSchema, {
  /** ISO date-time of the last publication; null while never published. */
  publishedAt: z.nullable(z.string()),
  showCertificate: z.boolean(),
  /** Whether the caller holds a verified program certificate the kit can show. */
  hasCertificate: z.boolean(),
  featuredTracks: z.array(ownFeaturedTrackSchema),
  /**
   * The caller's current worksheet answers to the prompts the course marks as press-kit material, as the field
   * values they would give (the kit was prefilled with them when it was made; the editor may offer them again).
   */
  worksheetSuggestions: z.array(worksheetSuggestionSchema),
});
export type OwnPressKit = z.output<typeof ownPressKitSchema>;

/** Every answer of the owner's routes: `{ pressKit }`. */
export const ownPressKitAnswerSchema = z.object({ pressKit: ownPressKitSchema });

/** The latest version of a featured track, ready to play. */
const epkTrackVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.number(),
  /** Length in ms. */
  durationMs: z.number(),
  /** Waveform peaks, each 0..1, evenly spaced over the duration. */
  peaks: z.array(z.number()),
  /** Same-origin path of the audio (HTTP Range supported). */
  audioUrl: z.string(),
});

/** A featured track of a published kit. */
const epkTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Null for a track with no version yet (it is listed, not playable). */
  latestVersion: z.nullable(epkTrackVersionSchema),
});
export type EpkTrack = z.output<typeof epkTrackSchema>;

/** The verified certificate a kit shows. */
const epkCertificateSchema = z.object({
  certificateId: z.string(),
  programName: z.string(),
  /** ISO date-time. */
  completionDate: z.string(),
  /** The public verification page, absolute. */
  verifyUrl: z.string(),
});

/**
 * `GET /api/epk/{slug}` answers `{ pressKit }`: a published kit, for anyone; the owner (and admins, mentors) also read it unpublished,
 * as a preview (`isPublished` false). Never the owner's account id or email.
 */
const epkSchema = z.extend(pressKitBaseSchema, {
  featuredTracks: z.array(epkTrackSchema),
  /** Present when the kit shows the certificate and its owner holds a program completion certificate. */
  certificate: z.nullable(epkCertificateSchema),
});
export type Epk = z.output<typeof epkSchema>;

/** `GET /api/epk/{slug}`'s answer: the kit that the caller may read. */
export const epkAnswerSchema = z.object({ pressKit: epkSchema });

// ---------------------------------------------------------------------------------------------------------------
// The agents' Artists list
// ---------------------------------------------------------------------------------------------------------------

/** A position in the Artists list: the last kit shown, by its lower-cased stage name and slug. */
export interface ArtistsCursor {
  stageName: string;
  slug: string;
}

/** The opaque `nextCursor` of an Artists page. */
export function encodeArtistsCursor(cursor: ArtistsCursor): string {
  return encodeCursor([cursor.stageName, cursor.slug]);
}

/** The position an Artists cursor names, or null unless {@link encodeArtistsCursor} could have made it. */
function decodeArtistsCursor(value: string): ArtistsCursor | null {
  const parts = decodeCursor(value, 2);
  if (!parts) return null;
  const [stageName, slug] = parts as [string, string];
  return stageName.length <= L.stageName * 2 &&
    isStorableText(stageName) &&
    slug.length <= SLUG_LENGTH.max &&
    SLUG_PATTERN.test(slug)
    ? { stageName, slug }
    : null;
}

/** A search text of the Artists list: trimmed; empty means no filter. */
function searchParam() {
  return z.pipe(
    z._default(
      z
        .string({ error: m.searchTooLong(ARTISTS_SEARCH_MAX) })
        .check(storableText(), z.maxLength(ARTISTS_SEARCH_MAX, m.searchTooLong(ARTISTS_SEARCH_MAX))),
      '',
    ),
    z.transform((value: string) => value.trim()),
  );
}

/**
 * `GET /api/agent/artists?q=&genre=&location=&cursor=&limit=`: published kits. `q` matches the stage name (any
 * part, case-insensitively), `genre` one genre exactly (case-insensitively), `location` any part of the location;
 * all given filters apply together.
 */
export const artistsQuerySchema = z.strictObject({
  q: searchParam(),
  genre: searchParam(),
  location: searchParam(),
  cursor: z.optional(cursorParam(decodeArtistsCursor, ARTISTS_CURSOR_MAX, m.invalidCursor)),
  limit: pageLimitParam(ARTISTS_PAGE_SIZE, {
    limitNotNumber: m.invalidLimit,
    limitNotWhole: m.invalidLimit,
    limitTooSmall: m.invalidLimit,
    limitTooLarge: m.invalidLimit,
  }),
});
export type ArtistsQuery = z.output<typeof artistsQuerySchema>;

/** One artist of the list: enough for a card; the EPK opens at `pageUrl` (or `/api/epk/{slug}`). */
const artistCardSchema = z.object({
  slug: z.string(),
  stageName: z.string(),
  shortBio: z.string(),
  genres: z.array(z.string()),
  location: z.string(),
  /** The 320-pixel photo's same-origin path; null without a photo. */
  photoUrl: z.nullable(z.string()),
  featuredTrackCount: z.number(),
  pageUrl: z.string(),
});
export type ArtistCard = z.output<typeof artistCardSchema>;

/** `GET /api/agent/artists`: a page of artists ordered by stage name, and the cursor of the next page. */
export const artistsPageSchema = z.object({
  artists: z.array(artistCardSchema),
  nextCursor: z.nullable(z.string()),
});
export type ArtistsPage = z.output<typeof artistsPageSchema>;
