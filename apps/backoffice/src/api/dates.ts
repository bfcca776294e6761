import { SHOP_TIME_ZONE } from '@farmkit/contract';
import { useShopFormat } from '@farmkit/ui/shop-format';
import { useMemo } from 'react';
import { useShopFormatSettings } from './staff';

/** How the back-office writes a moment or a day: in the shop's locale and time zone, whatever the device says. */
export interface ShopDates {
  /** The day of an instant: `28 Nov 2026`. Anything that is not a date comes back unchanged. */
  date(iso: string): string;
  /** An instant to the minute: `28 Nov 2026, 14:05`. */
  dateTime(iso: string): string;
  /** The time of day of an instant, on the shop's 24-hour clock: `14:05`. */
  time(iso: string): string;
  /** The day of an instant in full, for a sheet's heading: `Saturday, 28 November 2026`. */
  fullDate(iso: string): string;
  /** A shop day as the API names it (YYYY-MM-DD), already the shop's: `28 Nov 2026`. */
  day(day: string): string;
  /** A shop day in few characters, for a chart's axis: `28 Nov`. */
  shortDay(day: string): string;
  /** The shop's day now, as the API names days (YYYY-MM-DD): a day picker's default, whatever the device's zone. */
  today(): string;
}

/** The formatters of a locale and time zone (Intl's; a day is written at its noon in UTC, so no zone moves it). */
export function shopDates(locale: string, timeZone: string): ShopDates {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // en-CA writes a day as ISO does, YYYY-MM-DD: the API's form, in the shop's zone.
  const isoDay = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const write = (format: Intl.DateTimeFormat, value: string) => {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : format.format(instant);
  };
  return {
    date: (iso) => write(date, iso),
    dateTime: (iso) => write(dateTime, iso),
    time: (iso) => write(time, iso),
    fullDate: (iso) => write(fullDate, iso),
    day: (value) => write(day, `${value}T12:00:00Z`),
    shortDay: (value) => write(shortDay, `${value}T12:00:00Z`),
    today: () => isoDay.format(new Date()),
  };
}

/**
 * The shop's date formatters: its locale (SHOP_LOCALE) and time zone (SHOP_TIME_ZONE) as `admin/shop/` answers
 * them, which the back-office has loaded before any page shows (RequireStaff).
 */
export function useShopDates(): ShopDates {
  const { locale } = useShopFormat();
  const timeZone = useShopFormatSettings().data?.time_zone ?? SHOP_TIME_ZONE;
  return useMemo(() => shopDates(locale, timeZone), [locale, timeZone]);
}
