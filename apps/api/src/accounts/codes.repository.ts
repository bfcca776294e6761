import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/in-transaction.js';
import type { CodePurpose } from '../db/tables/accounts.table.js';

/** A new code replaces any earlier one of the same purpose, in the caller's transaction if it is one. */
export async function replaceCode(
  db: Kysely<Database>,
  code: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('one_time_codes')
      .where('user_id', '=', code.userId)
      .where('purpose', '=', code.purpose)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        user_id: code.userId,
        purpose: code.purpose,
        code_hash: code.codeHash,
        expires_at: code.expiresAt.toISOString(),
      })
      .execute();
  });
}

/**
 * Spends one try on the user's live code (unconsumed, unexpired, tries left) and answers it, or undefined
 * when there is none. Spending first, in one conditional update, means parallel guesses cannot exceed the
 * limit between a read and a write.
 */
export async function spendTry(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  maxTries: number,
  now: Date,
): Promise<{ id: number; code_hash: string } | undefined> {
  return db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** A right guess gives its try back: only wrong ones count towards the limit. */
export async function refundTry(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .execute();
}

/** True when this call consumed the code, false when another request already had. */
export async function consumeCode(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
