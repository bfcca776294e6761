import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_PICTURES_FOLDER } from '@farmkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.js';
import { backUp } from './cli/backup.js';
import { restore } from './cli/restore.js';
import { signUpVerified, UNLIMITED } from './test/accounts.js';

/** The permission bits of a file or directory, as `ls -l` shows them in octal. */
const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

/** Every file and directory under `root` (itself included) with its mode. */
async function modesUnder(root: string): Promise<{ dirs: Set<string>; files: Set<string>; count: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const dirs = new Set([await modeOf(root)]);
  const files = new Set<string>();
  for (const entry of entries) {
    const mode = await modeOf(join(entry.parentPath, entry.name));
    (entry.isDirectory() ? dirs : files).add(mode);
  }
  return { dirs, files, count: entries.length };
}

/**
 * The data directory holds password hashes, customers' details, e-mailed codes and the server's secret: whatever the
 * shop makes there is the server account's alone (0700 directories, 0600 files), backups and restores included.
 */
describe('the data directory is owner-only', () => {
  let parent = '';
  let dataDir = '';
  let app: App;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'farmkit-modes-'));
    // Not there yet: the app makes it, as on a first start.
    dataDir = join(parent, 'data');
    app = buildApp({
      database: { dialect: 'sqlite', file: join(dataDir, 'farm.db') },
      dataDir,
      rateLimits: UNLIMITED,
    });
    await app.ready();
    // A sign-up writes its verification e-mail (with its code) to the outbox.
    await signUpVerified(app);
    await app.jobs.drain();
    await app.uploads.put(
      `${PRODUCT_PICTURES_FOLDER}/${'a'.repeat(22)}-640.webp`,
      Buffer.from('RIFF'),
      'image/webp',
    );
  });
  afterAll(async () => {
    await app?.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('makes the data directory 0700, and the database with its write-ahead log and shared memory 0600', async () => {
    expect(await modeOf(dataDir)).toBe('700');
    for (const file of ['farm.db', 'farm.db-wal', 'farm.db-shm', 'secret.key']) {
      expect(await modeOf(join(dataDir, file)), file).toBe('600');
    }
  });

  it('writes the outbox (e-mails with codes) and the uploads owner-only', async () => {
    const outbox = await modesUnder(join(dataDir, 'outbox'));
    expect(outbox.count).toBeGreaterThanOrEqual(2);
    expect(outbox).toMatchObject({ dirs: new Set(['700']), files: new Set(['600']) });
    const uploads = await modesUnder(join(dataDir, 'uploads'));
    expect(uploads.count).toBeGreaterThanOrEqual(2);
    expect(uploads).toMatchObject({ dirs: new Set(['700']), files: new Set(['600']) });
  });

  it('makes backups owner-only, and restores them so', async () => {
    const folder = join(dataDir, 'backups', 'today');
    await backUp({ dataDir, databaseFile: join(dataDir, 'farm.db'), uploadsInDataDir: true }, folder);
    expect(await modeOf(join(dataDir, 'backups'))).toBe('700');
    const backup = await modesUnder(folder);
    expect(backup.count).toBeGreaterThanOrEqual(4);
    expect(backup).toMatchObject({ dirs: new Set(['700']), files: new Set(['600']) });

    const elsewhere = join(parent, 'restored');
    await restore(folder, {
      dataDir: elsewhere,
      databaseFile: join(elsewhere, 'farm.db'),
      uploadsInDataDir: true,
    });
    const restored = await modesUnder(elsewhere);
    expect(restored.count).toBeGreaterThanOrEqual(4);
    expect(restored).toMatchObject({ dirs: new Set(['700']), files: new Set(['600']) });
  });
});
