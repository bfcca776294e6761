import { open, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files.js';
import { assertUploadKey, contentTypeOf, type StoredUpload, type UploadStorage } from './upload-storage.js';

/**
 * Uploads as files under one directory (`<dataDir>/uploads/`), the key being the file's path below it: the default,
 * for a shop on one machine. Several instances need a shared storage instead (s3-storage.ts).
 */
export function directoryStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    assertUploadKey(key);
    return join(root, key);
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      // Owner-only, as everything in the data directory (private-files.ts): the server itself serves them.
      await makePrivateDir(dirname(file));
      await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE });
    },

    async get(key): Promise<StoredUpload | null> {
      // Opened before it is looked at: a file removed in between is either sent whole or not found.
      const handle = await open(fileOf(key), 'r').catch(missingAsNull);
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        length: stats.size,
        contentType: contentTypeOf(key),
        // As @fastify/static (send) made them before: the size and the time of the last write.
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        lastModified: stats.mtime,
      };
    },

    async exists(key) {
      const stats = await stat(fileOf(key)).catch(missingAsNull);
      return Boolean(stats?.isFile());
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async close() {},
  };
}

function missingAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
  throw error;
}
