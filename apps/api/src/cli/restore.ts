import { existsSync } from 'node:fs';
import { chmod, copyFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files.js';
import {
  BACKUP_FILES,
  type BackupManifest,
  BackupRefused,
  operatorPath,
  readBackup,
  timestampName,
  uploadFile,
} from './backup-folder.js';

/**
 * `npm run restore -- <folder>`: puts a backup (`npm run backup`) back into the data directory, with the server
 * stopped. The backup is checked whole first (backup-folder.ts); nothing changes unless it is complete. Its files are
 * copied beside their places, then swapped in; what they replace is moved to `DATA_DIR/replaced-<time>/`, never
 * deleted, until the operator has seen the shop work.
 */

export interface RestoreTarget {
  dataDir: string;
  /** The SQLite database (DATA_DIR/farm.db). */
  databaseFile: string;
  /** Whether uploads live in the data directory (false when they are kept in S3: the backup's are left out). */
  uploadsInDataDir: boolean;
}

export interface Restored {
  manifest: BackupManifest;
  /** Where the replaced files went, when there were any. */
  replacedDir: string | undefined;
}

export async function restore(folder: string, target: RestoreTarget, now = new Date()): Promise<Restored> {
  const manifest = await readBackup(folder);
  if (databaseInUse(target.databaseFile)) {
    throw new BackupRefused(
      `${target.databaseFile} is open in another process: stop the server (and any npm run staff) first`,
    );
  }
  await makePrivateDir(target.dataDir);

  // Each file copied beside its place first: a failure here leaves the data directory as it was.
  const staged = await stage(folder, manifest, target).catch(async (error: unknown) => {
    await Promise.all(stagedNames(target).map((copy) => rm(copy, { recursive: true, force: true })));
    throw error;
  });

  const replacedDir = join(target.dataDir, `replaced-${timestampName(now)}`);
  let replaced = false;
  for (const { copy, place, besides } of staged) {
    for (const old of [place, ...besides]) {
      if (!existsSync(old)) continue;
      await makePrivateDir(replacedDir);
      await rename(old, join(replacedDir, basename(old)));
      replaced = true;
    }
    await rename(copy, place);
  }
  return { manifest, replacedDir: replaced ? replacedDir : undefined };
}

interface Staged {
  copy: string;
  place: string;
  /** Files that go with the one in place (the database's write-ahead log), moved aside with it. */
  besides: string[];
}

/** A copy owner-only whatever its source's mode (a backup made before backups were): private-files.ts. */
async function copyPrivately(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, PRIVATE_FILE_MODE);
}

/** Where the backup's files are copied before they are swapped in. */
function stagedNames(target: RestoreTarget) {
  return [
    `${target.databaseFile}.restoring`,
    join(target.dataDir, 'uploads.restoring'),
    join(target.dataDir, 'secret.key.restoring'),
  ] as const;
}

async function stage(folder: string, manifest: BackupManifest, target: RestoreTarget): Promise<Staged[]> {
  const [database, uploads, secret] = stagedNames(target);
  const staged: Staged[] = [];
  await rm(database, { force: true });
  await copyPrivately(join(folder, BACKUP_FILES.database), database);
  // A write-ahead log left beside the old database must never meet the new one.
  const logs = [`${target.databaseFile}-wal`, `${target.databaseFile}-shm`];
  staged.push({ copy: database, place: target.databaseFile, besides: logs });
  if (manifest.uploads !== null && target.uploadsInDataDir) {
    await rm(uploads, { recursive: true, force: true });
    await makePrivateDir(uploads);
    for (const upload of manifest.uploads) {
      const copy = join(uploads, ...upload.path.split('/'));
      await makePrivateDir(dirname(copy));
      await copyPrivately(uploadFile(folder, upload.path), copy);
    }
    staged.push({ copy: uploads, place: join(target.dataDir, 'uploads'), besides: [] });
  }
  if (manifest.secret_key) {
    await rm(secret, { force: true });
    await copyPrivately(join(folder, BACKUP_FILES.secret), secret);
    staged.push({ copy: secret, place: join(target.dataDir, 'secret.key'), besides: [] });
  }
  return staged;
}

/**
 * Whether another process (the server, `npm run staff`) has the database open. Each connection to a database in
 * WAL mode, as the server keeps it, holds a shared lock on it, so leaving WAL mode is refused while one is open.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const database = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    database.pragma('journal_mode = DELETE');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    database.close();
  }
}

/** With PostgreSQL there is no file to put back: pg_restore does it, and this says how. */
export function postgresRestoreAdvice(): string {
  return [
    'DATABASE_URL is set: the shop’s data is in PostgreSQL, which `npm run restore` does not write. Stop the',
    'server, then restore a pg_dump file (see `npm run backup`) with:',
    '',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>.dump',
  ].join('\n');
}

/** `tsx src/cli/restore.ts <folder>` with the server's configuration. */
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    if (config.database.dialect === 'postgres') {
      console.error(postgresRestoreAdvice());
      process.exitCode = 1;
      return;
    }
    const args = process.argv.slice(2);
    const [source] = args;
    if (args.length !== 1 || !source || source.startsWith('-')) {
      console.error('Usage: npm run restore -- <backup folder>   (the server stopped)');
      process.exitCode = 1;
      return;
    }
    const folder = operatorPath(source);
    const { manifest, replacedDir } = await restore(folder, {
      dataDir: config.dataDir,
      databaseFile: config.database.file,
      uploadsInDataDir: !config.s3,
    });
    const uploads =
      manifest.uploads === null
        ? 'no uploads (they were kept in S3)'
        : config.s3
          ? `not its ${manifest.uploads.length} uploads (this shop keeps them in S3)`
          : `${manifest.uploads.length} uploads`;
    console.log(
      `Restored the backup of ${manifest.created_at} into ${config.dataDir}: the database, ${uploads}.`,
    );
    if (replacedDir) {
      console.log(`What it replaced is in ${replacedDir}: delete it once the shop works.`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `restore: ${error instanceof BackupRefused ? `refused, nothing changed: ${message}` : message}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
