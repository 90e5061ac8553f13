/**
 * A press kit's row and what both the learner's answer (service.ts) and the public one (public-kit.ts) make of it:
 * its addresses, its photo's sizes and its program certificate (issue "Press kits and feedback on tracks" item 1;
 * docs/decisions/0023).
 */
import { and, eq } from 'drizzle-orm';
import { PRESS_KIT_PHOTO_WIDTHS, type PressKitPhotoWidth } from '@shared/limits/press-kits';
import { PROGRAM_COMPLETION } from '@shared/schemas/certificates';
import type { PressKitPhoto } from '@shared/schemas/press-kits';
import type { Tx } from '../../db/client';
import { userCertificates, type pressKits } from '../../db/schema/index';
import { photoVersion } from './photo';

/** A kit's row. */
export type PressKitRow = typeof pressKits.$inferSelect;

/** Where the site is: the public origin for absolute addresses, e.g. `https://example.com`. */
export interface SiteAddress {
  publicUrl: string;
}

/** The same-origin paths of a kit's public resources. */
export const epkPaths = {
  page: (slug: string) => `/epk/${slug}`,
  api: (slug: string) => `/api/epk/${slug}`,
  pdf: (slug: string) => `/api/epk/${slug}/pdf`,
  card: (slug: string) => `/api/epk/${slug}/card.png`,
  photo: (slug: string, width: PressKitPhotoWidth, photoKey: string) =>
    `/api/epk/${slug}/photo/${width}?v=${photoVersion(photoKey)}`,
  audio: (slug: string, trackId: string) => `/api/epk/${slug}/tracks/${trackId}/audio`,
};

/** The kit's photo as answered: each width's address, narrowest first; null without a photo. */
export function photoOf(row: Pick<PressKitRow, 'slug' | 'photoKey'>): PressKitPhoto | null {
  if (!row.photoKey) return null;
  const key = row.photoKey;
  return {
    sizes: PRESS_KIT_PHOTO_WIDTHS.map((width) => ({ width, url: epkPaths.photo(row.slug, width, key) })),
  };
}

/** The id and completion date of `userId`'s program completion certificate, or null. */
export async function programCertificate(db: Tx, userId: string) {
  const [row] = await db
    .select({ certificateId: userCertificates.certificateId, data: userCertificates.certificateData })
    .from(userCertificates)
    .where(
      and(eq(userCertificates.userId, userId), eq(userCertificates.certificateType, PROGRAM_COMPLETION)),
    );
  return row ?? null;
}
