import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationProvider } from '../db/migrations/index.js';

/**
 * A backup is a folder: `farm.db` (a consistent copy of the SQLite database), `uploads/` (the uploaded pictures and
 * photos, unless they live in S3), `secret.key` (the server secret, when the data directory keeps it), and
 * `backup.json`, written last, listing every file with its size. A folder without a readable `backup.json`, or whose
 * files do not match it, is not a backup: restore refuses it before it changes anything.
 */
export const BACKUP_FILES = {
  manifest: 'backup.json',
  database: 'farm.db',
  uploads: 'uploads',
  secret: 'secret.key',
} as const;

export const BACKUP_FORMAT = 'farmkit-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  database: { file: string; bytes: number; sha256: string; migrations: string[] };
  /** Each uploaded file, by its path under uploads/ ('/'-separated); null when the uploads are kept in S3. */
  uploads: { path: string; bytes: number }[] | null;
  /** Whether `secret.key` is in the backup (the data directory's own; not with JWT_SECRET). */
  secret_key: boolean;
}

/** A folder name that sorts by time and holds no ':' (Windows, some sync tools): `2026-11-25T10-04-05Z`. */
export function timestampName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * A path the operator typed: npm runs the command in apps/api, and says in INIT_CWD where the operator's `npm run`
 * started (the repository root for the root package's scripts).
 */
export function operatorPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The migrations a database file has run, by name. */
export function migrationsOf(database: SQLite.Database): string[] {
  return database
    .prepare<[], { name: string }>('select name from kysely_migration order by name')
    .all()
    .map((row) => row.name);
}

export class BackupRefused extends Error {}

/**
 * The backup in `folder`, checked whole: its manifest, the database's size, checksum and integrity, the migrations
 * it ran (none this code does not know: a backup made by a newer FarmKit waits for this one to be updated), each
 * upload's size, and the secret when it says it has one. Throws BackupRefused saying what is wrong.
 */
export async function readBackup(folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const database = join(folder, manifest.database.file);
  const size = await fileSize(database);
  if (size !== manifest.database.bytes || (await sha256Of(database)) !== manifest.database.sha256) {
    throw new BackupRefused(
      `${database} is not the database the backup was made with (size or checksum differ)`,
    );
  }
  const check = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    const integrity = check.pragma('quick_check', { simple: true });
    if (integrity !== 'ok') throw new BackupRefused(`${database} is damaged: ${String(integrity)}`);
  } finally {
    check.close();
  }
  const known = new Set(Object.keys(await migrationProvider.getMigrations()));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `the backup was made by a newer FarmKit (its database ran ${unknown.join(', ')}): update this one first`,
    );
  }
  for (const upload of manifest.uploads ?? []) {
    const file = uploadFile(folder, upload.path);
    if ((await fileSize(file)) !== upload.bytes) {
      throw new BackupRefused(`${file} is missing or not the size the backup recorded`);
    }
  }
  if (manifest.secret_key && (await fileSize(join(folder, BACKUP_FILES.secret))) === undefined) {
    throw new BackupRefused(`${join(folder, BACKUP_FILES.secret)} is missing`);
  }
  return manifest;
}

/** An upload's file inside `folder`; a path that would leave uploads/ is refused, whatever the manifest says. */
export function uploadFile(folder: string, path: string): string {
  const root = join(folder, BACKUP_FILES.uploads);
  const file = join(root, ...path.split('/'));
  if (!file.startsWith(`${root}${sep}`))
    throw new BackupRefused(`the backup names a file outside uploads/: ${path}`);
  return file;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = join(folder, BACKUP_FILES.manifest);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<BackupManifest>;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupRefused(
      missing
        ? `${folder} is not a complete backup: it has no ${BACKUP_FILES.manifest} (a backup writes it last)`
        : `${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupRefused(`${file} is not a FarmKit backup this version reads (format ${BACKUP_VERSION})`);
  }
  const { database, uploads } = manifest;
  if (
    !database ||
    database.file !== BACKUP_FILES.database ||
    !Number.isInteger(database.bytes) ||
    typeof database.sha256 !== 'string' ||
    !Array.isArray(database.migrations) ||
    !(uploads === null || Array.isArray(uploads)) ||
    typeof manifest.secret_key !== 'boolean'
  ) {
    throw new BackupRefused(`${file} is incomplete or damaged`);
  }
  return manifest as BackupManifest;
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}
