import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import type { App, AppOptions } from '../app.js';
import type { S3Config } from '../config.js';
import { describeEachDialect, type TestDialect } from './dialects.js';

/** Where a test app keeps its uploads, and how a test looks there behind the app's back. */
export interface TestStorage {
  name: 'local' | 's3';
  /** The app options that put an app's uploads in this storage; known once the suite has started. */
  options(): Pick<AppOptions, 's3'>;
  /** Every key stored under a folder (`avatars`), listed by the storage itself rather than through the app. */
  keys(app: App, folder: string): Promise<string[]>;
}

const localFiles: TestStorage = {
  name: 'local',
  options: () => ({}),
  async keys(app, folder) {
    const names = await readdir(join(app.dataDir, 'uploads', folder)).catch(() => []);
    return names.map((name) => `${folder}/${name}`);
  },
};

const BUCKET = 'farmkit-uploads';
/** Every stand-in's keys sit under a prefix, as S3_PREFIX puts them, so the prefix is tested wherever S3 is. */
const KEY_PREFIX = 'shop/uploads/';

/**
 * A local stand-in that speaks the S3 API (s3rver), started before the suite and stopped after it, on a bucket of
 * its own in a temporary directory.
 */
export function useS3StandIn(): TestStorage {
  let server: S3rver | undefined;
  let directory: string | undefined;
  let config: S3Config | undefined;
  let client: S3Client | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'farmkit-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    config = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      keyPrefix: KEY_PREFIX,
    };
    const { endpoint, region, credentials, forcePathStyle } = config;
    client = new S3Client({ endpoint, region, credentials, forcePathStyle });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  const started = () => {
    if (!config || !client) throw new Error('The S3 stand-in starts in beforeAll');
    return { config, client };
  };
  return {
    name: 's3',
    options: () => ({ s3: started().config }),
    async keys(_app, folder) {
      const { client } = started();
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${KEY_PREFIX}${folder}/` }),
      );
      return (listed.Contents ?? []).map(({ Key = '' }) => Key.slice(KEY_PREFIX.length));
    },
  };
}

/** The same suite with uploads in the data directory, then in S3 (a local stand-in). */
export function describeEachStorage(title: string, suite: (storage: TestStorage) => void): void {
  describe(`${title} [local files]`, () => suite(localFiles));
  describe(`${title} [s3]`, () => suite(useS3StandIn()));
}

/** The same suite on each database (describeEachDialect) and each storage of uploads. */
export function describeEachDialectAndStorage(
  title: string,
  suite: (dialect: TestDialect, storage: TestStorage) => void,
): void {
  describeEachDialect(title, (dialect) =>
    describeEachStorage('uploads', (storage) => suite(dialect, storage)),
  );
}

/** The bytes stored under the key, read through the app's storage; null when there are none. */
export async function readUpload(app: App, key: string): Promise<Buffer | null> {
  const upload = await app.uploads.get(key);
  return upload && Buffer.concat(await upload.body.toArray());
}
