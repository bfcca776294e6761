import { createHmac } from 'node:crypto';
import { firstOrderDiscountKobo } from '@farmkit/contract';
import type { Kysely, Transaction } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { SHOP_PHONE_COUNTRY } from '../config.js';
import type { Database } from '../db/database.js';

/** The shop's first-order discount: its rate, and the key of the remembered claims (see below). */
export interface FirstOrderDiscount {
  /** The shop's FIRST_ORDER_DISCOUNT_RATE, 0 when the discount is off. */
  rate: number;
  /** Derived from the server secret: the claims' hashes mean nothing without it. */
  claimKey: Buffer;
}

/** What a claim is known by: an account's e-mail and phone. */
export interface ClaimantContact {
  email: string;
  phone: string | null;
}

/**
 * Keyed hashes (HMAC-SHA256 under the claim key) of an e-mail, lower-cased, and of a phone in its E.164 form, so
 * `+234 802 123 4567`, `+23408021234567` and `+2348021234567` are one phone (digits only when it does not parse).
 * Keyed, so that whoever reads the table cannot test the few billion phone numbers there are against it.
 */
function claimHashes(key: Buffer, { email, phone }: ClaimantContact) {
  const hash = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const parsed = phone ? parsePhoneNumberFromString(phone, SHOP_PHONE_COUNTRY) : undefined;
  const number = parsed?.isValid() ? parsed.number : (phone?.replace(/\D/g, '') ?? '');
  return { email_hash: hash(email.trim().toLowerCase()), phone_hash: number ? hash(number) : null };
}

/**
 * Remembers that the person of a deleted account had their first order, by keyed hashes of its e-mail and phone:
 * a new account with either gets no first-order discount. Called in the deletion's transaction, for an account
 * that has ordered (a first order spends the discount whether or not the rate was above 0 then).
 */
export async function rememberFirstOrderClaim(
  trx: Transaction<Database>,
  key: Buffer,
  contact: ClaimantContact,
): Promise<void> {
  await trx.insertInto('first_order_claims').values(claimHashes(key, contact)).execute();
}

/**
 * The discount the caller's next order gets on this subtotal: an account's first order gets `rate` of it off,
 * unless a deleted account with the same e-mail or phone had ordered. Decided here only; the cart shows it and
 * the placement charges it.
 */
export async function nextOrderDiscountKobo(
  db: Kysely<Database>,
  userId: number,
  subtotalKobo: number,
  { rate, claimKey }: FirstOrderDiscount,
): Promise<number> {
  if (rate === 0) return 0;
  const earlierOrder = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .select('id')
    .executeTakeFirst();
  if (earlierOrder) return 0;
  const account = await db
    .selectFrom('users')
    .where('id', '=', userId)
    .select(['email', 'phone_number'])
    .executeTakeFirst();
  if (!account) return 0;
  const { email_hash: emailHash, phone_hash: phoneHash } = claimHashes(claimKey, {
    email: account.email,
    phone: account.phone_number,
  });
  const claimed = await db
    .selectFrom('first_order_claims')
    .where((eb) =>
      eb.or([
        eb('email_hash', '=', emailHash),
        ...(phoneHash === null ? [] : [eb('phone_hash', '=', phoneHash)]),
      ]),
    )
    .select('id')
    .executeTakeFirst();
  return claimed ? 0 : firstOrderDiscountKobo(subtotalKobo, rate);
}
