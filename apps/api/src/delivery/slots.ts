import { type DeliveryMethod, type DeliverySlot, SLOT_DAYS_AHEAD, slotId } from '@farmkit/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { addDays, shopDays } from '../db/shop-days.js';
import {
  type AreaRow,
  activeWindow,
  activeWindows,
  placesTaken,
  takenIn,
  type WindowRow,
} from './delivery.repository.js';
import { type SlotFormat, slotLabel, slotTimes, weekdayOf } from './slot-times.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What working out slots needs: the shop's clock reading now, and how it writes days and hours. */
export interface SlotContext {
  now: Date;
  format: SlotFormat;
}

/** The shop days slots are offered on at `now`: today and the SLOT_DAYS_AHEAD - 1 after it. */
export function slotDays(timeZone: string, now: Date): string[] {
  const today = shopDays(timeZone).dayOf(now);
  return Array.from({ length: SLOT_DAYS_AHEAD }, (_, index) => addDays(today, index));
}

/**
 * The window's slot on `day` as the checkout shows it, or undefined when there is none to choose: not one of its
 * weekdays (or the area's), out of the days offered, or past its cut-off. `taken`: the places already taken.
 */
function slotOf(
  window: WindowRow,
  day: string,
  { now, format }: SlotContext,
  area: AreaRow | undefined,
  taken: number,
): DeliverySlot | undefined {
  const weekday = weekdayOf(day);
  if (!window.weekdays.includes(weekday)) return undefined;
  if (area && !area.weekdays.includes(weekday)) return undefined;
  if (!slotDays(format.timeZone, now).includes(day)) return undefined;
  const { startsAt, endsAt, closesAt } = slotTimes(format.timeZone, window, day);
  if (now.getTime() >= closesAt.getTime()) return undefined;
  return {
    id: slotId(window.id, day),
    date: day,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    label: slotLabel(format, day, startsAt, endsAt),
    available: Math.max(0, window.capacity - taken),
  };
}

/**
 * The slots of a method (for delivery, on the area's weekdays) from today to SLOT_DAYS_AHEAD days on, soonest
 * first, with the places each has left: full ones too (available 0), those past their cut-off left out.
 */
export async function listSlots(
  db: Db,
  method: DeliveryMethod,
  area: AreaRow | undefined,
  context: SlotContext,
): Promise<DeliverySlot[]> {
  const windows = await activeWindows(db, method);
  const days = slotDays(context.format.timeZone, context.now);
  const taken = await placesTaken(db, {
    windowIds: windows.map((window) => window.id),
    firstDay: days[0] ?? '',
    lastDay: days.at(-1) ?? '',
    now: context.now,
  });
  return days.flatMap((day) =>
    windows.flatMap((window) => {
      const slot = slotOf(window, day, context, area, takenIn(taken, window.id, day));
      return slot ? [slot] : [];
    }),
  );
}

/**
 * One slot, if it can be chosen now (see slotOf), with its places left, `exceptUserId`'s own unpaid holds not
 * counted. With `lock`, the window's row is locked for the caller's transaction first (activeWindow).
 */
export async function findSlot(
  db: Db,
  {
    method,
    windowId,
    date,
    area,
    lock = false,
    exceptUserId,
  }: {
    method: DeliveryMethod;
    windowId: number;
    date: string;
    area: AreaRow | undefined;
    lock?: boolean;
    exceptUserId?: number | undefined;
  },
  context: SlotContext,
): Promise<DeliverySlot | undefined> {
  const window = await activeWindow(db, windowId, { lock });
  if (!window || window.method !== method) return undefined;
  const taken = await placesTaken(db, {
    windowIds: [window.id],
    firstDay: date,
    lastDay: date,
    now: context.now,
    exceptUserId,
  });
  return slotOf(
    window,
    date,
    context,
    method === 'delivery' ? area : undefined,
    takenIn(taken, window.id, date),
  );
}
