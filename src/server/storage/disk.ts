/**
 * The storage disk of ARCHITECTURE.md (flydrive): a local folder in `$DATA_DIR/storage` by default, or an
 * S3-compatible bucket with `STORAGE_DRIVER=s3` and the `S3_*` variables. Files are private: they are read only
 * through our signed download route (signed-url.ts).
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Env } from '../env';

export type { Disk };

/**
 * flydrive's S3 driver sends a stream with one PutObject, which needs its length in advance; an upload arriving
 * as multipart has none. This driver sends streams as an S3 multipart upload instead (5 MB parts, a few in
 * memory at a time).
 */
class StreamingS3Driver extends S3Driver {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super({ client, bucket, visibility: 'private', supportsACL: false });
  }

  override async putStream(key: string, contents: Readable): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: contents },
    }).done();
  }
}

/** Creates the disk the configuration names. */
export function createDisk(env: Env): Disk {
  if (env.STORAGE_DRIVER === 's3') {
    const client = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    });
    return new Disk(new StreamingS3Driver(client, env.S3_BUCKET!));
  }
  return new Disk(new FSDriver({ location: path.join(env.DATA_DIR, 'storage'), visibility: 'private' }));
}
