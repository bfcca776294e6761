import { createHash, timingSafeEqual } from 'node:crypto';
import { fromKobo, toKobo } from '@farmkit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FlutterwaveConfig } from '../config.js';
import type { PaymentStatus } from '../db/tables/payments.table.js';
import type { PaymentProvider } from './provider.js';
import { providerHttp } from './provider-http.js';
import { webhookBody } from './webhook-body.js';

/** Flutterwave's transaction statuses that end a payment; the rest (pending...) are pending. */
const FINAL_STATUSES: Partial<Record<string, PaymentStatus>> = {
  successful: 'success',
  failed: 'failed',
  cancelled: 'abandoned',
};

/** The longest hosted-page link kept as a payment's access code (payments.access_code is varchar(255)). */
const MAX_LINK_LENGTH = 255;

/** A transaction as Flutterwave's verify call answers it: the fields this API reads. */
interface FlutterwaveTransaction {
  id: number | string;
  txRef: string;
  status: string;
  /** In the currency's main unit (naira), as Flutterwave writes amounts. */
  amount: number;
  currency: string;
}

/**
 * Flutterwave's v3 API: Standard checkout (a hosted payment page), verify by our reference, refunds, and webhooks
 * carrying the secret hash set in its dashboard (`verif-hash`). Flutterwave writes amounts in the currency's main
 * unit (naira) where this API keeps kobo. As with Paystack, a call that fails, times out or answers in an
 * unexpected shape is logged and refused as 502 `payment_provider_unavailable`.
 */
export function flutterwaveProvider(config: FlutterwaveConfig, log: FastifyBaseLogger): PaymentProvider {
  const { call, unavailable } = providerHttp(
    {
      name: 'Flutterwave',
      baseUrl: config.baseUrl,
      secretKey: config.secretKey,
      timeoutMs: config.timeoutMs,
    },
    log,
  );

  /** The transaction made for our reference; undefined while there is none (nobody tried to pay yet). */
  async function transactionOf(reference: string): Promise<FlutterwaveTransaction | undefined> {
    const { httpStatus, answer } = await call(
      'GET',
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
    // The hosted page makes the transaction when the shopper pays; before that: "No transaction was found".
    if ((httpStatus === 400 || httpStatus === 404) && answer.status === 'error') return undefined;
    const data = answer.data ?? {};
    const { id, tx_ref: txRef, status, amount, currency } = data;
    if (
      httpStatus !== 200 ||
      answer.status !== 'success' ||
      (typeof id !== 'number' && typeof id !== 'string') ||
      typeof txRef !== 'string' ||
      typeof status !== 'string' ||
      typeof amount !== 'number' ||
      typeof currency !== 'string'
    ) {
      throw unavailable({ httpStatus, message: answer.message, reference }, 'Flutterwave could not verify');
    }
    return { id, txRef, status, amount, currency };
  }

  return {
    name: 'flutterwave',
    takesMoney: true,
    async initialize({ amountKobo, currency, email, reference }) {
      const { httpStatus, answer } = await call('POST', '/v3/payments', {
        tx_ref: reference,
        amount: fromKobo(amountKobo),
        currency,
        redirect_url: config.redirectUrl,
        customer: { email },
      });
      const link = answer.data?.link;
      if (
        httpStatus !== 200 ||
        answer.status !== 'success' ||
        typeof link !== 'string' ||
        link.length > MAX_LINK_LENGTH ||
        !URL.canParse(link)
      ) {
        throw unavailable(
          { httpStatus, message: answer.message, reference },
          'Flutterwave refused to open a checkout',
        );
      }
      // Standard checkout has no access code: the hosted page's link is what the checkout resumes with.
      return { accessCode: link, authorizationUrl: link };
    },
    async verify(reference) {
      const transaction = await transactionOf(reference);
      if (!transaction) return undefined;
      return {
        reference: transaction.txRef,
        status: FINAL_STATUSES[transaction.status] ?? 'pending',
        amountKobo: toKobo(transaction.amount),
        currency: transaction.currency,
      };
    },
    async refund(reference, amountKobo) {
      // Flutterwave refunds a transaction by its own id, which only its verify call tells.
      const transaction = await transactionOf(reference);
      if (!transaction) {
        throw unavailable({ reference, amountKobo }, 'Flutterwave has no transaction to refund');
      }
      const { httpStatus, answer } = await call(
        'POST',
        `/v3/transactions/${encodeURIComponent(String(transaction.id))}/refund`,
        { amount: fromKobo(amountKobo) },
      );
      const data = answer.data ?? {};
      if (httpStatus !== 200 || answer.status !== 'success' || typeof data.status !== 'string') {
        throw unavailable(
          { httpStatus, message: answer.message, reference, amountKobo },
          'Flutterwave refused to refund',
        );
      }
      const id = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : null;
      return { status: data.status, id };
    },
    parseWebhook(rawBody, headers) {
      const hash = headers['verif-hash'];
      if (typeof hash !== 'string' || !sameSecret(hash, config.webhookHash)) return undefined;
      const { type, data } = webhookBody(rawBody);
      const reference = typeof data.tx_ref === 'string' ? data.tx_ref : undefined;
      // Each attempt to pay is a transaction of its own id, with one event of each type.
      const transactionId = typeof data.id === 'number' || typeof data.id === 'string' ? data.id : reference;
      return {
        id: `${type}:${transactionId ?? ''}`,
        type,
        reference,
        // A failed attempt is a charge.completed too; only a successful one is worth asking Flutterwave about.
        chargeCompleted: type === 'charge.completed' && data.status === 'successful',
      };
    },
  };
}

/** Compares a header with the secret in constant time, whatever their lengths (the digests' are equal). */
function sameSecret(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}
