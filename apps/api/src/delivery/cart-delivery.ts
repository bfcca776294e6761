import {
  belowMinimumDetail,
  type CartDelivery,
  type CartDeliveryPayload,
  DELIVERY_ERROR_CODES,
  DELIVERY_ERROR_DETAILS,
  fromKobo,
  parseSlotId,
} from '@farmkit/contract';
import type { Kysely, Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import type { Shop } from '../config.js';
import type { Database } from '../db/database.js';
import {
  type AreaRow,
  activeArea,
  activePickupPoint,
  type CartChoiceRow,
  findCartChoice,
  saveCartChoice,
  toDeliveryArea,
} from './delivery.repository.js';
import type { DeliveryPlan } from './delivery-plan.js';
import { weekdayOf } from './slot-times.js';
import { findSlot, type SlotContext } from './slots.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What checking a choice needs: the slots' clock and format, and the shop's money as its refusals write it. */
export interface DeliveryContext extends SlotContext {
  formatMoney(amount: number): string;
}

/** The context of the shop's checks at `now`: its time zone and locale for slots, its money for refusals. */
export function deliveryContext(shop: Shop, now: Date): DeliveryContext {
  return { now, format: { locale: shop.locale, timeZone: shop.timeZone }, formatMoney: shop.formatMoney };
}

type DeliveryRefusal = keyof typeof DELIVERY_ERROR_DETAILS;
const STATUS: Record<DeliveryRefusal, 400 | 409> = {
  choiceMissing: 400,
  slotUnavailable: 409,
  areaUnavailable: 400,
  addressMissing: 400,
  pickupUnavailable: 400,
};

/** A refusal of the cart's choice, in the contract's shape (400, or 409 for a slot full or closed). */
export function deliveryRefused(reason: DeliveryRefusal): ApiFailure {
  return new ApiFailure(STATUS[reason], {
    detail: DELIVERY_ERROR_DETAILS[reason],
    code: DELIVERY_ERROR_CODES[reason],
  });
}

/**
 * `PUT products/cart/delivery/`: keeps the shopper's choice once it can be ordered as it is: an area offered and
 * served on the slot's weekday, with an address (delivery), or a pickup point offered (pickup); a slot of that
 * method not past its cut-off and not full. The minimum order is checked at checkout, when the cart is final.
 */
export async function chooseCartDelivery(
  db: Db,
  userId: number,
  payload: CartDeliveryPayload,
  context: SlotContext,
): Promise<void> {
  const { method } = payload;
  const address = payload.address?.trim() ?? '';
  const slot = parseSlotId(payload.slot);
  let area: AreaRow | undefined;
  if (method === 'delivery') {
    area = payload.area === undefined ? undefined : await activeArea(db, payload.area);
    if (!area || (slot && !area.weekdays.includes(weekdayOf(slot.date)))) {
      throw deliveryRefused('areaUnavailable');
    }
    if (!address) throw deliveryRefused('addressMissing');
  } else if ((await activePickupPoint(db)) === null) {
    throw deliveryRefused('pickupUnavailable');
  }
  const found = slot && (await findSlot(db, { method, ...slot, area, exceptUserId: userId }, context));
  if (!slot || !found || found.available === 0) throw deliveryRefused('slotUnavailable');
  await saveCartChoice(db, {
    userId,
    method,
    areaId: area?.id ?? null,
    windowId: slot.windowId,
    date: slot.date,
    address: method === 'delivery' ? address : '',
    landmark: payload.landmark?.trim() ?? '',
    note: payload.note?.trim() ?? '',
  });
}

/** The cart's choice as the cart page shows it: its area if still offered, its slot if it can still be chosen. */
export async function cartDeliveryOf(
  db: Db,
  userId: number,
  context: SlotContext,
): Promise<{ delivery: CartDelivery; area: AreaRow | undefined }> {
  const choice = await findCartChoice(db, userId);
  if (!choice) return { delivery: null, area: undefined };
  const area =
    choice.method === 'delivery' && choice.area_id !== null
      ? await activeArea(db, choice.area_id)
      : undefined;
  const slot = await slotOfChoice(db, choice, area, context);
  return {
    delivery: {
      method: choice.method,
      area: area ? toDeliveryArea(area) : null,
      slot: slot ?? null,
      address: choice.address,
      landmark: choice.landmark,
      note: choice.note,
    },
    area,
  };
}

function slotOfChoice(
  db: Db,
  choice: CartChoiceRow,
  area: AreaRow | undefined,
  context: SlotContext,
  options: { lock?: boolean; exceptUserId?: number } = {},
) {
  if (choice.window_id === null || choice.slot_date === null) return Promise.resolve(undefined);
  if (choice.method === 'delivery' && !area) return Promise.resolve(undefined);
  return findSlot(
    db,
    { method: choice.method, windowId: choice.window_id, date: choice.slot_date, area, ...options },
    context,
  );
}

/** The delivery fee the cart's choice adds, and the least it must come to (after discount), in kobo. */
export async function cartDeliveryCharges(
  db: Db,
  userId: number,
): Promise<{ feeKobo: number; minOrderKobo: number }> {
  const choice = await findCartChoice(db, userId);
  if (choice?.method !== 'delivery' || choice.area_id === null) return { feeKobo: 0, minOrderKobo: 0 };
  const area = await activeArea(db, choice.area_id);
  return { feeKobo: area?.feeKobo ?? 0, minOrderKobo: area?.minOrderKobo ?? 0 };
}

/**
 * The plan the order (or the Pay Now payment) copies from the cart's choice, checked as the checkout needs it, in
 * the caller's transaction: a choice with a slot, its area still offered (with an address) and the goods after
 * discount at its minimum, or the pickup point still offered; its slot open and not full, its window locked
 * (PostgreSQL) so two shoppers never both take its last place. Throws the refusal (deliveryRefused, or
 * below_minimum_order).
 */
export async function planCartDelivery(
  trx: Db,
  userId: number,
  goods: { subtotalKobo: number; discountKobo: number },
  context: DeliveryContext,
): Promise<DeliveryPlan> {
  const choice = await findCartChoice(trx, userId);
  if (!choice || choice.window_id === null || choice.slot_date === null)
    throw deliveryRefused('choiceMissing');
  let area: AreaRow | undefined;
  let address: string;
  if (choice.method === 'delivery') {
    area = choice.area_id === null ? undefined : await activeArea(trx, choice.area_id);
    if (!area?.weekdays.includes(weekdayOf(choice.slot_date))) throw deliveryRefused('areaUnavailable');
    if (!choice.address.trim()) throw deliveryRefused('addressMissing');
    const missingKobo = area.minOrderKobo - (goods.subtotalKobo - goods.discountKobo);
    if (missingKobo > 0) {
      throw new ApiFailure(400, {
        detail: belowMinimumDetail(context.formatMoney(fromKobo(missingKobo)), area.name),
        code: DELIVERY_ERROR_CODES.belowMinimum,
      });
    }
    address = choice.address;
  } else {
    const pickup = await activePickupPoint(trx);
    if (pickup === null) throw deliveryRefused('pickupUnavailable');
    address = pickup.address;
  }
  const slot = await slotOfChoice(trx, choice, area, context, { lock: true, exceptUserId: userId });
  if (!slot || slot.available === 0) throw deliveryRefused('slotUnavailable');
  return {
    method: choice.method,
    areaId: area?.id ?? null,
    areaName: area?.name ?? null,
    council: area?.council ?? null,
    windowId: choice.window_id,
    date: choice.slot_date,
    startsAt: slot.starts_at,
    endsAt: slot.ends_at,
    landmark: choice.landmark,
    note: choice.note,
    feeKobo: area?.feeKobo ?? 0,
    address,
    city: area?.name ?? '',
  };
}

/**
 * Whether a plan's slot still has a place, its window locked first (PostgreSQL): Pay Now's initialize asks again
 * in the transaction that records the payment and holds the place, `userId`'s own unpaid holds not counted.
 */
export async function slotStillFree(
  trx: Transaction<Database>,
  plan: DeliveryPlan,
  userId: number,
  context: SlotContext,
): Promise<boolean> {
  if (plan.windowId === null || plan.date === null) return false;
  const slot = await findSlot(
    trx,
    {
      method: plan.method,
      windowId: plan.windowId,
      date: plan.date,
      area: undefined,
      lock: true,
      exceptUserId: userId,
    },
    context,
  );
  return slot !== undefined && slot.available > 0;
}
