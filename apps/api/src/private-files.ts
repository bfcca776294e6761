import { closeSync, mkdirSync, openSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

/**
 * The data directory holds password hashes, customers' addresses, e-mails with sign-in codes and the server's
 * secret: only the account the server runs as may read it. Every directory the shop makes there is 0700 and every
 * file 0600, whatever the process's umask would allow (it can only take more away).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A directory and any missing parents, each made owner-only; one that exists is left as it is. */
export async function makePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export function makePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Makes the file owner-only if it does not exist yet, so whatever opens it next (SQLite) finds it so. SQLite gives
 * the database's -wal and -shm the database file's own mode, so they are owner-only too.
 */
export function createPrivateFileSync(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
}
