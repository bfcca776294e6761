import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

export async function insertRefreshToken(
  db: Kysely<Database>,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt.toISOString(),
    })
    .execute();
}

export async function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'replaced_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** True when this call marked the token spent; false when a concurrent request spent it first. */
export async function markReplaced(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ replaced_at: now.toISOString() })
    .where('id', '=', id)
    .where('replaced_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function isFamilyLive(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every family of the user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}
