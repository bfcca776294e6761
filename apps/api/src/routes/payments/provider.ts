import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PaymentStatus } from '../orders/orders.table.js';

/** What a provider says of a transaction: the server never trusts the browser's word for it. */
export interface VerifiedTransaction {
  reference: string;
  status: PaymentStatus;
  amountKobo: number;
  currency: string;
}

/** A payments provider (DESIGN "Payments"): the sandbox here; Paystack's HTTP adapter and webhook come next. */
export interface PaymentProvider {
  name: 'sandbox' | 'paystack';
  /** Opens a transaction for the amount; answers the access code the checkout resumes with. */
  initialize(input: {
    amountKobo: number;
    email: string;
    reference: string;
  }): Promise<{ accessCode: string }>;
  verify(reference: string): Promise<VerifiedTransaction | undefined>;
}

/**
 * The offline provider: its transactions are the `payments` rows themselves, and the storefront's test checkout
 * decides their outcome (POST payments/sandbox/:reference/), so the whole Pay Now journey runs without Paystack.
 */
export function sandboxProvider(db: Kysely<Database>): PaymentProvider {
  return {
    name: 'sandbox',
    async initialize({ reference }) {
      return { accessCode: `sandbox_${reference}` };
    },
    async verify(reference) {
      const row = await db
        .selectFrom('payments')
        .where('reference', '=', reference)
        .where('provider', '=', 'sandbox')
        .select(['reference', 'status', 'amount_kobo', 'currency'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        reference: row.reference,
        status: row.status,
        amountKobo: Number(row.amount_kobo),
        currency: row.currency,
      };
    },
  };
}
