import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { CodePurpose } from '../db/tables/accounts.table.js';
import { deriveKey } from '../server-secret.js';
import { consumeCode, refundTry, replaceCode, spendTry } from './codes.repository.js';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;

/** Codes of OTP_LENGTH digits from a CSPRNG, kept only as an HMAC under the server secret. */
export function oneTimeCodes(secret: string) {
  const key = deriveKey(secret, 'one-time-codes');
  const digest = (userId: number, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest();

  return {
    /** A new code for the user, replacing any earlier one of the purpose; answers the code to send. */
    async issue(db: Kysely<Database>, userId: number, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await replaceCode(db, {
        userId,
        purpose,
        codeHash: digest(userId, purpose, code).toString('hex'),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      return code;
    },

    /**
     * Whether `code` is the user's live code. A wrong guess spends one of the tries; `consume` spends the
     * code itself, once. An unknown user (undefined) is simply wrong.
     */
    async check(
      db: Kysely<Database>,
      userId: number | undefined,
      purpose: CodePurpose,
      code: string,
      { consume }: { consume: boolean },
    ): Promise<boolean> {
      if (userId === undefined) return false;
      const now = new Date();
      const live = await spendTry(db, userId, purpose, MAX_WRONG_TRIES, now);
      if (!live) return false;
      if (!timingSafeEqual(Buffer.from(live.code_hash, 'hex'), digest(userId, purpose, code))) return false;
      if (consume) return consumeCode(db, live.id, now);
      await refundTry(db, live.id);
      return true;
    },
  };
}
