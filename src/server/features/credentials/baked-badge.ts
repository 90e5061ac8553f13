/**
 * The baked badge image (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials" item 4): a PNG of the program's badge that carries the learner's Open Badges 3.0 credential inside
 * it, so the image alone can be verified (Open Badges 3.0 §5.3 "Baking", PNG).
 *
 * - {@link badgeImage} draws the badge: a round 512×512 PNG, made by sharp from an SVG of ours (the label's name, the
 *   achievement, the learner's name and the year).
 * - {@link bakeBadge} puts a credential in a PNG: one `iTXt` chunk with the keyword `openbadgecredential`,
 *   uncompressed (compression flag 0), without language tag or translated keyword, whose text is the credential as
 *   JSON (UTF-8) with its embedded proof, inserted just before `IEND`. A credential baked earlier is replaced: the
 *   file holds only one such chunk, as §5.3 requires.
 * - {@link readBakedCredential} reads it back.
 *
 * The chunks are read and written with `png-chunks-extract` / `png-chunks-encode` (which check and compute the
 * CRCs) and the iTXt data with `png-chunk-itxt`. The pixels are never decoded again to bake or read a credential.
 */
import extractChunks, { type PngChunk } from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import { decodeSync as decodeITxt, encodeSync as encodeITxt } from 'png-chunk-itxt';
import sharp from 'sharp';
import { imageWork } from '../../images/image-work';

/** The keyword of the iTXt chunk that holds an Open Badges 3.0 credential (OB 3.0 §5.3; 2.0 used `openbadges`). */
const CREDENTIAL_KEYWORD = 'openbadgecredential';

/** The keyword as it opens the chunk's data: Latin-1 bytes and the null separator. */
const KEYWORD_PREFIX = Buffer.from(`${CREDENTIAL_KEYWORD}\0`, 'latin1');

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The badge's width and height, in pixels. */
const BADGE_SIZE = 512;

/** Why a badge could not be baked or read: `not_png` (the bytes are no PNG, or a broken one), `credential_not_json`. */
export type BakedBadgeErrorCode = 'not_png' | 'credential_not_json';

/**
 * Thrown by {@link bakeBadge} and {@link readBakedCredential} for a file that is not a well-formed PNG
 * (`not_png`: wrong signature, a chunk that runs past the end, a CRC that does not match, no IHDR or IEND) or whose
 * `openbadgecredential` chunk does not hold a JSON object (`credential_not_json`, e.g. a compact JWS of a JWT-proofed
 * credential, which this code never bakes).
 */
export class BakedBadgeError extends Error {
  override name = 'BakedBadgeError';
  constructor(
    readonly code: BakedBadgeErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the badge shows; every text is drawn as given (escaped), shortened when it would not fit. */
export interface BadgeImageInput {
  /** The learner's name, as on the certificate. */
  recipientName: string;
  /** The achievement's name, e.g. `Music Industry Essentials`. */
  achievementName: string;
  /** When the credential was issued: its UTC year is shown. An ISO 8601 string or a date. */
  issuedOn: Date | string;
  /** The label's name, shown at the top. */
  brandName: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The badge image

/** The badge's colours: a charcoal disc in a muted gold ring, readable on a light page and on a dark one. */
const COLOURS = {
  ring: '#b08d3c',
  disc: '#1f1f23',
  accent: '#d9c48f',
  text: '#f5f5f4',
  soft: '#d6d3d1',
};

/** The width a line of text may take inside the inner ring, in pixels (a safe chord at the lines' heights). */
const TEXT_WIDTH = 340;

/** A sans-serif glyph's average advance, as a share of the font size (bold, mixed case; capitals are wider). */
const ADVANCE = 0.6;
const CAPITALS_ADVANCE = 0.72;

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text`'s user-perceived characters (an emoji with its modifiers is one). */
function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/**
 * Whether XML 1.0 allows `char` (one code point) in a document (its `Char` production): tab, line breaks and
 * U+0020 up, less the surrogates (a lone one here) and U+FFFE/U+FFFF.
 */
function isXmlChar(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    cp >= 0x10000
  );
}

/** An emoji with its modifiers, variation selectors and joined parts: a server's fonts draw it as an empty box. */
const EMOJI =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;

/**
 * `text` as one line of drawable text: NFC, without the characters XML 1.0 forbids and without emoji (the image
 * only; the credential keeps the name as given), its white space collapsed.
 */
function plainLine(text: string): string {
  return Array.from(text.normalize('NFC'))
    .filter(isXmlChar)
    .join('')
    .replace(EMOJI, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to `max` characters, the last one an ellipsis when it was longer. */
function shorten(text: string, max: number): string {
  const chars = graphemes(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** `text` escaped for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The largest size, from `max` down to `min`, at which `chars` characters of `advance` fit in `width` pixels. */
function fittingSize(chars: number, advance: number, max: number, min: number, width = TEXT_WIDTH): number {
  return Math.max(min, Math.min(max, Math.floor(width / Math.max(1, chars * advance))));
}

/** `text` broken into lines of at most `perLine` characters at spaces (a longer word keeps a line of its own). */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && graphemes(`${last} ${word}`).length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The achievement's name in at most three lines, and its font size: the largest from 40 px down that fits. */
function achievementLines(name: string): { lines: string[]; size: number } {
  for (let size = 40; size >= 26; size -= 2) {
    const perLine = Math.floor(TEXT_WIDTH / (size * ADVANCE));
    const lines = wrap(name, perLine);
    if (lines.length <= 3 && lines.every((line) => graphemes(line).length <= perLine)) return { lines, size };
  }
  const perLine = Math.floor(TEXT_WIDTH / (26 * ADVANCE));
  const lines = wrap(name, perLine).map((line) => shorten(line, perLine));
  return {
    lines: lines.length <= 3 ? lines : [...lines.slice(0, 2), shorten(`${lines[2]} ${lines[3]}`, perLine)],
    size: 26,
  };
}

/** The UTC year of `issuedOn`. @throws {RangeError} for a date that does not parse. */
function issuedYear(issuedOn: Date | string): number {
  const year = new Date(issuedOn).getUTCFullYear();
  if (Number.isNaN(year)) throw new RangeError(`badgeImage: issuedOn is not a date: ${String(issuedOn)}`);
  return year;
}

/** The badge's SVG (512×512, transparent outside the disc). */
function badgeSvg(input: BadgeImageInput): string {
  const c = BADGE_SIZE / 2;
  const brand = shorten(plainLine(input.brandName).toUpperCase(), 28);
  const brandSize = fittingSize(graphemes(brand).length, CAPITALS_ADVANCE + 0.1, 22, 12);
  const recipient = shorten(plainLine(input.recipientName), 34);
  const recipientSize = fittingSize(graphemes(recipient).length, ADVANCE, 24, 14);
  const achievement = achievementLines(plainLine(input.achievementName));
  const year = issuedYear(input.issuedOn);

  // The achievement's lines, centred on y = 266.
  const lineHeight = Math.round(achievement.size * 1.15);
  const firstBaseline = 266 - (achievement.lines.length * lineHeight) / 2 + achievement.size * 0.8;
  const achievementText = achievement.lines
    .map(
      (line, i) =>
        `<text x="${c}" y="${Math.round(firstBaseline + i * lineHeight)}" font-size="${achievement.size}" font-weight="700" fill="${COLOURS.text}">${escapeXml(line)}</text>`,
    )
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 ${BADGE_SIZE} ${BADGE_SIZE}">`,
    `<circle cx="${c}" cy="${c}" r="252" fill="${COLOURS.ring}"/>`,
    `<circle cx="${c}" cy="${c}" r="238" fill="${COLOURS.disc}"/>`,
    `<circle cx="${c}" cy="${c}" r="224" fill="none" stroke="${COLOURS.ring}" stroke-width="2" stroke-opacity="0.7"/>`,
    `<g font-family="sans-serif" text-anchor="middle">`,
    `<text x="${c}" y="118" font-size="${brandSize}" font-weight="700" letter-spacing="3" fill="${COLOURS.accent}">${escapeXml(brand)}</text>`,
    // Two beamed eighth notes.
    `<g fill="${COLOURS.accent}" transform="translate(${c} 164)">`,
    `<ellipse cx="-15" cy="14" rx="9" ry="6.5" transform="rotate(-20 -15 14)"/>`,
    `<ellipse cx="15" cy="10" rx="9" ry="6.5" transform="rotate(-20 15 10)"/>`,
    `<rect x="-8.5" y="-22" width="3" height="36"/><rect x="21.5" y="-26" width="3" height="36"/>`,
    `<path d="M-8.5 -22 L24.5 -26 L24.5 -19 L-8.5 -15 Z"/>`,
    `</g>`,
    achievementText,
    `<line x1="${c - 56}" y1="336" x2="${c + 56}" y2="336" stroke="${COLOURS.ring}" stroke-width="2"/>`,
    `<text x="${c}" y="378" font-size="${recipientSize}" fill="${COLOURS.soft}">${escapeXml(recipient)}</text>`,
    `<text x="${c}" y="428" font-size="28" font-weight="700" letter-spacing="3" fill="${COLOURS.accent}">${year}</text>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

/**
 * Draws the program's badge for one learner: a round badge on a transparent square, with the label's name, a music
 * note, the achievement's name (up to three lines), the learner's name and the year of `issuedOn` (UTC). Texts are
 * escaped, stripped of characters XML forbids and shortened with an ellipsis when too long; fonts are the
 * machine's generic `sans-serif` (libvips' SVG renderer asks fontconfig, so the machine needs one sans-serif font).
 * The work runs in the server's image queue ({@link imageWork}).
 *
 * @returns a 512×512 PNG (8-bit palette with transparency, about 15-30 KB), with no credential in it yet: bake one
 * with {@link bakeBadge}.
 * @throws {RangeError} when `issuedOn` is not a date.
 */
export async function badgeImage(input: BadgeImageInput): Promise<Buffer> {
  const svg = badgeSvg(input);
  return imageWork(() =>
    sharp(Buffer.from(svg, 'utf8')).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer(),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Baking

/**
 * The chunks of `png`, each one's CRC checked.
 *
 * Before handing the bytes to `png-chunks-extract`, one pass over the chunks' lengths checks that each chunk lies
 * inside the file: the package allocates each chunk's declared length (up to 4 GiB) before it reads it, so a
 * crafted length must not reach it.
 *
 * @throws {BakedBadgeError} `not_png` for anything but a well-formed PNG.
 */
function pngChunks(png: Uint8Array): PngChunk[] {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (
    bytes.length < PNG_SIGNATURE.length + 12 ||
    !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
  ) {
    throw new BakedBadgeError('not_png', 'Not a PNG file: its first bytes are not the PNG signature.');
  }
  for (let at = PNG_SIGNATURE.length; ;) {
    if (at + 12 > bytes.length) {
      throw new BakedBadgeError('not_png', 'Broken PNG file: it ends inside a chunk, before IEND.');
    }
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) {
      throw new BakedBadgeError('not_png', 'Broken PNG file: a chunk runs past the end of the file.');
    }
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') break;
    at = end;
  }
  try {
    return extractChunks(bytes);
  } catch (error) {
    throw new BakedBadgeError('not_png', `Broken PNG file: ${(error as Error).message}.`, { cause: error });
  }
}

/** Whether `chunk` is an iTXt chunk with the keyword `openbadgecredential`. */
function isCredentialChunk(chunk: PngChunk): boolean {
  return (
    chunk.name === 'iTXt' &&
    chunk.data.length >= KEYWORD_PREFIX.length &&
    KEYWORD_PREFIX.equals(chunk.data.subarray(0, KEYWORD_PREFIX.length))
  );
}

/**
 * Bakes `credential` into `png` (OB 3.0 §5.3, PNG): removes every `openbadgecredential` iTXt chunk the file has and
 * inserts one just before `IEND`, with compression flag 0 and method 0, an empty language tag and translated
 * keyword, and the credential's JSON (`JSON.stringify`, UTF-8) as its text. Every other chunk is kept as it was, so
 * the image is unchanged.
 *
 * @param png a PNG file, e.g. from {@link badgeImage}.
 * @param credential the signed credential, its proof embedded (JSON-LD).
 * @returns a new PNG file; `png` is not changed.
 * @throws {BakedBadgeError} `not_png` when `png` is not a well-formed PNG.
 * @throws {TypeError} when `credential` does not serialise to JSON (a cycle, a BigInt).
 */
export function bakeBadge(png: Buffer, credential: object): Buffer {
  const text = JSON.stringify(credential);
  if (typeof text !== 'string') throw new TypeError('bakeBadge: the credential does not serialise to JSON.');
  const chunks = pngChunks(png).filter((chunk) => !isCredentialChunk(chunk));
  const credentialChunk: PngChunk = {
    name: 'iTXt',
    data: encodeITxt({
      keyword: CREDENTIAL_KEYWORD,
      compressionFlag: false,
      compressionMethod: 0,
      languageTag: '',
      translatedKeyword: '',
      text,
    }),
  };
  chunks.splice(chunks.length - 1, 0, credentialChunk);
  return Buffer.from(encodeChunks(chunks));
}

/**
 * The credential baked into `png` (OB 3.0 §5.3, PNG): the text of its first `openbadgecredential` iTXt chunk
 * (inflated when a baker compressed it), parsed as JSON. It is returned as found, neither checked against the OB
 * schema nor verified: verifying its proof is the caller's.
 *
 * @returns the credential, or `null` when the file has no such chunk.
 * @throws {BakedBadgeError} `not_png` when `png` is not a well-formed PNG; `credential_not_json` when the chunk
 * cannot be decoded or its text is not a JSON object (a compact JWS, for instance).
 */
export function readBakedCredential(png: Buffer): Record<string, unknown> | null {
  const chunk = pngChunks(png).find(isCredentialChunk);
  if (!chunk) return null;
  let text: string;
  try {
    text = decodeITxt(chunk.data).text;
  } catch (error) {
    throw new BakedBadgeError('credential_not_json', 'The baked credential chunk cannot be decoded.', {
      cause: error,
    });
  }
  let credential: unknown;
  try {
    credential = JSON.parse(text);
  } catch (error) {
    const jws = /^[\w-]+\.[\w-]*\.[\w-]+$/.test(text.trim());
    throw new BakedBadgeError(
      'credential_not_json',
      jws
        ? 'The baked credential is a compact JWS, not a JSON credential.'
        : 'The baked credential is not JSON.',
      { cause: error },
    );
  }
  if (typeof credential !== 'object' || credential === null || Array.isArray(credential)) {
    throw new BakedBadgeError('credential_not_json', 'The baked credential is not a JSON object.');
  }
  return credential as Record<string, unknown>;
}
