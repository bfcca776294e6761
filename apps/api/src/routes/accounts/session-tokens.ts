import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Tokens } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { REFRESH_TOKEN_LIFETIME_MS } from './refresh-cookie.js';
import { findRefreshToken, insertRefreshToken, markReplaced, revokeFamily } from './sessions.repository.js';

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issue(
  app: FastifyInstance,
  db: Kysely<Database>,
  userId: number,
  familyId: string,
): Promise<Tokens> {
  const refresh = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashRefreshToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  const access = await app.accessTokens.sign({ userId, sessionFamily: familyId });
  return { access, refresh };
}

/** A sign-in: a new family with its first refresh token. */
export function startSession(app: FastifyInstance, userId: number): Promise<Tokens> {
  return issue(app, app.db, userId, randomUUID());
}

/**
 * Spends a refresh token for the next pair of its family. A token presented after it was spent means it was
 * copied: the whole family is revoked, the holder of the newer token included.
 */
export async function rotateSession(app: FastifyInstance, refreshToken: string): Promise<Tokens | undefined> {
  const now = new Date();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const row = await findRefreshToken(trx, hashRefreshToken(refreshToken));
    if (!row || row.revoked_at) return undefined;
    if (row.replaced_at || !(await markReplaced(trx, row.id, now))) {
      await revokeFamily(trx, row.family_id, now);
      return undefined;
    }
    if (new Date(row.expires_at) <= now) return undefined;
    return issue(app, trx, row.user_id, row.family_id);
  });
  return outcome;
}

/** The family of a refresh token, for logout. */
export async function refreshTokenFamily(
  db: Kysely<Database>,
  refreshToken: string,
): Promise<string | undefined> {
  return (await findRefreshToken(db, hashRefreshToken(refreshToken)))?.family_id;
}
