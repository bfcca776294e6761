import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachStorage } from '../test/storages.js';
import { directoryStorage } from './directory-storage.js';
import { s3Storage } from './s3-storage.js';
import { isUploadKey, type UploadStorage } from './upload-storage.js';

const PICTURE = 'products/AbCdEfGhIjKlMnOpQrStUv-640.webp';
const PHOTO = 'avatars/AbCdEfGhIjKlMnOpQrStUv.webp';

describe('upload keys', () => {
  it.each([PICTURE, 'products/AbCdEfGhIjKlMnOpQrSt-_-960.avif', PHOTO])('takes %s', (key) => {
    expect(isUploadKey(key)).toBe(true);
  });

  it.each([
    '',
    'farm.db',
    'secret.key',
    '../farm.db',
    'products/../../farm.db',
    '/etc/passwd',
    'products/AbCdEfGhIjKlMnOpQrStUv-640.webp/..',
    'products\\AbCdEfGhIjKlMnOpQrStUv-640.webp',
    'products/short-640.webp',
    'products/.AbCdEfGhIjKlMnOpQrStU-640.webp',
    'avatars/AbCdEfGhIjKlMnOpQrStUv.avif',
    'avatars/AbCdEfGhIjKlMnOpQrStUv-640.webp',
    'outbox/AbCdEfGhIjKlMnOpQrStUv.webp',
    `${PICTURE}\n`,
  ])('refuses %j', (key) => {
    expect(isUploadKey(key)).toBe(false);
  });
});

describeEachStorage('upload storage', (testStorage) => {
  let directory = '';
  let storage: UploadStorage;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'farmkit-uploads-'));
    const { s3 } = testStorage.options();
    storage = s3 ? s3Storage(s3) : directoryStorage(directory);
  });
  afterAll(async () => {
    await storage.close();
    await rm(directory, { recursive: true, force: true });
  });
  const read = async (key: string) => {
    const upload = await storage.get(key);
    return upload && { ...upload, bytes: Buffer.concat(await upload.body.toArray()) };
  };

  it('keeps the bytes with their type, length and validators, and answers them as a stream', async () => {
    await storage.put(PICTURE, Buffer.from('webp bytes'), 'image/webp');

    expect(await storage.exists(PICTURE)).toBe(true);
    const upload = await read(PICTURE);
    expect(upload).toMatchObject({ length: 10, contentType: 'image/webp', bytes: Buffer.from('webp bytes') });
    expect(upload?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(upload?.lastModified).toBeInstanceOf(Date);
  });

  it('replaces what a key held', async () => {
    await storage.put(PHOTO, Buffer.from('first'), 'image/webp');
    const first = await read(PHOTO);
    await storage.put(PHOTO, Buffer.from('second photo'), 'image/webp');

    const second = await read(PHOTO);
    expect(second?.bytes.toString()).toBe('second photo');
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('answers null and false for a key with nothing stored, and deletes it without complaint', async () => {
    const missing = 'products/NothingStoredUnderThis-320.avif';
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.delete(missing)).resolves.toBeUndefined();
  });

  it('deletes', async () => {
    await storage.put(PICTURE, Buffer.from('to go'), 'image/webp');
    await storage.delete(PICTURE);
    expect(await storage.exists(PICTURE)).toBe(false);
    expect(await storage.get(PICTURE)).toBeNull();
  });

  it('refuses any other key in every method, before touching anything', async () => {
    for (const key of ['../farm.db', 'secret.key', 'products/../../secret.key']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not an upload key');
      await expect(storage.get(key)).rejects.toThrow('Not an upload key');
      await expect(storage.exists(key)).rejects.toThrow('Not an upload key');
      await expect(storage.delete(key)).rejects.toThrow('Not an upload key');
    }
    expect(existsSync(join(directory, '..', 'farm.db'))).toBe(false);
  });
});

describe('directory storage', () => {
  it('keeps each upload as the file its key names in the directory', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'farmkit-uploads-'));
    const storage = directoryStorage(directory);
    try {
      await storage.put(PHOTO, Buffer.from('on disk'), 'image/webp');
      expect(await readFile(join(directory, PHOTO), 'utf8')).toBe('on disk');
    } finally {
      await storage.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
