import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { type Config, loadConfig } from '../config.js';
import { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';
import {
  BACKUP_FILES,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  migrationsOf,
  operatorPath,
  sha256Of,
  timestampName,
} from './backup-folder.js';

/**
 * `npm run backup [-- <folder>]`: an online, consistent copy of the shop's data (SQLite), taken while the server runs,
 * into `<folder>`, by default `DATA_DIR/backups/<time>/`. The database is copied with SQLite's online backup API in a
 * single step, so the copy is the database as one transaction saw it, whatever the server writes meanwhile; then the
 * uploads and the server secret. Everything goes into `<folder>.incomplete/`, which becomes `<folder>` only once
 * the manifest is written: a backup that stopped half way is never mistaken for one.
 */

export interface BackupSource {
  /** The data directory: uploads/ and secret.key are read there. */
  dataDir: string;
  /** The SQLite database (DATA_DIR/farm.db). */
  databaseFile: string;
  /** Whether uploads live in the data directory (false when they are kept in S3). */
  uploadsInDataDir: boolean;
}

/** Every page in one step of the backup: a copy of a single moment, never restarted by the server's writes. */
const ALL_PAGES = 0x7fffffff;

export async function backUp(source: BackupSource, folder: string): Promise<BackupManifest> {
  if (await exists(folder)) throw new Error(`${folder} already exists: choose another folder`);
  const staging = `${folder}.incomplete`;
  // A backup is the shop's data (private-files.ts): its folders 0700, its files 0600.
  await makePrivateDir(dirname(folder));
  // Not recursive: a staging folder left by a backup that stopped, or another backup running, is not reused.
  await mkdir(staging, { mode: PRIVATE_DIR_MODE }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
    throw new Error(
      `${staging} exists: another backup is running there, or one stopped half way (remove it)`,
    );
  });
  try {
    const database = await copyDatabase(source.databaseFile, join(staging, BACKUP_FILES.database));
    const uploads = source.uploadsInDataDir
      ? await copyUploads(join(source.dataDir, 'uploads'), join(staging, BACKUP_FILES.uploads))
      : null;
    const secretKey = await copyIfPresent(
      join(source.dataDir, 'secret.key'),
      join(staging, BACKUP_FILES.secret),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database,
      uploads,
      secret_key: secretKey,
    };
    await writeDurably(join(staging, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(staging, folder);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function copyDatabase(file: string, copy: string): Promise<BackupManifest['database']> {
  const source = new SQLite(file, { fileMustExist: true, timeout: 10_000 });
  try {
    await source.backup(copy, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // SQLite makes the copy as any new file; it is the whole database.
  await chmod(copy, PRIVATE_FILE_MODE);
  // The copy stands alone (no write-ahead log beside it), and is checked before it counts.
  const check = new SQLite(copy, { fileMustExist: true });
  let migrations: string[];
  try {
    check.pragma('journal_mode = DELETE');
    const integrity = check.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`the copy of ${file} fails SQLite's integrity check: ${String(integrity)}`);
    migrations = migrationsOf(check);
  } finally {
    check.close();
  }
  return {
    file: BACKUP_FILES.database,
    bytes: (await stat(copy)).size,
    sha256: await sha256Of(copy),
    migrations,
  };
}

/** The uploads as they are; a file removed while they are copied (a picture replaced) is left out. */
async function copyUploads(from: string, to: string): Promise<{ path: string; bytes: number }[]> {
  const copied: { path: string; bytes: number }[] = [];
  if (!(await exists(from))) return copied;
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(from, file);
    const target = join(to, path);
    await makePrivateDir(dirname(target));
    try {
      await copyFile(file, target, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // A copy takes its source's mode, and uploads stored before they were owner-only are not.
    await chmod(target, PRIVATE_FILE_MODE);
    copied.push({ path: path.split(sep).join('/'), bytes: (await stat(target)).size });
  }
  return copied.sort((a, b) => a.path.localeCompare(b.path));
}

async function copyIfPresent(file: string, copy: string): Promise<boolean> {
  try {
    await copyFile(file, copy, constants.COPYFILE_EXCL);
    await chmod(copy, PRIVATE_FILE_MODE);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** With PostgreSQL the data is not files here: pg_dump copies it, and this says how rather than pretend. */
export function postgresBackupAdvice(config: Config, name: string): string {
  const dump = `farmkit-${name}.dump`;
  return [
    'DATABASE_URL is set: the shop’s data is in PostgreSQL, which `npm run backup` does not copy. Back it up',
    'with pg_dump, the server running or not (DATABASE_URL set in your shell as for the server):',
    '',
    `  pg_dump --format=custom --no-owner --file=${dump} "$DATABASE_URL"`,
    '',
    'and restore it, the server stopped, with:',
    '',
    `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${dump}`,
    '',
    uploadsAdvice(config),
  ].join('\n');
}

function uploadsAdvice(config: Config): string {
  if (config.s3) {
    return `The uploads are in the S3 bucket ${config.s3.bucket}: keep its versioning on, or copy it with your S3 tools.`;
  }
  return (
    `The uploads are files under ${join(config.dataDir, 'uploads')}: copy them too, e.g. ` +
    `tar -czf farmkit-uploads-${timestampName()}.tgz -C ${config.dataDir} uploads`
  );
}

/** `tsx src/cli/backup.ts [folder]` with the server's configuration. */
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    const name = timestampName();
    if (config.database.dialect === 'postgres') {
      console.error(postgresBackupAdvice(config, name));
      process.exitCode = 1;
      return;
    }
    const [target, ...rest] = process.argv.slice(2);
    if (rest.length > 0 || target?.startsWith('-')) {
      console.error('Usage: npm run backup [-- <folder>]   (by default DATA_DIR/backups/<time>/)');
      process.exitCode = 1;
      return;
    }
    const folder = target ? operatorPath(target) : join(config.dataDir, 'backups', name);
    const manifest = await backUp(
      { dataDir: config.dataDir, databaseFile: config.database.file, uploadsInDataDir: !config.s3 },
      folder,
    );
    const uploads =
      manifest.uploads === null ? 'uploads kept in S3, not copied' : `${manifest.uploads.length} uploads`;
    console.log(`Backed up to ${folder}: the database (${manifest.database.bytes} bytes), ${uploads}.`);
    if (config.s3) console.log(uploadsAdvice(config));
    console.log('Keep a copy off this machine. Restore it with: npm run restore -- <folder>');
  } catch (error) {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
