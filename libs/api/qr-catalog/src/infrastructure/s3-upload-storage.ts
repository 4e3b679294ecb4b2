import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '@liveqr/api/platform';
import type { ByteRange } from '../domain/byte-range';
import { type StoredFile, UploadMissingError, UploadStorage, writeFileWithin } from './upload-storage';

type S3Config = NonNullable<AppConfig['storage']['s3']>;

/** Objects in an S3-compatible bucket (`S3_*`): AWS, MinIO, R2 and the like. */
export class S3UploadStorage extends UploadStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Self-hosted services (MinIO) answer at one host, with the bucket in the path.
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      // Checksums only where S3 requires them: the default adds aws-chunked trailers that not every
      // S3-compatible service understands.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async write(key: string, source: Readable, maxBytes: number): Promise<StoredFile> {
    // PutObject needs the length before the first byte; the request's length is not known (or not
    // trusted) until the limit is checked, so the file is spooled to disk first.
    const spooled = join(tmpdir(), `liveqr-upload-${randomUUID()}`);
    const stored = await writeFileWithin(spooled, source, maxBytes);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spooled),
          ContentLength: stored.size,
        }),
      );
    } finally {
      await rm(spooled, { force: true });
    }
    return stored;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { Body } = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof NoSuchKey) throw new UploadMissingError(key);
        throw error;
      });
    if (!(Body instanceof Readable)) throw new Error(`S3 returned no body for ${key}`);
    return Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
