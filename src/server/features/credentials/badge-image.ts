/**
 * The badge image of a baked badge (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials" item 4): the program's badge drawn for one learner, before a credential is baked into it
 * (baked-badge.ts).
 *
 * - {@link badgeImage} draws the badge: a round 512×512 PNG, made by sharp from an SVG of ours (the label's name, the
 *   achievement, the learner's name and the year).
 */
import sharp from 'sharp';
import { imageWork } from '../../images/image-work';

/** The badge's width and height, in pixels. */
const BADGE_SIZE = 512;

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
 * with baked-badge.ts `bakeBadge`.
 * @throws {RangeError} when `issuedOn` is not a date.
 */
export async function badgeImage(input: BadgeImageInput): Promise<Buffer> {
  const svg = badgeSvg(input);
  return imageWork(() =>
    sharp(Buffer.from(svg, 'utf8')).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer(),
  );
}
