import type { Readable } from 'node:stream';
import { PRODUCT_PICTURES_FOLDER } from '@farmkit/contract';
import { AVATARS_FOLDER } from '../paths.js';

/** An upload's name is random and never reused: a browser, a proxy or a CDN may keep it for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One stored upload, ready to be sent: its bytes as a stream, and what an HTTP answer says about them. */
export interface StoredUpload {
  body: Readable;
  /** Bytes in `body`. */
  length: number;
  contentType: string;
  /** A validator for conditional requests as HTTP writes it (`"…"` or `W/"…"`), where the storage has one. */
  etag?: string | undefined;
  lastModified?: Date | undefined;
}

/**
 * Where uploaded pictures are kept, by key (`products/<name>-640.webp`, `avatars/<name>.webp`): the data directory
 * on one machine (directory-storage.ts), or an S3 bucket that every instance shares (s3-storage.ts). Every method
 * refuses a key that is not an upload's (isUploadKey), so no caller can reach outside the uploads.
 */
export interface UploadStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The upload, or null when nothing is stored under the key. The caller must consume or destroy its body. */
  get(key: string): Promise<StoredUpload | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the upload; a key with nothing stored is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): Promise<void>;
}

/** Deletes the uploads of those keys, all at once. */
export async function deleteUploads(storage: UploadStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * The names the API gives uploads: a folder, 22 random base64url characters (16 bytes), for a product picture its
 * width, and the format. Nothing else is ever a key: no dot segment, no other system's separator, no absolute path.
 */
const RANDOM_NAME = '[A-Za-z0-9_-]{22}';
const UPLOAD_KEY = new RegExp(
  `^(?:${PRODUCT_PICTURES_FOLDER}/${RANDOM_NAME}-\\d{1,4}\\.(?:webp|avif)|${AVATARS_FOLDER}/${RANDOM_NAME}\\.webp)$`,
);

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** Thrown by a storage given a key the API never makes: a bug in the caller, never a client's input. */
export function assertUploadKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`);
}

/** The type an upload's key names: every upload is a WebP or an AVIF. */
export function contentTypeOf(key: string): string {
  return key.endsWith('.avif') ? 'image/avif' : 'image/webp';
}
