import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FlutterwaveConfig } from '../config.js';
import { LocalHttpStandIn } from './local-http-stand-in.js';
import { type Outage, STAND_IN_TIMEOUT_MS } from './paystack-stand-in.js';

export const FLUTTERWAVE_TEST_SECRET = 'FLWSECK_TEST-farmkitstandin-X';
/** The secret hash the farm set in the stand-in's "dashboard", which its webhooks carry in `verif-hash`. */
export const FLUTTERWAVE_TEST_HASH = 'farmkit-stand-in-webhook-hash';
export const FLUTTERWAVE_TEST_REDIRECT = 'http://localhost:3000/homepage/checkout';

/** A payment link opened with POST /v3/payments: what its hosted page asks the payer for, in naira. */
interface StandInCheckout {
  txRef: string;
  amount: number;
  currency: string;
  email: string;
  redirectUrl: string;
  link: string;
}

/** A transaction as Flutterwave keeps it, made when the payer pays on the hosted page: amounts in naira. */
interface StandInTransaction {
  id: number;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  email: string;
  /** As its verify call answers: successful, failed or pending. */
  status: string;
}

type Answer = (status: number, payload: object) => void;

/**
 * A local stand-in of Flutterwave's v3 API with its documented request and response shapes: Standard checkout
 * (POST /v3/payments: tx_ref, an amount in the currency's main unit, currency, redirect_url, customer.email;
 * answering the hosted page's `data.link`), GET /v3/transactions/verify_by_reference?tx_ref=, and
 * POST /v3/transactions/:id/refund (an amount in naira). Answers are `{ status: "success" | "error", message,
 * data }`. As Flutterwave does, it knows no transaction for a reference until the payer pays on the hosted page
 * (verify answers 400 "No transaction was found for this id"), and refuses a call without the secret key.
 */
export class FlutterwaveStandIn extends LocalHttpStandIn {
  readonly checkouts = new Map<string, StandInCheckout>();
  /** The latest attempt to pay for each tx_ref, which verify_by_reference answers. */
  readonly transactions = new Map<string, StandInTransaction>();
  /** Every call received, in order; `path` with its query. */
  readonly calls: { method: string; path: string; authorization: string | undefined; body: unknown }[] = [];
  outage: Outage | undefined;
  /** Refunds made with POST /v3/transactions/:id/refund, in order; `amount` in naira. */
  readonly refunds: { id: number; transactionId: number; txRef: string; amount: number; status: string }[] =
    [];
  /** A message to refuse every refund with (400), as Flutterwave answers a refund it will not make. */
  refundRefusal: string | undefined;
  private nextId = 5_200_000;

  /** The API's Flutterwave settings pointing at this stand-in; read it once the stand-in has started. */
  get providerConfig(): FlutterwaveConfig {
    return {
      secretKey: FLUTTERWAVE_TEST_SECRET,
      webhookHash: FLUTTERWAVE_TEST_HASH,
      baseUrl: this.baseUrl,
      redirectUrl: FLUTTERWAVE_TEST_REDIRECT,
      timeoutMs: STAND_IN_TIMEOUT_MS,
    };
  }

  /**
   * What the payer did on the hosted page: a new transaction for the tx_ref, by default paying the amount asked
   * (naira), in the currency asked.
   */
  pay(txRef: string, outcome: Partial<Pick<StandInTransaction, 'status' | 'amount' | 'currency'>> = {}) {
    const checkout = this.checkouts.get(txRef);
    if (!checkout) throw new Error(`The stand-in opened no checkout ${txRef}`);
    this.nextId += 1;
    const transaction: StandInTransaction = {
      id: this.nextId,
      txRef,
      flwRef: `FLW-MOCK-${randomBytes(12).toString('hex')}`,
      amount: checkout.amount,
      currency: checkout.currency,
      email: checkout.email,
      status: 'successful',
      ...outcome,
    };
    this.transactions.set(txRef, transaction);
    return transaction;
  }

  verifyCalls(txRef: string): number {
    const path = `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`;
    return this.calls.filter((call) => call.path === path).length;
  }

  /** Flutterwave's `charge.completed` event for the latest attempt, as it sends it, with the hash it carries. */
  chargeCompleted(txRef: string, hash = FLUTTERWAVE_TEST_HASH) {
    const transaction = this.transactions.get(txRef);
    if (!transaction) throw new Error(`The stand-in has no transaction ${txRef}`);
    const event = {
      event: 'charge.completed',
      data: this.transactionData(transaction),
      'event.type': 'CARD_TRANSACTION',
    };
    return { body: JSON.stringify(event), hash };
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.baseUrl);
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    this.calls.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      body,
    });

    if (this.outage === 'connection_reset') return void request.socket.destroy();
    if (this.outage === 'no_answer') return;
    const answer: Answer = (status, payload) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(payload));
    };
    const refuse = (status: number, message: string) =>
      answer(status, { status: 'error', message, data: null });
    if (this.outage === 'http_500') return refuse(500, 'An error occurred');
    if (request.headers.authorization !== `Bearer ${FLUTTERWAVE_TEST_SECRET}`) {
      return refuse(401, 'Invalid authorization key');
    }

    if (request.method === 'POST' && url.pathname === '/v3/payments') return this.openCheckout(body, answer);
    if (request.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const transaction = this.transactions.get(url.searchParams.get('tx_ref') ?? '');
      if (!transaction) return refuse(400, 'No transaction was found for this id');
      return answer(200, {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: this.transactionData(transaction),
      });
    }
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund) return this.refund(Number(refund[1]), body, answer);
    refuse(404, 'Not found');
  }

  /** Standard checkout: the amount in the currency's main unit (a number, or its text), NGN unless told. */
  private openCheckout(body: unknown, answer: Answer): void {
    const refuse = (message: string) => answer(400, { status: 'error', message, data: null });
    const {
      tx_ref: txRef,
      amount,
      currency = 'NGN',
      redirect_url: redirectUrl,
      customer,
    } = (body ?? {}) as Record<string, unknown>;
    const naira = majorUnits(amount);
    if (typeof txRef !== 'string' || txRef === '') return void refuse('tx_ref is required');
    if (naira === undefined || naira <= 0) return void refuse('amount must be a positive number');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return void refuse('Invalid currency');
    if (typeof redirectUrl !== 'string' || !URL.canParse(redirectUrl)) {
      return void refuse('redirect_url must be a valid url');
    }
    const email = (customer as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || !email.includes('@')) return void refuse('customer.email is required');
    // A tx_ref identifies one payment: "This must be unique for every transaction".
    if (this.checkouts.has(txRef)) return void refuse('Duplicate tx_ref');
    const link = `https://checkout.flutterwave.com/v3/hosted/pay/${randomBytes(10).toString('hex')}`;
    this.checkouts.set(txRef, { txRef, amount: naira, currency, email, redirectUrl, link });
    answer(200, { status: 'success', message: 'Hosted Link', data: { link } });
  }

  /**
   * A refund of a successful transaction, by its id: `amount` in naira (what is left when absent), at most what
   * is left of it. Flutterwave answers the refund's own id and status.
   */
  private refund(id: number, body: unknown, answer: Answer): void {
    const refuse = (message: string) => answer(400, { status: 'error', message, data: null });
    const transaction = [...this.transactions.values()].find((candidate) => candidate.id === id);
    if (!transaction) return void refuse('No transaction was found for this id');
    if (transaction.status !== 'successful')
      return void refuse('Only a successful transaction can be refunded');
    if (this.refundRefusal) return void refuse(this.refundRefusal);
    const kobo = (naira: number) => Math.round(naira * 100);
    const refunded = this.refunds
      .filter((refund) => refund.transactionId === id)
      .reduce((sum, refund) => sum + kobo(refund.amount), 0);
    const leftKobo = kobo(transaction.amount) - refunded;
    const { amount } = (body ?? {}) as Record<string, unknown>;
    const asked = amount === undefined ? leftKobo / 100 : majorUnits(amount);
    if (asked === undefined || kobo(asked) <= 0 || kobo(asked) > leftKobo) {
      return void refuse('Refund amount cannot be greater than the transaction amount');
    }
    this.nextId += 1;
    const refund = {
      id: this.nextId,
      transactionId: id,
      txRef: transaction.txRef,
      amount: asked,
      status: 'completed',
    };
    this.refunds.push(refund);
    answer(200, {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: refund.id,
        account_id: 17321,
        tx_id: id,
        flw_ref: `URF_${Date.now()}_${refund.id}`,
        wallet_id: 17351,
        amount_refunded: asked,
        status: refund.status,
        destination: 'payment_source',
        meta: { source: 'availablebalance' },
        created_at: new Date().toISOString(),
      },
    });
  }

  /** The `data` of Flutterwave's verify answer and of its charge.completed event (the fields this API reads, and more). */
  private transactionData(transaction: StandInTransaction) {
    const successful = transaction.status === 'successful';
    return {
      id: transaction.id,
      tx_ref: transaction.txRef,
      flw_ref: transaction.flwRef,
      device_fingerprint: 'N/A',
      amount: transaction.amount,
      currency: transaction.currency,
      charged_amount: transaction.amount,
      app_fee: Math.round(transaction.amount * 1.4) / 100,
      merchant_fee: 0,
      processor_response: successful ? 'Approved by Financial Institution' : 'Declined',
      auth_model: 'PIN',
      ip: '127.0.0.1',
      narration: 'CARD Transaction ',
      status: transaction.status,
      payment_type: 'card',
      created_at: new Date().toISOString(),
      account_id: 17321,
      amount_settled: transaction.amount,
      customer: {
        id: 215604089,
        name: 'Anonymous customer',
        phone_number: null,
        email: transaction.email,
        created_at: new Date().toISOString(),
      },
    };
  }
}

/** An amount as Flutterwave takes it: a number, or a number written as text. */
function majorUnits(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}
