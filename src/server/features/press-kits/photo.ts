/**
 * The press kit's photo (issue "Press kits and feedback on tracks" item 1; docs/decisions/0023): an uploaded JPEG,
 * PNG or WebP, recognised by its content (never its name or the type the browser claimed), decoded by sharp within
 * a pixel limit, turned upright by its EXIF orientation, stripped of its metadata (location included) and stored as
 * WebP at each width the pages need ({@link PRESS_KIT_PHOTO_WIDTHS}, never enlarged) under
 * `press-kits/{userId}/{random}-{width}.webp`. The kit's `photo_key` is `press-kits/{userId}/{random}`.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  PRESS_KIT_PHOTO_MAX_PIXELS,
  PRESS_KIT_PHOTO_WIDTHS,
  type PressKitPhotoWidth,
} from '@shared/limits/press-kits';
import { pressKitPhotoMessages as m } from '@shared/messages/press-kits';
import { AppError } from '../../errors';
import type { UploadRule } from '../../http/upload-file';
import type { Disk } from '../../storage/disk';
import { imageWork } from '../../images/image-work';
import { fileKeysUnder } from '../../storage/stored-files';

/** The folder of every press-kit file of `userId` (its photo's copies). */
export const pressKitFolder = (userId: string) => `press-kits/${userId}`;

/** The key of the copy of width `width` of the photo at `photoKey`. */
export const photoFileKey = (photoKey: string, width: PressKitPhotoWidth) => `${photoKey}-${width}.webp`;

/** Every stored key of the photo at `photoKey`, narrowest first. */
const photoFileKeys = (photoKey: string) => PRESS_KIT_PHOTO_WIDTHS.map((w) => photoFileKey(photoKey, w));

/** A fresh photo key for `userId`: 16 random bytes (128 bits) in hex, so its address cannot be guessed. */
export function newPhotoKey(userId: string): string {
  return `${pressKitFolder(userId)}/${randomBytes(16).toString('hex')}`;
}

/** The random part of a photo key (the cache-busting version of its addresses). */
export const photoVersion = (photoKey: string) => photoKey.slice(photoKey.lastIndexOf('/') + 1);

/** The image formats accepted, by their leading bytes. */
function isAcceptedImage(head: Uint8Array): boolean {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const jpeg = b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png =
    b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/**
 * The photo upload's rule for http/receive-upload.ts: any file name (the content decides), JPEG, PNG or WebP by
 * its leading bytes, received into a temporary key and never kept under its own name (the resized copies are).
 */
export const PHOTO_UPLOAD_RULE: UploadRule = {
  accepts: () => true,
  matches: async (_name, head) => isAcceptedImage(head),
  messages: { invalidType: m.invalidType, tooLarge: m.tooLarge, empty: m.empty, badName: m.badName },
  storagePath: (prefix) => `${prefix}/upload`,
};

/** The WebP copies of a photo, by width. */
export type PhotoCopies = { width: PressKitPhotoWidth; bytes: Buffer }[];

/** The widest copy's width, in pixels: the only size the original is decoded to. */
const LARGEST_WIDTH = Math.max(...PRESS_KIT_PHOTO_WIDTHS);

/**
 * The tallest the widest copy may be, in pixels (3 × its width): a very tall photo is made narrower rather than
 * kept tall, so its decoded copy stays within {@link LARGEST_WIDTH} × this × 4 bytes (about 17 MB).
 */
const LARGEST_HEIGHT = 3 * LARGEST_WIDTH;

/**
 * Decodes `bytes` and makes its WebP copies at {@link PRESS_KIT_PHOTO_WIDTHS} (each at most the original's width;
 * the aspect ratio kept; metadata dropped), in the process's image queue (images/image-work.ts).
 *
 * The original is decoded once, straight to the widest copy's size (JPEG and WebP shrink while they decode; a PNG is
 * read a few lines at a time), so what a photo costs in memory does not depend on its pixel count: a 49-megapixel
 * image holds at most {@link LARGEST_WIDTH} × {@link LARGEST_HEIGHT} pixels decoded, not 49 million. The narrower
 * copies are made from that one.
 *
 * @throws {AppError} 415 `unsupported_file_type` for content that is not a complete JPEG, PNG or WebP image (a
 *   truncated file included); 400 `validation_failed` with `fields.file` for an image over
 *   {@link PRESS_KIT_PHOTO_MAX_PIXELS} (read from its header: nothing is decoded).
 */
export function resizePhoto(bytes: Buffer): Promise<PhotoCopies> {
  return imageWork(async () => {
    let format: string | undefined;
    let pixels = 0;
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      format = meta.format;
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch {
      throw new AppError(API_ERROR_CODES.unsupportedFileType, m.notImage, { file: m.notImage });
    }
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
      throw new AppError(API_ERROR_CODES.unsupportedFileType, m.invalidType, { file: m.invalidType });
    if (pixels === 0)
      throw new AppError(API_ERROR_CODES.unsupportedFileType, m.notImage, { file: m.notImage });
    if (pixels > PRESS_KIT_PHOTO_MAX_PIXELS)
      throw new AppError(API_ERROR_CODES.validationFailed, m.tooManyPixels, { file: m.tooManyPixels });
    try {
      // Decoded once, fully (a truncated file fails here: failOn 'truncated'), upright, at the widest copy's size.
      const { data, info } = await sharp(bytes, {
        limitInputPixels: PRESS_KIT_PHOTO_MAX_PIXELS,
        failOn: 'truncated',
        animated: false,
        autoOrient: true,
      })
        .resize({ width: LARGEST_WIDTH, height: LARGEST_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const copies: PhotoCopies = [];
      for (const width of PRESS_KIT_PHOTO_WIDTHS)
        copies.push({
          width,
          bytes: await sharp(data, raw)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer(),
        });
      return copies;
    } catch {
      throw new AppError(API_ERROR_CODES.unsupportedFileType, m.notImage, { file: m.notImage });
    }
  });
}

/** Writes the copies of a new photo under `photoKey`; on failure deletes what was written and rethrows. */
export async function writePhotoCopies(disk: Disk, photoKey: string, copies: PhotoCopies): Promise<void> {
  try {
    for (const copy of copies)
      await disk.put(photoFileKey(photoKey, copy.width), copy.bytes, {
        contentType: 'image/webp',
      });
  } catch (error) {
    await deletePhotoCopies(disk, photoKey);
    throw error;
  }
}

/** Deletes the copies of the photo at `photoKey` (missing ones are fine); never throws. */
export async function deletePhotoCopies(disk: Disk, photoKey: string): Promise<void> {
  await Promise.all(photoFileKeys(photoKey).map((key) => disk.delete(key).catch(() => {})));
}

/**
 * The keys of every stored file of `userId`'s press kit, for an account's deletion (issue item 5): the photo's
 * copies, and anything else under their folder (copies an earlier photo change failed to delete).
 */
export function pressKitFileKeys(disk: Disk, userId: string): Promise<string[]> {
  return fileKeysUnder(disk, `${pressKitFolder(userId)}/`);
}

/** Escapes text for XML content. */
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The link-preview card of a kit (og:image, twitter:image): a 1200 × 630 PNG with the stage name and the site's
 * brand and, when the kit has a photo, the photo cropped to a 630 × 630 square on its left (the crop keeps the most
 * salient part), so a preview always shows a wide image of the card's size (docs/decisions/0023).
 *
 * @param photo - the kit's photo (any stored width), or nothing.
 * @returns the PNG's bytes.
 */
export async function previewCard(stageName: string, brand: string, photo?: Uint8Array): Promise<Buffer> {
  const withPhoto = photo !== undefined && photo.byteLength > 0;
  const name =
    stageName.length > (withPhoto ? 22 : 40) ? `${stageName.slice(0, withPhoto ? 21 : 39)}…` : stageName;
  const x = withPhoto ? 915 : 600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1f1a17"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#8a6d1f" stroke-width="4"/>
  <text x="${x}" y="300" font-family="sans-serif" font-size="${withPhoto ? 56 : 72}" font-weight="bold" fill="#f5efe6" text-anchor="middle">${xmlText(name)}</text>
  <text x="${x}" y="380" font-family="sans-serif" font-size="${withPhoto ? 26 : 32}" fill="#c9a94a" text-anchor="middle">${xmlText(`Press kit · ${brand}`)}</text>
</svg>`;
  return imageWork(async () => {
    const card = sharp(Buffer.from(svg));
    if (!withPhoto) return card.png().toBuffer();
    const square = await sharp(photo)
      .resize(630, 630, { fit: 'cover', position: sharp.strategy.attention })
      .toBuffer();
    return card
      .composite([{ input: square, left: 0, top: 0 }])
      .png({ palette: true, quality: 90 })
      .toBuffer();
  });
}
