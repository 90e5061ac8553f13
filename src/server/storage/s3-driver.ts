/**
 * The S3-compatible side of the storage disk (disk.ts), in a module of its own: the AWS SDK it needs weighs about
 * 10 MB of memory, so the disk imports it only when `STORAGE_DRIVER=s3`.
 */
import type { Readable } from 'node:stream';
import { CopyObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Driver } from 'flydrive/drivers/s3';
import type { DriverContract, WriteOptions } from 'flydrive/types';
import type { Env } from '../env';
import type { RangeReader } from './range-reader';

/**
 * flydrive's S3 driver sends a stream with one PutObject, which needs its length in advance; an upload arriving
 * as multipart has none. This driver sends streams as an S3 multipart upload instead (5 MB parts, a few in
 * memory at a time), with the content type and cache control when given; copies with the source key encoded; and
 * reads byte ranges (GetObject with `Range`) for HTTP Range.
 */
class StreamingS3Driver extends S3Driver implements RangeReader {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super({ client, bucket, visibility: 'private', supportsACL: false });
  }

  override async putStream(key: string, contents: Readable, options?: WriteOptions): Promise<void> {
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: contents,
        ...(options?.contentType ? { ContentType: options.contentType } : {}),
        ...(options?.cacheControl ? { CacheControl: options.cacheControl } : {}),
      },
    }).done();
  }

  /**
   * Copies within the bucket with the source key URL-encoded, as S3 requires of `x-amz-copy-source` (the program
   * buckets' names may hold spaces and `!`). With a content type or cache control the copy gets them (a renamed file's
   * new extension); without, it keeps the source's.
   */
  override async copy(source: string, destination: string, options?: WriteOptions): Promise<void> {
    const replace = options?.contentType || options?.cacheControl;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: destination,
        CopySource: `${this.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
        ...(replace
          ? {
              MetadataDirective: 'REPLACE',
              ...(options.contentType ? { ContentType: options.contentType } : {}),
              ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
            }
          : {}),
      }),
    );
  }

  async getRangeStream(key: string, start: number, end: number): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }),
    );
    return answer.Body as Readable;
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
