/**
 * What a storage driver that reads part of a file has (for HTTP Range, http/send-file.ts), in a module of its own so
 * that the disk (disk.ts) and the S3 driver it loads on demand (s3-driver.ts) do not import each other.
 */
import type { Readable } from 'node:stream';

/**
 * A driver that reads part of a file: bytes `start` to `end`, both included. The local folder and the S3 driver
 * have it; disk.ts `readRange` falls back to skipping bytes for any other.
 */
export interface RangeReader {
  getRangeStream(key: string, start: number, end: number): Promise<Readable>;
}
