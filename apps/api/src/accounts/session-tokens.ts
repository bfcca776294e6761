import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Tokens } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { findRefreshToken, insertRefreshToken, markReplaced, revokeFamily } from './sessions.repository.js';

/** A session lasts this long from its last refresh; the refresh cookie as long. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How long a refresh with the token just spent still gets that token's successor: two tabs refreshing at once
 * both stay signed in (Auth0's reuse interval). Later, the reuse is a copied token.
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;

/** The token that replaces `token`: derived, so a concurrent reuse is answered with it without storing it. */
function successorOf(successorKey: Buffer, token: string): string {
  return createHmac('sha256', successorKey).update(token).digest('base64url');
}

async function issue(
  app: FastifyInstance,
  db: Kysely<Database>,
  userId: number,
  familyId: string,
  refresh = randomBytes(32).toString('base64url'),
): Promise<Tokens> {
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
 * Spends a refresh token for the next pair of its family. The same token presented again within
 * REFRESH_REUSE_INTERVAL_MS, while its successor is unspent, gets that successor again (a second tab refreshing
 * at the same moment). Any other reuse means the token was copied: the whole family is revoked, the holder of
 * the newer token included.
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string,
  successorKey: Buffer,
): Promise<Tokens | undefined> {
  const now = new Date();
  const successor = successorOf(successorKey, refreshToken);
  return app.db.transaction().execute(async (trx) => {
    const row = await findRefreshToken(trx, hashRefreshToken(refreshToken));
    if (!row || row.revoked_at) return undefined;
    if (row.replaced_at || !(await markReplaced(trx, row.id, now))) {
      const spentAt = row.replaced_at ? new Date(row.replaced_at).getTime() : now.getTime();
      const next = await findRefreshToken(trx, hashRefreshToken(successor));
      if (
        now.getTime() - spentAt <= REFRESH_REUSE_INTERVAL_MS &&
        next &&
        !next.replaced_at &&
        !next.revoked_at
      ) {
        const access = await app.accessTokens.sign({ userId: row.user_id, sessionFamily: row.family_id });
        return { access, refresh: successor };
      }
      await revokeFamily(trx, row.family_id, now);
      return undefined;
    }
    if (new Date(row.expires_at) <= now) return undefined;
    return issue(app, trx, row.user_id, row.family_id, successor);
  });
}

/** The family of a refresh token, for logout. */
export async function refreshTokenFamily(
  db: Kysely<Database>,
  refreshToken: string,
): Promise<string | undefined> {
  return (await findRefreshToken(db, hashRefreshToken(refreshToken)))?.family_id;
}
