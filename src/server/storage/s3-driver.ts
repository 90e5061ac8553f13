/**
 * The S3-compatible side of the storage disk (disk.ts), in a module of its own: the AWS SDK it needs weighs about
 * 10 MB of memory, so the disk imports it only when `STORAGE_DRIVER=s3`.
 */
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Driver } from 'flydrive/drivers/s3';
import type { DriverContract } from 'flydrive/types';
import type { Env } from '../env';

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

/** The driver for the bucket the `S3_*` variables name (validated by env.ts when `STORAGE_DRIVER=s3`). */
export function createS3Driver(env: Env): DriverContract {
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
  return new StreamingS3Driver(client, env.S3_BUCKET!);
}
