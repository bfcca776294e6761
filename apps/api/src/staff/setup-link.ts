import { createHash, randomBytes } from 'node:crypto';
import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SETUP_TOKEN_LIFETIME_MS } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ownerExists } from './staff.repository.js';

/** The file beside the database that holds the setup link while the shop has no owner. */
export const SETUP_TOKEN_FILE = 'setup-token';

export function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * At start, while the shop has no owner: a new one-time setup link, valid 24 hours, printed in the log and
 * written to `<dataDir>/setup-token` (readable by its owner only). Each start replaces the link of the previous
 * one, so only the latest link printed works. Once there is an owner, nothing is offered and the file is removed.
 * Answers the link, or undefined when the shop has an owner.
 */
export async function offerOwnerSetup(
  app: FastifyInstance,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string | undefined> {
  const file = join(app.dataDir, SETUP_TOKEN_FILE);
  if (await ownerExists(app.db)) {
    await rm(file, { force: true });
    return undefined;
  }
  const token = randomBytes(32).toString('base64url');
  await replaceSetupToken(app.db, hashSetupToken(token), new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS));
  const link = `${publicUrl.replace(/\/+$/, '')}/admin/setup?token=${token}`;
  await writeFile(file, `${link}\n`, { mode: 0o600 });
  // The mode applies when the file is created: a file left by an earlier start is narrowed too.
  await chmod(file, 0o600);
  app.log.warn(`Set up the shop's owner: ${link}`);
  return link;
}

/** The one live setup token: unspent earlier ones die with the new one. */
async function replaceSetupToken(db: Kysely<Database>, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('setup_tokens').where('used_at', 'is', null).execute();
    await trx
      .insertInto('setup_tokens')
      .values({ token_hash: tokenHash, expires_at: expiresAt.toISOString() })
      .execute();
  });
}
