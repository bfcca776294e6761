import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminProduct } from '@farmkit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { repoRoot } from '../paths.js';
import { UNLIMITED } from '../test/accounts.js';
import { accountWithRole, callAdmin, type TestAccount } from '../test/staff.js';
import { BACKUP_FILES, type BackupManifest } from './backup-folder.js';

const run = promisify(execFile);

/** `npm run backup` and `npm run restore` as the operator runs them, in processes of their own. */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@farmkit/source',
      join(repoRoot, `apps/api/src/cli/${command}.ts`),
      ...args,
    ],
    { env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env } },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const temporary: string[] = [];
async function folder(label: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), `farmkit-${label}-`));
  temporary.push(path);
  return path;
}

function appOn(dataDir: string): App {
  return buildApp({
    database: { dialect: 'sqlite', file: join(dataDir, 'farm.db') },
    dataDir,
    rateLimits: UNLIMITED,
  });
}

describe('npm run backup, npm run restore', () => {
  let live: App;
  let liveDir = '';
  let owner: TestAccount;
  let picture = '';
  beforeAll(async () => {
    liveDir = await folder('live');
    live = appOn(liveDir);
    await live.ready();
    owner = await accountWithRole(live, 'owner');
    const [first] = await live.db.selectFrom('products').select('id').orderBy('id').limit(1).execute();
    const body = new FormData();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    body.append('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hen.png');
    const uploaded = await live.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${first?.id}/picture/`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(200);
    picture = uploaded.json<AdminProduct>().image ?? '';
  });
  afterAll(async () => {
    await live?.close();
    await Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true })));
  });

  it('backs up the live database while it is written, and a restore into a new DATA_DIR serves the same data', async () => {
    const backups = await folder('backups');
    const backup = join(backups, 'nightly');
    // Writes that go on through the whole backup: each a category and its audit row, in one transaction.
    let written = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        const { status } = await callAdmin(live, 'POST', 'categories/', {
          token: owner.token,
          body: { name: `Backup ${written + 1}` },
        });
        expect(status).toBe(201);
        written += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const writtenBefore = written;

    const backedUp = await cli('backup', [backup], { DATA_DIR: liveDir });
    const writtenDuring = written - writtenBefore;
    writing = false;
    await writes;

    expect(backedUp).toMatchObject({ code: 0, stdout: expect.stringContaining(`Backed up to ${backup}`) });
    expect(writtenDuring).toBeGreaterThan(0);
    expect(existsSync(`${backup}.incomplete`)).toBe(false);
    const manifest = JSON.parse(
      await readFile(join(backup, BACKUP_FILES.manifest), 'utf8'),
    ) as BackupManifest;
    expect(manifest.uploads?.map((upload) => upload.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^products\/[\w-]+-640\.webp$/)]),
    );
    expect(manifest.secret_key).toBe(true);

    const restoredDir = await folder('restored');
    const restored = await cli('restore', [backup], { DATA_DIR: restoredDir });
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored the backup of') });

    const copy = appOn(restoredDir);
    try {
      await copy.ready();
      // The catalogue, as shoppers see it, is the same (less the categories written after the backup's moment).
      const url = '/api/v1/products/?page_size=100';
      expect((await copy.inject(url)).json()).toEqual((await live.inject(url)).json());
      const farmCategories = async (app: App) =>
        (await app.inject('/api/v1/products/category/'))
          .json<{ category: string }[]>()
          .filter(({ category }) => !category.startsWith('Backup '));
      expect(await farmCategories(copy)).toEqual(await farmCategories(live));
      // So is the uploaded picture, byte for byte.
      const served = await copy.inject(picture);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await live.inject(picture)).rawPayload)).toBe(true);
      // The server secret came back too: the owner's session still works.
      const { status, body } = await callAdmin<{ name: string }[]>(copy, 'GET', 'categories/', {
        token: owner.token,
      });
      expect(status).toBe(200);
      // The writes of the backup's moment, all of them or none: the first n, each with its audit row.
      const names = body.map((category) => category.name).filter((name) => name.startsWith('Backup '));
      const n = names.length;
      expect(n).toBeGreaterThanOrEqual(writtenBefore);
      expect(n).toBeLessThanOrEqual(written);
      expect(names.sort()).toEqual(Array.from({ length: n }, (_, index) => `Backup ${index + 1}`).sort());
      const audited = await copy.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'category.create')
        .execute();
      expect(audited).toHaveLength(n);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses to restore over a database the server has open, and changes nothing', async () => {
    const backup = join(await folder('backups'), 'one');
    expect((await cli('backup', [backup], { DATA_DIR: liveDir })).code).toBe(0);
    const before = await readdir(liveDir);

    const refused = await cli('restore', [backup], { DATA_DIR: liveDir });

    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is open in another process: stop the server'),
    });
    expect(refused.stderr).toContain('refused, nothing changed');
    expect(await readdir(liveDir)).toEqual(before);
    expect((await live.inject('/readyz')).statusCode).toBe(200);
  }, 60_000);

  it("restores over a stopped shop's data, moving what it replaces aside instead of deleting it", async () => {
    const backup = join(await folder('backups'), 'one');
    expect((await cli('backup', [backup], { DATA_DIR: liveDir })).code).toBe(0);
    const target = await folder('stopped-shop');
    const other = appOn(target);
    await other.ready();
    await other.db.updateTable('products').set({ name: 'Renamed since' }).execute();
    await other.close();
    const oldSecret = await readFile(join(target, 'secret.key'), 'utf8');

    const restored = await cli('restore', [backup], { DATA_DIR: target });

    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('What it replaced is in') });
    const [replaced] = (await readdir(target)).filter((name) => name.startsWith('replaced-'));
    expect(await readdir(join(target, replaced ?? ''))).toEqual(
      expect.arrayContaining(['farm.db', 'uploads', 'secret.key']),
    );
    expect(await readFile(join(target, replaced ?? '', 'secret.key'), 'utf8')).toBe(oldSecret);
    expect(await readFile(join(target, 'secret.key'), 'utf8')).toBe(
      await readFile(join(liveDir, 'secret.key'), 'utf8'),
    );
    const copy = appOn(target);
    try {
      const names = (await copy.inject('/api/v1/products/?page_size=100')).json<{
        results: { name: string }[];
      }>();
      expect(names.results.map((product) => product.name)).not.toContain('Renamed since');
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses an incomplete or damaged backup before it changes anything', async () => {
    const backup = join(await folder('backups'), 'one');
    expect((await cli('backup', [backup], { DATA_DIR: liveDir })).code).toBe(0);
    const target = await folder('target');
    await writeFile(join(target, 'keep.txt'), 'untouched');
    const manifest = JSON.parse(
      await readFile(join(backup, BACKUP_FILES.manifest), 'utf8'),
    ) as BackupManifest;
    const [upload] = manifest.uploads ?? [];
    if (!upload) throw new Error('the backup has no upload');

    await truncate(join(backup, BACKUP_FILES.uploads, ...upload.path.split('/')), 10);
    const truncated = await cli('restore', [backup], { DATA_DIR: target });
    await rm(join(backup, BACKUP_FILES.manifest));
    const unfinished = await cli('restore', [backup], { DATA_DIR: target });

    expect(truncated).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not the size the backup recorded'),
    });
    expect(unfinished).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a complete backup'),
    });
    expect(await readdir(target)).toEqual(['keep.txt']);
  }, 60_000);

  it('refuses a backup folder that already exists', async () => {
    const taken = await folder('taken');
    const refused = await cli('backup', [taken], { DATA_DIR: liveDir });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
  }, 60_000);

  it('with DATABASE_URL, prints the pg_dump and pg_restore commands instead of pretending', async () => {
    const env = { DATABASE_URL: 'postgres://farm:secret@db.internal:5432/farm', DATA_DIR: liveDir };
    const backup = await cli('backup', [], env);
    const restore = await cli('restore', ['somewhere'], env);

    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(
      /pg_dump --format=custom --no-owner --file=farmkit-[\dT-]+Z\.dump "\$DATABASE_URL"/,
    );
    expect(backup.stderr).toContain('pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL"');
    expect(backup.stderr).toContain(`tar -czf farmkit-uploads-`);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL"');
    // The password in DATABASE_URL is never printed.
    expect(backup.stderr + restore.stderr).not.toContain('secret');
  }, 60_000);
});
