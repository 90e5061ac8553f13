/**
 * The storage disk of ARCHITECTURE.md (flydrive): a local folder in `$DATA_DIR/storage` by default, or an
 * S3-compatible bucket with `STORAGE_DRIVER=s3` and the `S3_*` variables. Files are private: they are read only
 * through our signed download route (signed-url.ts).
 */
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Env } from '../env';

export type { Disk };

/** Creates the disk the configuration names. */
export function createDisk(env: Env): Disk {
  if (env.STORAGE_DRIVER === 's3') {
    const client = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    });
    return new Disk(
      new S3Driver({ client, bucket: env.S3_BUCKET!, visibility: 'private', supportsACL: false }),
    );
  }
  return new Disk(new FSDriver({ location: path.join(env.DATA_DIR, 'storage'), visibility: 'private' }));
}
