import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { S3Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { enqueueJob } from '../../jobs/jobs.repository.js';
import { makePrivateDir } from '../../private-files.js';
import { directoryStorage } from '../../storage/directory-storage.js';
import { s3Storage } from '../../storage/s3-storage.js';
import { deleteUploads, type UploadStorage } from '../../storage/upload-storage.js';

declare module '../../jobs/job-kinds.js' {
  interface JobPayloads {
    /** Stored uploads no row names any more, deleted once the change that let them go has committed. */
    'uploads.delete': { keys: string[] };
  }
}

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

/**
 * Deletes the uploads of those keys once the caller's transaction commits, retried until the storage answers: a
 * change that let a picture go is never refused, nor answered with an error, because S3 did not answer at once.
 */
export async function enqueueUploadDeletion(
  db: Kysely<Database> | Transaction<Database>,
  keys: string[],
): Promise<void> {
  if (keys.length > 0) await enqueueJob(db, 'uploads.delete', { keys });
}

/**
 * Deletes what a change that failed had just stored. A storage failing now is logged, not thrown: the change's own
 * error is the answer, and the files it leaves are named by no row.
 */
export async function discardUploads(
  storage: UploadStorage,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await deleteUploads(storage, keys).catch((error: unknown) =>
    log.warn({ err: error, keys }, 'the uploads of a failed change were left in storage'),
  );
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
      await makePrivateDir(directory);
      storage = directoryStorage(directory);
    }
    app.decorate('uploads', storage);
    app.jobs.handle('uploads.delete', ({ keys }) => deleteUploads(storage, keys));
    app.addHook('onClose', () => storage.close());
  },
  { name: 'uploads', dependencies: ['jobs'] },
);
