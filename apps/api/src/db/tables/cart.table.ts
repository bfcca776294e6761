import type { Generated } from 'kysely';

/** One product in a shopper's cart; a product appears at most once per shopper. */
export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: Generated<Date | string>;
}

/**
 * A deleted account that had ordered, remembered so that signing up again with its e-mail or phone does not bring
 * the first-order discount back (cart/first-order-discount.ts). Keyed hashes only: never the e-mail or phone.
 */
export interface FirstOrderClaimsTable {
  id: Generated<number>;
  /** HMAC-SHA256 of the lower-cased e-mail under a key derived from the server secret, hex. */
  email_hash: string | null;
  /** The same of the phone number, digits only; null when the account had none. */
  phone_hash: string | null;
  created_at: Generated<Date | string>;
}

export interface CartTables {
  cart_lines: CartLinesTable;
  first_order_claims: FirstOrderClaimsTable;
}
