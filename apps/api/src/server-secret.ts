import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files.js';

/**
 * The configured secret, or one generated on the first start and kept in `<dataDir>/secret.key` (owner-only),
 * so a restart keeps everyone signed in. Several instances must share `JWT_SECRET` instead.
 */
export function resolveServerSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDirSync(dataDir);
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start at once, the second keeps the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

/** A key for one purpose, so the JWT key and the code-hashing key never coincide. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}
