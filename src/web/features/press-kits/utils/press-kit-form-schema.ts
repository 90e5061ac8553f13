/**
 * What the press-kit form holds and sends (item 1): genres typed as one comma-separated line and achievements one
 * per line, links as rows of a label and an address, the featured tracks as ordered ids. The form's values go
 * through the shared body schema (`pressKitBodySchema`), so the browser checks exactly what the server does.
 */
import { z } from 'zod/mini';
import {
  pressKitBodySchema,
  type Epk,
  type OwnPressKit,
  type PressKitBody,
  type PressKitInput,
} from '@shared/schemas/press-kits';

/** The form's fields. */
export interface PressKitFormValues {
  stageName: string;
  shortBio: string;
  longBio: string;
  /** Comma-separated. */
  genres: string;
  location: string;
  releasePlan: string;
  links: { label: string; url: string }[];
  /** One per line. */
  achievements: string;
  showCertificate: boolean;
  featuredTrackIds: string[];
}

/** The form's values for `kit`. */
export function pressKitFormValues(kit: OwnPressKit): PressKitFormValues {
  return {
    stageName: kit.stageName,
    shortBio: kit.shortBio,
    longBio: kit.longBio,
    genres: kit.genres.join(', '),
    location: kit.location,
    releasePlan: kit.releasePlan,
    links: kit.links.map((link) => ({ ...link })),
    achievements: kit.achievements.join('\n'),
    showCertificate: kit.showCertificate,
    featuredTrackIds: kit.featuredTracks.map((track) => track.id),
  };
}

/** The request body the form's values make, before the shared schema cleans it. */
function pressKitInputOf(values: PressKitFormValues): PressKitInput {
  return {
    ...values,
    genres: values.genres.split(',').filter((genre) => genre.trim() !== ''),
    links: values.links.filter((link) => link.label.trim() !== '' || link.url.trim() !== ''),
    achievements: values.achievements.split('\n'),
  };
}

const formInput = z.object({
  stageName: z.string(),
  shortBio: z.string(),
  longBio: z.string(),
  genres: z.string(),
  location: z.string(),
  releasePlan: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  achievements: z.string(),
  showCertificate: z.boolean(),
  featuredTrackIds: z.array(z.string()),
});

/**
 * The form's schema: its values in, the `PUT /api/press-kit` body out. Each problem the shared schema finds is
 * reported on the form's field of the same name (a link's on its row, e.g. `links.0.url`).
 */
export const pressKitFormSchema = z.pipe(
  formInput,
  z.transform((values: PressKitFormValues, ctx): PressKitBody => {
    const checked = pressKitBodySchema.safeParse(pressKitInputOf(values));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.issues.push({
        code: 'custom',
        message: issue.message,
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        input: values,
      });
    return z.NEVER;
  }),
);

/** The featured track of the preview: its id, title and, when it has audio, its player's details. */
export interface PreviewTrack {
  id: string;
  title: string;
  /** Null for a track without a version. */
  latest: { number: number; durationMs: number; audioUrl: string } | null;
}

/**
 * The public page's kit as the form's current values would make it, for the live preview: the same cleaning as
 * the server's (invalid input is shown as typed, trimmed), the photo and certificate as saved.
 */
export function previewEpk(
  kit: OwnPressKit,
  values: PressKitFormValues,
  tracks: readonly PreviewTrack[],
  certificate: Epk['certificate'],
): Epk {
  const checked = pressKitBodySchema.safeParse(pressKitInputOf(values));
  const body: PressKitBody = checked.success
    ? checked.data
    : {
        stageName: values.stageName.trim(),
        shortBio: values.shortBio.trim(),
        longBio: values.longBio.trim(),
        genres: values.genres
          .split(',')
          .map((genre) => genre.trim())
          .filter(Boolean),
        location: values.location.trim(),
        releasePlan: values.releasePlan.trim(),
        links: values.links
          .map((link) => ({ label: link.label.trim(), url: link.url.trim() }))
          .filter((link) => link.label && /^https?:\/\//i.test(link.url)),
        achievements: values.achievements
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        showCertificate: values.showCertificate,
        featuredTrackIds: values.featuredTrackIds,
      };
  const byId = new Map(tracks.map((track) => [track.id, track]));
  return {
    slug: kit.slug,
    isPublished: kit.isPublished,
    pageUrl: kit.pageUrl,
    pdfUrl: kit.pdfUrl,
    stageName: body.stageName,
    shortBio: body.shortBio,
    longBio: body.longBio,
    genres: body.genres,
    location: body.location,
    releasePlan: body.releasePlan,
    links: body.links,
    achievements: body.achievements,
    photo: kit.photo,
    featuredTracks: body.featuredTrackIds.flatMap((id) => {
      const track = byId.get(id);
      if (!track) return [];
      return [
        {
          id,
          title: track.title,
          latestVersion: track.latest && {
            id: `${id}-${track.latest.number}`,
            versionNumber: track.latest.number,
            durationMs: track.latest.durationMs,
            peaks: [],
            audioUrl: track.latest.audioUrl,
          },
        },
      ];
    }),
    certificate: body.showCertificate ? certificate : null,
    updatedAt: kit.updatedAt,
  };
}
