import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { S3Config } from '../config.js';
import { directoryStorage } from '../storage/directory-storage.js';
import { s3Storage } from '../storage/s3-storage.js';
import type { UploadStorage } from '../storage/upload-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product pictures and profile photos: written by their routes, served under /media/uploads/ (media.ts). */
    uploads: UploadStorage;
  }
}

export interface UploadsOptions {
  /** The uploads directory (`<dataDir>/uploads`), used unless an S3 bucket is configured. */
  directory: string;
  s3: S3Config | undefined;
}

/** The one storage of uploads: the data directory by default, S3-compatible storage when it is configured. */
export default fp<UploadsOptions>(
  async (app, { directory, s3 }) => {
    let storage: UploadStorage;
    if (s3) {
      storage = s3Storage(s3);
      app.log.info(
        { bucket: s3.bucket, endpoint: s3.endpoint, prefix: s3.keyPrefix },
        'uploads are kept in S3',
      );
    } else {
      // There from the start, as before: a backup of the data directory finds it even before the first upload.
      await mkdir(directory, { recursive: true });
      storage = directoryStorage(directory);
    }
    app.decorate('uploads', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'uploads' },
);
