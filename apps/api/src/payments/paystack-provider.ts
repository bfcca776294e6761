import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PAYSTACK_CHANNELS, type PaystackConfig } from '../config.js';
import type { PaymentStatus } from '../db/tables/payments.table.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';
import { providerHttp } from './provider-http.js';
import { webhookBody } from './webhook-body.js';

/** Paystack's transaction statuses that end a payment; the rest (ongoing, pending, queued...) are pending. */
const FINAL_STATUSES: Partial<Record<string, PaymentStatus>> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
};

/**
 * Paystack's transaction API (initialize, verify), its Refund API and its webhooks, signed with HMAC-SHA512 of the raw body by
 * the secret key. A call that fails, times out or answers in an unexpected shape is logged and refused as 502
 * `payment_provider_unavailable`, so a shopper never sees Paystack's internals.
 */
export function paystackProvider(config: PaystackConfig, log: FastifyBaseLogger): PaymentProvider {
  const { call, unavailable } = providerHttp(
    { name: 'Paystack', baseUrl: config.baseUrl, secretKey: config.secretKey, timeoutMs: config.timeoutMs },
    log,
  );
  const channels = config.channels ?? DEFAULT_PAYSTACK_CHANNELS;

  return {
    name: 'paystack',
    takesMoney: true,
    channels,
    async initialize({ amountKobo, currency, email, reference }) {
      const { httpStatus, answer } = await call('POST', '/transaction/initialize', {
        email,
        // Paystack documents the amount, in the currency's subunit (kobo), as text.
        amount: String(amountKobo),
        reference,
        currency,
        // The popup offers only these; without them it offers every channel the account has turned on.
        channels: [...channels],
      });
      const accessCode = answer.data?.access_code;
      if (httpStatus !== 200 || answer.status !== true || typeof accessCode !== 'string') {
        throw unavailable(
          { httpStatus, message: answer.message, reference },
          'Paystack refused to initialize',
        );
      }
      return { accessCode };
    },
    async verify(reference) {
      const { httpStatus, answer } = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // An unknown reference is a 400 ("Transaction reference not found"), or a 404.
      if ((httpStatus === 400 || httpStatus === 404) && answer.status === false) return undefined;
      const data = answer.data ?? {};
      const { status, amount, currency } = data;
      if (
        httpStatus !== 200 ||
        answer.status !== true ||
        typeof data.reference !== 'string' ||
        typeof status !== 'string' ||
        typeof amount !== 'number' ||
        typeof currency !== 'string'
      ) {
        throw unavailable({ httpStatus, message: answer.message, reference }, 'Paystack could not verify');
      }
      return {
        reference: data.reference,
        status: FINAL_STATUSES[status] ?? 'pending',
        amountKobo: amount,
        currency,
      };
    },
    async refund(reference, amountKobo) {
      // Paystack's Refund API: the transaction (its reference) and the amount in kobo; it queues the refund.
      const { httpStatus, answer } = await call('POST', '/refund', {
        transaction: reference,
        amount: amountKobo,
      });
      const data = answer.data ?? {};
      if (httpStatus !== 200 || answer.status !== true || typeof data.status !== 'string') {
        throw unavailable(
          { httpStatus, message: answer.message, reference, amountKobo },
          'Paystack refused to refund',
        );
      }
      const id = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : null;
      return { status: data.status, id };
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['x-paystack-signature'];
      if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return undefined;
      const expected = createHmac('sha512', config.secretKey).update(rawBody).digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return undefined;
      return eventOf(rawBody);
    },
  };
}

function eventOf(rawBody: Buffer): PaymentEvent {
  const { type, data: transaction } = webhookBody(rawBody);
  const reference = typeof transaction.reference === 'string' ? transaction.reference : undefined;
  // Paystack's events carry no id of their own: a transaction has one event of each type.
  const transactionId =
    typeof transaction.id === 'number' || typeof transaction.id === 'string' ? transaction.id : reference;
  return {
    id: `${type}:${transactionId ?? ''}`,
    type,
    reference,
    chargeCompleted: type === 'charge.success',
  };
}
