import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpStandIn } from './local-http-stand-in.js';

export const PAYSTACK_TEST_SECRET = 'sk_test_farmkit_stand_in';

/**
 * How long the API waits for the stand-in. A `no_answer` outage costs a test this long, so it is short; but a
 * healthy call on a two-core machine busy with other test tiers can take several hundred milliseconds.
 */
export const STAND_IN_TIMEOUT_MS = 2_000;

/** Paystack's documented channel names, which Transaction Initialize takes in `channels`. */
const PAYSTACK_CHANNEL_NAMES = [
  'card',
  'bank',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'apple_pay',
];

/** A transaction as Paystack keeps it: amounts in kobo, statuses as its verify call answers them. */
interface StandInTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  accessCode: string;
  status: string;
  /** What its initialize asked the popup to offer; undefined: every channel of the account. */
  channels: string[] | undefined;
  /** The channel the payer paid with, as its verify answer and charge events say. */
  channel: string;
}

/** How the stand-in misbehaves: a 5xx, a dropped connection, or no answer at all. */
export type Outage = 'http_500' | 'connection_reset' | 'no_answer';

/**
 * A local stand-in of Paystack's transaction API with its documented request and response shapes
 * (POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund). It refuses a call without the secret key
 * as Paystack does, and refuses an initialize body that is not Paystack's: a string amount in kobo, in the
 * account's currency, `channels` (when sent) of Paystack's channel names, which it keeps as the popup's offer.
 */
export class PaystackStandIn extends LocalHttpStandIn {
  readonly transactions = new Map<string, StandInTransaction>();
  /** Every call received, in order. */
  readonly calls: { method: string; path: string; authorization: string | undefined; body: unknown }[] = [];
  outage: Outage | undefined;
  /** Refunds made with POST /refund, in order. */
  readonly refunds: { id: number; transaction: string; amount: number; status: string }[] = [];
  /** A message to refuse every refund with, as Paystack answers a refund it will not make (400). */
  refundRefusal: string | undefined;
  /** The currency the merchant's account takes (a Nigerian account's, unless a test says otherwise). */
  currency = 'NGN';
  private nextId = 4_100_000_000;

  /** The API's Paystack settings pointing at this stand-in; read it once the stand-in has started. */
  get providerConfig() {
    return { secretKey: PAYSTACK_TEST_SECRET, baseUrl: this.baseUrl, timeoutMs: STAND_IN_TIMEOUT_MS };
  }

  /**
   * What the payer did in the popup; by default they paid the amount asked, in the currency asked, by card. A
   * channel the popup did not offer cannot be paid with.
   */
  settle(
    reference: string,
    outcome: Partial<Pick<StandInTransaction, 'status' | 'amount' | 'currency' | 'channel'>> = {},
  ) {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
    const { channel } = outcome;
    if (channel !== undefined && transaction.channels && !transaction.channels.includes(channel)) {
      throw new Error(`The popup of ${reference} did not offer ${channel}`);
    }
    Object.assign(transaction, { status: 'success', ...outcome });
    return transaction;
  }

  verifyCalls(reference: string): number {
    return this.calls.filter((call) => call.path === `/transaction/verify/${reference}`).length;
  }

  /** Paystack's `charge.success` event for a transaction, as it sends it, with its signature. */
  chargeSuccess(reference: string, secret = PAYSTACK_TEST_SECRET) {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
    return signedEvent({ event: 'charge.success', data: this.transactionData(transaction) }, secret);
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.baseUrl).pathname;
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    this.calls.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });

    if (this.outage === 'connection_reset') return void request.socket.destroy();
    if (this.outage === 'no_answer') return;
    const answer = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (this.outage === 'http_500') return answer(500, { status: false, message: 'An error occurred' });
    if (request.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) {
      return answer(401, { status: false, message: 'Invalid key' });
    }

    if (request.method === 'POST' && path === '/transaction/initialize') {
      const { email, amount, reference, currency, channels } = (body ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) {
        return answer(400, { status: false, message: 'Invalid amount or email' });
      }
      if (
        currency !== this.currency ||
        typeof reference !== 'string' ||
        !/^[A-Za-z0-9.=-]+$/.test(reference)
      ) {
        return answer(400, { status: false, message: 'Invalid currency or reference' });
      }
      if (
        channels !== undefined &&
        (!Array.isArray(channels) ||
          channels.length === 0 ||
          !channels.every((channel) => PAYSTACK_CHANNEL_NAMES.includes(channel)))
      ) {
        return answer(400, { status: false, message: 'Invalid channels' });
      }
      if (this.transactions.has(reference))
        return answer(400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      this.nextId += 1;
      this.transactions.set(reference, {
        id: this.nextId,
        reference,
        email,
        amount: Number(amount),
        currency: this.currency,
        accessCode,
        status: 'abandoned',
        channels: channels as string[] | undefined,
        channel: 'card',
      });
      return answer(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && verify) {
      const transaction = this.transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction) return answer(400, { status: false, message: 'Transaction reference not found' });
      return answer(200, {
        status: true,
        message: 'Verification successful',
        data: this.transactionData(transaction),
      });
    }
    if (request.method === 'POST' && path === '/refund') return this.refund(body, answer);
    answer(404, { status: false, message: 'Not found' });
  }

  /**
   * Paystack's Refund API: `transaction` (a reference or an id) and an optional `amount` in kobo, at most what is
   * left of the transaction; the refund is queued (status pending).
   */
  private refund(body: unknown, answer: (status: number, payload: object) => void): void {
    const { transaction: key, amount } = (body ?? {}) as Record<string, unknown>;
    const transaction = [...this.transactions.values()].find(
      (candidate) => candidate.reference === key || String(candidate.id) === String(key),
    );
    if (!transaction) return void answer(404, { status: false, message: 'Transaction not found' });
    if (transaction.status !== 'success') {
      return void answer(400, {
        status: false,
        message: 'Cannot refund a transaction that was not successful',
      });
    }
    if (this.refundRefusal) return void answer(400, { status: false, message: this.refundRefusal });
    const refunded = this.refunds
      .filter((refund) => refund.transaction === transaction.reference)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = transaction.amount - refunded;
    const kobo = amount === undefined ? left : amount;
    if (typeof kobo !== 'number' || !Number.isInteger(kobo) || kobo <= 0 || kobo > left) {
      return void answer(400, {
        status: false,
        message: 'Refund amount cannot be more than the transaction amount',
      });
    }
    this.nextId += 1;
    const refund = { id: this.nextId, transaction: transaction.reference, amount: kobo, status: 'pending' };
    this.refunds.push(refund);
    const now = new Date().toISOString();
    answer(200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: this.transactionData(transaction),
        integration: 1,
        deducted_amount: 0,
        channel: null,
        merchant_note: `Refund for transaction ${transaction.reference}`,
        customer_note: `Refund for transaction ${transaction.reference}`,
        status: refund.status,
        refunded_by: 'farm@example.ng',
        expected_at: now,
        currency: transaction.currency,
        domain: 'test',
        amount: kobo,
        fully_deducted: false,
        id: refund.id,
        createdAt: now,
        updatedAt: now,
      },
    });
  }

  /** The `data` of Paystack's verify answer and of its charge events (the fields this API reads, and more). */
  private transactionData(transaction: StandInTransaction) {
    return {
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amount,
      message: null,
      gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
      channel: transaction.channel,
      currency: transaction.currency,
      ip_address: '127.0.0.1',
      metadata: '',
      fees: 0,
      customer: { id: 1, email: transaction.email, customer_code: 'CUS_standin' },
      requested_amount: transaction.amount,
    };
  }
}

/** A webhook body as Paystack sends it, and its `x-paystack-signature`: HMAC-SHA512 of the body, in hex. */
export function signedEvent(event: object, secret = PAYSTACK_TEST_SECRET) {
  return signedBody(JSON.stringify(event), secret);
}

export function signedBody(body: string, secret = PAYSTACK_TEST_SECRET) {
  return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
}
