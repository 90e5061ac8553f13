/**
 * The part of the PNG chunk packages that the baked badge uses (baked-badge.ts): neither `png-chunks-extract` nor
 * `png-chunks-encode` ships types (`png-chunk-itxt` ships its own). A chunk is its four-letter type (`name`) and its
 * data; its length and CRC are the packages' business.
 */

declare module 'png-chunks-extract' {
  /** One PNG chunk: its type (`IHDR`, `iTXt`, …) and its data. */
  export interface PngChunk {
    name: string;
    data: Uint8Array;
  }
  /**
   * The chunks of a PNG file, IHDR first and IEND last, each one's CRC checked.
   *
   * @throws {Error} for a bad signature, a missing IHDR or IEND, or a CRC that does not match.
   */
  export default function extractChunks(data: Uint8Array): PngChunk[];
}

declare module 'png-chunks-encode' {
  import type { PngChunk } from 'png-chunks-extract';
  /** A PNG file of `chunks`: the signature, then each chunk with its length and CRC. */
  export default function encodeChunks(chunks: readonly PngChunk[]): Uint8Array;
}
