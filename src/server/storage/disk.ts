/**
 * The storage disk of ARCHITECTURE.md (flydrive): a local folder in `$DATA_DIR/storage` by default, or an
 * S3-compatible bucket with `STORAGE_DRIVER=s3` and the `S3_*` variables. Files are private: they are read only
 * through our signed download route (signed-url.ts). The S3 driver (s3-driver.ts) is imported on the disk's
 * first use, so a server on the local folder never loads the AWS SDK.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import type { DriverContract, ObjectVisibility, SignedURLOptions, WriteOptions } from 'flydrive/types';
import type { Env } from '../env';

export type { Disk };

/** A driver loaded on its first call; every call waits for it, a failed load fails every call. */
class LazyDriver implements DriverContract {
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
}

/** Creates the disk the configuration names. */
export function createDisk(env: Env): Disk {
  if (env.STORAGE_DRIVER === 's3') {
    return new Disk(new LazyDriver(async () => (await import('./s3-driver')).createS3Driver(env)));
  }
  return new Disk(new FSDriver({ location: path.join(env.DATA_DIR, 'storage'), visibility: 'private' }));
}
