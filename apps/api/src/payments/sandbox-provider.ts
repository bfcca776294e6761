import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { PaymentProvider } from './provider.js';

/**
 * The offline provider: its transactions are the `payments` rows themselves, and the storefront's test checkout
 * decides their outcome (POST payments/sandbox/:reference/), so the whole Pay Now journey runs without Paystack.
 * It sends no webhooks, so it takes none either.
 */
export function sandboxProvider(db: Kysely<Database>): PaymentProvider {
  return {
    name: 'sandbox',
    takesMoney: false,
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
    // No money moved: the refund is done at once.
    async refund() {
      return { status: 'processed', id: null };
    },
    parseWebhook: () => undefined,
  };
}
