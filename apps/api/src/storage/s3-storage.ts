import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import {
  assertUploadKey,
  contentTypeOf,
  type StoredUpload,
  UPLOAD_CACHE_CONTROL,
  type UploadStorage,
} from './upload-storage.js';

/**
 * Uploads as objects of an S3-compatible bucket, the key being `<keyPrefix><key>`: every instance of the API reads
 * and writes the same pictures. The API streams them to browsers itself (media.ts), so the bucket stays private.
 */
export function s3Storage(config: S3Config): UploadStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Since 3.729 the SDK adds CRC checksums to every upload and asks for them on every download; other vendors'
    // servers do not all know them, so off AWS they are sent and checked only where an operation requires them.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // A storage that stops answering fails the call instead of holding the request open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const objectKey = (key: string) => {
    assertUploadKey(key);
    return `${config.keyPrefix}${key}`;
  };
  const object = (key: string) => ({ Bucket: config.bucket, Key: objectKey(key) });

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: bytes,
          ContentType: contentType,
          // Kept with the object for whatever reads the bucket directly (a CDN in front of it).
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredUpload | null> {
      try {
        const found = await client.send(new GetObjectCommand(object(key)));
        if (!(found.Body instanceof Readable)) throw new Error('The S3 client answered no Node.js stream');
        return {
          body: found.Body,
          length: found.ContentLength ?? 0,
          // An object copied in by other tools (a restored backup) may have lost its type: its key still says it.
          contentType: isImageType(found.ContentType) ? found.ContentType : contentTypeOf(key),
          etag: found.ETag,
          lastModified: found.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand(object(key)));
    },

    async close() {
      client.destroy();
    },
  };
}

function isImageType(type: string | undefined): type is string {
  return type?.startsWith('image/') ?? false;
}

/** GetObject says NoSuchKey; HeadObject, which has no body to say it in, says 404 (named NotFound by the SDK). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
