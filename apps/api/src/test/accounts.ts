import type { Session, SignupPayload } from '@farmkit/contract';
import type { InjectOptions } from 'fastify';
import type { App } from '../app.js';
import type { RateLimitOverrides } from '../plugins/app/rate-limit.js';
import { DEFAULT_RATE_LIMITS } from '../routes/rate-limits.js';
import { chooseTestDelivery, DELIVERY_PROFILE, keepReadyToOrder } from './delivery.js';
import { latestCode } from './outbox.js';

export const PASSWORD = 'Green#Farm1';

/** Limits out of the way of tests about something else (every inject comes from one address). */
export const UNLIMITED: RateLimitOverrides = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((route) => [
    route,
    { perIp: { max: 10_000, timeWindowMs: 60_000 }, perAccount: { max: 10_000, timeWindowMs: 60_000 } },
  ]),
);

let sequence = 0;
/** An e-mail no other test of the run uses (Redis-backed limits outlive a run). */
export function uniqueEmail(label = 'shopper'): string {
  sequence += 1;
  return `${label}.${process.pid}.${Date.now()}.${sequence}@example.ng`;
}

export function signupPayload(email: string, password = PASSWORD): SignupPayload {
  return { name: 'Ada Obi', email, gender: 'F', country: 'NG', phone_number: '+2348021234567', password };
}

/** A JSON request to `/api/v1/accounts/<path>`, answered as status, body and headers. */
export async function call<Body = unknown>(
  app: App,
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/v1/accounts/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : undefined) as Body,
    headers: response.headers,
    cookies: response.cookies,
  };
}

/** Signs up, reads the code from the outbox and verifies: the customer's first session. */
export async function signUpVerified(app: App, email = uniqueEmail()): Promise<Session & { email: string }> {
  const signup = await call(app, 'POST', 'signup/', { body: signupPayload(email) });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const verified = await call<Session>(app, 'POST', 'verify-email/', {
    body: { email, otp_code: await latestCode(app, email) },
  });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return { ...verified.body, email };
}

export { DELIVERY_PROFILE } from './delivery.js';

/**
 * A verified shopper whose profile has everything an order needs: the sign-up's name and phone, and a delivery
 * address and city (an order paid on delivery, or a payment, is refused without them); and whose cart has a
 * delivery choice (chooseTestDelivery: no fee, no minimum, a slot that never fills), chosen again by callApi
 * before each placement or Pay Now initialize once an order spent its slot (keepReadyToOrder).
 */
export async function signUpReadyToOrder(
  app: App,
  email = uniqueEmail(),
): Promise<Session & { email: string }> {
  const session = await signUpVerified(app, email);
  await app.db.updateTable('users').set(DELIVERY_PROFILE).where('id', '=', session.user.id).execute();
  await chooseTestDelivery(app, session.tokens.access);
  keepReadyToOrder(session.tokens.access, session.user.id);
  return session;
}
