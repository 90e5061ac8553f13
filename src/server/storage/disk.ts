/**
 * The storage disk of ARCHITECTURE.md (flydrive): a local folder in `$DATA_DIR/storage` by default, or an
 * S3-compatible bucket with `STORAGE_DRIVER=s3` and the `S3_*` variables. Files are private: they are read only
 * through our own routes (signed-url.ts; the program's file routes). The S3 driver (s3-driver.ts) is imported on the
 * disk's first use, so a server on the local folder never loads the AWS SDK. Both read byte ranges of a file
 * ({@link readRange}), so videos stream with HTTP Range without reading what comes before.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import type { DriverContract, ObjectVisibility, SignedURLOptions, WriteOptions } from 'flydrive/types';
import type { Env } from '../env';
import type { RangeReader } from './range-reader';

export type { Disk };

function canReadRanges(driver: object): driver is RangeReader {
  return typeof (driver as Partial<RangeReader>).getRangeStream === 'function';
}

/** The local folder's driver, which also reads ranges of a file straight from the file system. */
class LocalDriver extends FSDriver implements RangeReader {
  constructor(private readonly root: string) {
    super({ location: root, visibility: 'private' });
  }

  async getRangeStream(key: string, start: number, end: number): Promise<Readable> {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`key outside the disk: ${key}`);
    return createReadStream(file, { start, end });
  }
}

/** A driver loaded on its first call; every call waits for it, a failed load fails every call. */
class LazyDriver implements DriverContract, RangeReader {
  #driver: Promise<DriverContract> | undefined;

  constructor(private readonly load: () => Promise<DriverContract>) {}

  private driver(): Promise<DriverContract> {
    return (this.#driver ??= this.load());
  }

  async exists(key: string) {
    return (await this.driver()).exists(key);
  }
  async get(key: string) {
    return (await this.driver()).get(key);
  }
  async getStream(key: string) {
    return (await this.driver()).getStream(key);
  }
  async getBytes(key: string) {
    return (await this.driver()).getBytes(key);
  }
  async getMetaData(key: string) {
    return (await this.driver()).getMetaData(key);
  }
  async getVisibility(key: string) {
    return (await this.driver()).getVisibility(key);
  }
  async getUrl(key: string) {
    return (await this.driver()).getUrl(key);
  }
  async getSignedUrl(key: string, options?: SignedURLOptions) {
    return (await this.driver()).getSignedUrl(key, options);
  }
  async getSignedUploadUrl(key: string, options?: SignedURLOptions) {
    return (await this.driver()).getSignedUploadUrl(key, options);
  }
  async setVisibility(key: string, visibility: ObjectVisibility) {
    return (await this.driver()).setVisibility(key, visibility);
  }
  async put(key: string, contents: string | Uint8Array, options?: WriteOptions) {
    return (await this.driver()).put(key, contents, options);
  }
  async putStream(key: string, contents: Readable, options?: WriteOptions) {
    return (await this.driver()).putStream(key, contents, options);
  }
  async copy(source: string, destination: string, options?: WriteOptions) {
    return (await this.driver()).copy(source, destination, options);
  }
  async move(source: string, destination: string, options?: WriteOptions) {
    return (await this.driver()).move(source, destination, options);
  }
  async delete(key: string) {
    return (await this.driver()).delete(key);
  }
  async deleteAll(prefix: string) {
    return (await this.driver()).deleteAll(prefix);
  }
  async listAll(prefix: string, options?: { recursive?: boolean; paginationToken?: string }) {
    return (await this.driver()).listAll(prefix, options);
  }
  async getRangeStream(key: string, start: number, end: number) {
    const driver = await this.driver();
    if (canReadRanges(driver)) return driver.getRangeStream(key, start, end);
    return skipToRange(await driver.getStream(key), start, end);
  }
}

/** Bytes `start` to `end` (both included) of `whole`, read from its start: for drivers that cannot seek. */
function skipToRange(whole: Readable, start: number, end: number): Readable {
  const out = new PassThrough();
  let position = 0;
  void pipeline(
    whole,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        const from = Math.max(0, start - position);
        const to = Math.min(chunk.length, end - position + 1);
        position += chunk.length;
        if (to > from) yield chunk.subarray(from, to);
        if (position > end) return;
      }
    },
    out,
  ).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * Bytes `start` to `end` (both included) of the file at `key`, streamed: ranged reads where the driver has them
 * (the local folder, S3), else the file read from its start with the bytes before `start` skipped.
 *
 * @throws whatever the driver throws for a missing file.
 */
export async function readRange(disk: Disk, key: string, start: number, end: number): Promise<Readable> {
  if (canReadRanges(disk.driver)) return disk.driver.getRangeStream(key, start, end);
  return skipToRange(await disk.getStream(key), start, end);
}

/** Creates the disk the configuration names. */
export function createDisk(env: Env): Disk {
  if (env.STORAGE_DRIVER === 's3') {
    return new Disk(new LazyDriver(async () => (await import('./s3-driver')).createS3Driver(env)));
  }
  return new Disk(new LocalDriver(path.join(env.DATA_DIR, 'storage')));
}
