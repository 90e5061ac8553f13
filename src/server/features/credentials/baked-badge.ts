/**
 * The baked badge image (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials" item 4): a PNG of the program's badge that carries the learner's Open Badges 3.0 credential inside
 * it, so the image alone can be verified (Open Badges 3.0 §5.3 "Baking", PNG).
 *
 * - {@link bakeBadge} puts a credential in a PNG: one `iTXt` chunk with the keyword `openbadgecredential`,
 *   uncompressed (compression flag 0), without language tag or translated keyword, whose text is the credential as
 *   JSON (UTF-8) with its embedded proof, inserted just before `IEND`. A credential baked earlier is replaced: the
 *   file holds only one such chunk, as §5.3 requires.
 * - {@link readBakedCredential} reads it back.
 *
 * The badge itself is drawn by badge-image.ts `badgeImage`.
 *
 * The chunks are read and written with `png-chunks-extract` / `png-chunks-encode` (which check and compute the
 * CRCs) and the iTXt data with `png-chunk-itxt`. The pixels are never decoded again to bake or read a credential.
 */
import extractChunks, { type PngChunk } from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import { decodeSync as decodeITxt, encodeSync as encodeITxt } from 'png-chunk-itxt';

/** The keyword of the iTXt chunk that holds an Open Badges 3.0 credential (OB 3.0 §5.3; 2.0 used `openbadges`). */
const CREDENTIAL_KEYWORD = 'openbadgecredential';

/** The keyword as it opens the chunk's data: Latin-1 bytes and the null separator. */
const KEYWORD_PREFIX = Buffer.from(`${CREDENTIAL_KEYWORD}\0`, 'latin1');

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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
