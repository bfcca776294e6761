import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiFailure, invalidInput, paymentProviderUnavailable } from '../api-errors.js';
import type { PaystackConfig } from '../config.js';
import type { PaymentStatus } from '../db/tables/payments.table.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Paystack's transaction statuses that end a payment; the rest (ongoing, pending, queued...) are pending. */
const FINAL_STATUSES: Partial<Record<string, PaymentStatus>> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
};

/** Every Paystack answer: `status` says whether the call succeeded, `message` why not. */
interface PaystackAnswer {
  status?: unknown;
  message?: unknown;
  data?: Record<string, unknown>;
}

/**
 * Paystack's transaction API (initialize, verify), its Refund API and its webhooks, signed with HMAC-SHA512 of the raw body by
 * the secret key. A call that fails, times out or answers in an unexpected shape is logged and refused as 502
 * `payment_provider_unavailable`, so a shopper never sees Paystack's internals.
 */
export function paystackProvider(config: PaystackConfig, log: FastifyBaseLogger): PaymentProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    try {
      const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as PaystackAnswer;
      return { httpStatus: response.status, answer };
    } catch (error) {
      throw unavailable({ err: error, path }, 'Paystack could not be reached');
    }
  }

  function unavailable(context: object, message: string): ApiFailure {
    log.error(context, message);
    return new ApiFailure(502, paymentProviderUnavailable);
  }

  return {
    name: 'paystack',
    takesMoney: true,
    async initialize({ amountKobo, currency, email, reference }) {
      const { httpStatus, answer } = await call('POST', '/transaction/initialize', {
        email,
        // Paystack documents the amount, in the currency's subunit (kobo), as text.
        amount: String(amountKobo),
        reference,
        currency,
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
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ApiFailure(400, invalidInput({ non_field_errors: ['The event is not JSON.'] }));
  }
  const { event, data } = isRecord(body) ? body : {};
  const type = typeof event === 'string' ? event : '';
  const transaction = isRecord(data) ? data : {};
  const reference = typeof transaction.reference === 'string' ? transaction.reference : undefined;
  // Paystack's events carry no id of their own: a transaction has one event of each type.
  const transactionId =
    typeof transaction.id === 'number' || typeof transaction.id === 'string' ? transaction.id : reference;
  return { id: `${type}:${transactionId ?? ''}`, type, reference };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
