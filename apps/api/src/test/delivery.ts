import {
  type CartDelivery,
  DELIVERY_PATHS,
  type DeliverySlotList,
  ORDER_PATHS,
  parseSlotId,
} from '@farmkit/contract';
import { sql } from 'kysely';
import type { App } from '../app.js';

/** Where the shopper of `signUpReadyToOrder` has their orders delivered. */
export const DELIVERY_PROFILE = { address: '12 Palm Grove Road', city: 'Abuja' } as const;

/**
 * The tests' own delivery, beside the seed's: an area named as DELIVERY_PROFILE's city with no fee and no minimum,
 * served every day, and a window of it that takes 10,000 orders a day and closes at 23:59 the day before. So the
 * suites' orders cost what their goods cost, go where the profile says, and never fill a slot.
 */
export const TEST_DELIVERY = { areaId: 9001, windowId: 9001 } as const;

/** Adds the tests' area and window (TEST_DELIVERY) once; safe to call again, or twice at once. */
export async function addTestDelivery(app: App): Promise<void> {
  await app.db
    .insertInto('delivery_areas')
    .values({
      id: TEST_DELIVERY.areaId,
      name: DELIVERY_PROFILE.city,
      council: 'AMAC',
      fee_kobo: 0,
      min_order_kobo: 0,
      weekdays: '0,1,2,3,4,5,6',
      active: sql<boolean>`true`,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await app.db
    .insertInto('delivery_windows')
    .values({
      id: TEST_DELIVERY.windowId,
      method: 'delivery',
      starts: '08:00',
      ends: '18:00',
      weekdays: '0,1,2,3,4,5,6',
      capacity: 10_000,
      cutoff_days_before: 1,
      cutoff_time: '23:59',
      active: sql<boolean>`true`,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function inject<Body>(app: App, method: 'GET' | 'PUT', path: string, token?: string, body?: object) {
  const response = await app.inject({
    method,
    url: `/api/v1/${path}`,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Body };
}

/**
 * Chooses the tests' delivery for the shopper's cart through `PUT products/cart/delivery/`, to DELIVERY_PROFILE's
 * address: the last slot of the tests' window that GET delivery/slots/ offers (days ahead, so its cut-off is never
 * near, whatever the time of day, or the weekday, the suite runs on).
 */
export async function chooseTestDelivery(app: App, token: string): Promise<CartDelivery> {
  await addTestDelivery(app);
  const slots = await inject<DeliverySlotList>(
    app,
    'GET',
    `${DELIVERY_PATHS.slots}?method=delivery&area=${TEST_DELIVERY.areaId}`,
  );
  const slot = slots.body.results
    .filter((each) => parseSlotId(each.id)?.windowId === TEST_DELIVERY.windowId && each.available > 0)
    .at(-1);
  if (!slot) throw new Error(`no slot of the tests' window: ${JSON.stringify(slots)}`);
  const chosen = await inject<CartDelivery>(app, 'PUT', DELIVERY_PATHS.cartDelivery, token, {
    method: 'delivery',
    area: TEST_DELIVERY.areaId,
    slot: slot.id,
    address: DELIVERY_PROFILE.address,
  });
  if (chosen.status !== 200) throw new Error(`choosing the delivery answered ${chosen.status}`);
  return chosen.body;
}

/** The shoppers of signUpReadyToOrder, by access token: their account. */
const readyShoppers = new Map<string, number>();

export function keepReadyToOrder(token: string, userId: number): void {
  readyShoppers.set(token, userId);
}

const CHECKOUT_PATHS: readonly string[] = [
  ORDER_PATHS.orders,
  ORDER_PATHS.initializePayment,
  ORDER_PATHS.initializePaymentCorrectSpelling,
];

/**
 * Before a ready shopper's placement or Pay Now initialize (callApi): an order spends its slot (the cart keeps the
 * rest of its choice), so the tests' delivery is chosen again, as the checkout would ask the shopper to, and the
 * suites that place several orders for one shopper need not.
 */
export async function readyForCheckout(
  app: App,
  method: string,
  path: string,
  token?: string,
): Promise<void> {
  const userId = token === undefined ? undefined : readyShoppers.get(token);
  if (userId === undefined || method !== 'POST' || !CHECKOUT_PATHS.includes(path)) return;
  const choice = await app.db
    .selectFrom('cart_deliveries')
    .where('user_id', '=', userId)
    .select('window_id')
    .executeTakeFirst();
  if (choice?.window_id === null && token !== undefined) await chooseTestDelivery(app, token);
}
