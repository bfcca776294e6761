import { addDays } from '../db/shop-days.js';

/**
 * A slot's times: its day is the shop's (YYYY-MM-DD), its hours are HH:MM on the shop's wall clock (SHOP_TIME_ZONE);
 * both become instants here, so a slot starts at 09:00 in the shop whatever the server's own zone.
 */

const MINUTE_MS = 60_000;

/** How a slot is written: the shop's locale and time zone (ShopConfig's). */
export interface SlotFormat {
  locale: string;
  timeZone: string;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the clock of `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant the shop's wall clock reads `time` (HH:MM) on `day`. */
export function wallInstant(timeZone: string, day: string, time: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const guess = asUtc - offsetMinutes(timeZone, asUtc) * MINUTE_MS;
  return new Date(asUtc - offsetMinutes(timeZone, guess) * MINUTE_MS);
}

/** The weekday of a shop day: 0 Sunday to 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Weekdays as the tables keep them, "1,2,3,4,5,6". */
export function parseWeekdays(text: string): number[] {
  return text
    .split(',')
    .filter((each) => each.trim() !== '')
    .map(Number);
}

export interface WindowTimes {
  starts: string;
  ends: string;
  cutoff_days_before: number;
  cutoff_time: string;
}

/** When a window's slot on `day` starts and ends, and when ordering for it closes. */
export function slotTimes(timeZone: string, window: WindowTimes, day: string) {
  return {
    startsAt: wallInstant(timeZone, day, window.starts),
    endsAt: wallInstant(timeZone, day, window.ends),
    closesAt: wallInstant(timeZone, addDays(day, -window.cutoff_days_before), window.cutoff_time),
  };
}

/** "Sat 29 Nov, 9:00–13:00": the day in the shop's words, the hours on its clock. */
export function slotLabel(
  { locale, timeZone }: SlotFormat,
  day: string,
  startsAt: Date,
  endsAt: Date,
): string {
  const dayParts = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayParts.find((each) => each.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${part('weekday')} ${part('day')} ${part('month')}, ${time.format(startsAt)}–${time.format(endsAt)}`;
}
