import type { PaystackStandIn } from '../test/paystack-stand-in.js';
import type { SmtpStandIn } from '../test/smtp-stand-in.js';
import type { Instance } from './instances.js';

/** How a shopper goes through the checkout; each exercises a path that must not lose or double an order. */
export type Journey =
  /** Pays on delivery; the placement is sent again with the same Idempotency-Key (a retry after a timeout). */
  | 'on_delivery_retried'
  /** Pays on delivery, the button pressed twice: two placements with one key at once, on both instances. */
  | 'on_delivery_double_press'
  /** Pays now, places the order, and Paystack's webhook for the payment arrives twice. */
  | 'pay_now_with_webhooks'
  /** Pays now and closes the tab: only the webhook (delivered twice) turns the payment into an order. */
  | 'pay_now_tab_closed';

const JOURNEYS: Journey[] = [
  'on_delivery_retried',
  'pay_now_with_webhooks',
  'on_delivery_double_press',
  'pay_now_tab_closed',
];

export interface ShopperOutcome {
  email: string;
  journey: Journey;
  /** The order ids the API answered the shopper's placements with (all the same one when it works). */
  placedOrderIds: number[];
  /** The payment reference of a Pay Now journey, settled as paid at the provider. */
  paidReference?: string;
  idempotencyKey?: string;
  /** Milliseconds the first answered placement took. */
  placementMs?: number;
  /** Why the journey stopped before an order (a sold-out product is a legitimate answer). */
  stoppedAt?: string;
}

export interface ShopperRun {
  instances: Instance[];
  smtp: SmtpStandIn;
  paystack: PaystackStandIn;
  productIds: number[];
  shoppers: number;
  /** Journeys running at once. */
  concurrency: number;
  seed: number;
  /**
   * Sets this run's shoppers apart from an earlier run's: their e-mails and addresses. Redis keeps rate-limit
   * counters for minutes, across the databases of consecutive runs.
   */
  runId: string;
  /** Called as each shopper finishes, with how many have. */
  onFinished?: (finished: number) => void | Promise<void>;
}

/** A small seeded generator, so a run makes the same choices every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`answered ${status}: ${JSON.stringify(body)}`);
  }
}

/**
 * The shoppers' side of the wire: each request goes to an instance picked at random, as a load balancer spreads
 * them, and one that cannot connect (an instance that died) goes to another a moment later, as a balancer
 * retries on a healthy backend. Nothing else is retried: every answer is the API's.
 */
function client(instances: Instance[], next: () => number, address: string) {
  return async function request<Body>(
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Body> {
    // A string is sent as it is (a signed webhook's bytes); anything else as JSON.
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    let lastError: unknown;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const instance = instances[Math.floor(next() * instances.length)] as Instance;
      try {
        const response = await fetch(`${instance.origin}/api/v1/${path}`, {
          method,
          headers: {
            'x-forwarded-for': address,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          ...(payload === undefined ? {} : { body: payload }),
        });
        const text = await response.text();
        const parsed = text ? (JSON.parse(text) as unknown) : undefined;
        if (!response.ok) throw new ApiError(response.status, parsed);
        return parsed as Body;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    throw new Error(`No instance answered ${method} ${path}: ${String(lastError)}`);
  };
}

/**
 * The code of the latest verification e-mail to `email`. A shopper whose code does not come (its e-mail was being
 * sent by the instance that died) asks for another, as the page's "Resend code" does once its cooldown allows.
 */
async function emailedCode(
  smtp: SmtpStandIn,
  email: string,
  resend: () => Promise<unknown>,
): Promise<string> {
  for (let waited = 0; waited < 150_000; waited += 100) {
    const latest = smtp
      .to(email)
      .filter((mail) => /verification code$/.test(mail.subject))
      .at(-1);
    const code = latest?.subject.match(/^\d{6}/)?.[0];
    if (code) return code;
    if (waited > 0 && waited % 15_000 === 0) await resend().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code reached ${email}`);
}

interface Session {
  user: { id: number };
  tokens: { access: string };
}

async function shop(run: ShopperRun, index: number, next: () => number): Promise<ShopperOutcome> {
  const journey = JOURNEYS[index % JOURNEYS.length] as Journey;
  const email = `shopper.${run.runId}.${index}@proof.example.ng`;
  const outcome: ShopperOutcome = { email, journey, placedOrderIds: [] };
  const runByte = Number.parseInt(run.runId.slice(0, 2), 16) || 0;
  const address = `10.${runByte}.${(index >> 8) & 255}.${index & 255}`;
  const request = client(run.instances, next, address);
  const password = 'Green#Farm1';

  await request('POST', 'accounts/signup/', {
    body: { name: 'Ada Obi', email, gender: 'F', country: 'NG', phone_number: '+2348021234567', password },
  });
  const session = await request<Session>('POST', 'accounts/verify-email/', {
    body: {
      email,
      otp_code: await emailedCode(run.smtp, email, () =>
        request('POST', 'accounts/resend-otp/', { body: { email } }),
      ),
    },
  });
  const token = session.tokens.access;
  await request('PATCH', 'accounts/edit/', { token, body: { address: '12 Palm Grove Road', city: 'Abuja' } });
  const product = run.productIds[Math.floor(next() * run.productIds.length)] as number;
  try {
    await request('POST', 'products/cart/', {
      token,
      body: { product, quantity: 1 + Math.floor(next() * 2) },
    });
  } catch (error) {
    outcome.stoppedAt = `cart: ${String(error)}`;
    return outcome;
  }
  try {
    // Collected at the farm, on the day with the most places left: the run measures orders, not a full slot.
    const slots = await request<{ results: { id: string; available: number }[] }>(
      'GET',
      'delivery/slots/?method=pickup',
    );
    const roomiest = slots.results.reduce<{ id: string; available: number } | undefined>(
      (best, slot) => (slot.available > (best?.available ?? 0) ? slot : best),
      undefined,
    );
    if (!roomiest) throw new Error('no pickup slot has room');
    await request('PUT', 'products/cart/delivery/', { token, body: { method: 'pickup', slot: roomiest.id } });
  } catch (error) {
    outcome.stoppedAt = `delivery: ${String(error)}`;
    return outcome;
  }

  const idempotencyKey = `proof-${run.runId}-${index}`;
  outcome.idempotencyKey = idempotencyKey;
  const place = async (body: object) => {
    const started = performance.now();
    const order = await request<{ id: number }>('POST', 'products/orders/', {
      token,
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    outcome.placementMs ??= performance.now() - started;
    outcome.placedOrderIds.push(order.id);
  };
  const webhook = (reference: string) => {
    const event = run.paystack.chargeSuccess(reference);
    return request('POST', 'payments/paystack/webhook/', {
      body: event.body,
      headers: { 'x-paystack-signature': event.signature },
    });
  };

  try {
    if (journey === 'on_delivery_retried') {
      await place({ payment_method: 'on_delivery' });
      await place({ payment_method: 'on_delivery' });
    } else if (journey === 'on_delivery_double_press') {
      await Promise.all([place({ payment_method: 'on_delivery' }), place({ payment_method: 'on_delivery' })]);
    } else {
      const payment = await request<{ reference: string }>('POST', 'products/paystack-initialize-payment/', {
        token,
      });
      run.paystack.settle(payment.reference);
      outcome.paidReference = payment.reference;
      if (journey === 'pay_now_with_webhooks') {
        await place({ payment_method: 'pay_now', reference: payment.reference });
      }
      await webhook(payment.reference);
      await webhook(payment.reference);
    }
  } catch (error) {
    outcome.stoppedAt = `checkout: ${String(error)}`;
  }
  return outcome;
}

/** Runs `shoppers` journeys, `concurrency` at a time; answers each shopper's outcome. */
export async function driveShoppers(run: ShopperRun): Promise<ShopperOutcome[]> {
  const next = random(run.seed);
  const outcomes: ShopperOutcome[] = [];
  let started = 0;
  const worker = async () => {
    while (started < run.shoppers) {
      const index = started;
      started += 1;
      outcomes[index] = await shop(run, index, random(run.seed * 1_000 + index + Math.floor(next() * 1_000)));
      await run.onFinished?.(outcomes.filter(Boolean).length);
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  return outcomes;
}
