/**
 * Money, the one way every part of the shop writes and counts it. The API speaks amounts in whole units (naira,
 * with up to two decimals) and keeps them as whole hundredths (kobo), so sums never meet floating point.
 */

/** The currency of an amount and how to write it. */
export interface MoneyFormat {
  /** ISO 4217 currency code ('NGN'). */
  currency: string;
  /** BCP 47 locale used for the symbol, separators and digit grouping ('en-NG'). */
  locale: string;
}

/** The money when a shop names none: naira, written in Nigerian English. */
export const DEFAULT_MONEY_FORMAT: Readonly<MoneyFormat> = Object.freeze({
  currency: 'NGN',
  locale: 'en-NG',
});

export interface FormatMoneyOptions extends Partial<MoneyFormat> {
  /** Digits after the decimal point; whole amounts by default. */
  fractionDigits?: number;
}

/** Writes an amount in one currency and locale: whole units by default, or `fractionDigits` decimals. */
export type MoneyFormatter = (amount: number, options?: { fractionDigits?: number }) => string;

/** Amounts are kept in hundredths (kobo): the most decimals an amount has, and what an exact amount shows. */
const HUNDREDTHS_DIGITS = 2;
const HUNDREDTHS_PER_UNIT = 10 ** HUNDREDTHS_DIGITS;

// Building an Intl.NumberFormat is far slower than using one, and a product grid formats dozens of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount of money, by default in DEFAULT_MONEY_FORMAT without decimals: `formatMoney(12500)` gives
 * `₦12,500`. Screens use the shop's format instead (useMoneyFormatter, from @farmkit/ui/shop-format).
 */
export function formatMoney(
  amount: number,
  {
    currency = DEFAULT_MONEY_FORMAT.currency,
    locale = DEFAULT_MONEY_FORMAT.locale,
    fractionDigits = 0,
  }: FormatMoneyOptions = {},
): string {
  return formatterFor(currency, locale, fractionDigits).format(amount);
}

/** A formatter of one shop's money: `createMoneyFormatter({ currency: 'USD', locale: 'en-US' })(5)` gives `$5`. */
export function createMoneyFormatter({ currency, locale }: MoneyFormat): MoneyFormatter {
  return (amount, { fractionDigits = 0 } = {}) =>
    formatterFor(currency, locale, fractionDigits).format(amount);
}

/**
 * `money` writing every amount to the hundredth, `₦12,500.00`: how totals, discounts, refunds and payments are
 * written, since they may hold kobo that whole units would round away (a price list shows whole units instead).
 */
export function withHundredths(money: MoneyFormatter): (amount: number) => string {
  return (amount) => money(amount, { fractionDigits: HUNDREDTHS_DIGITS });
}

/**
 * An amount in whole units (naira, at most 2 decimals) as whole hundredths (kobo). Rounded, since the double
 * nearest a decimal amount is rarely exact: 19.99 * 100 is 1998.9999999999998.
 */
export function toKobo(amount: number): number {
  return Math.round(amount * HUNDREDTHS_PER_UNIT);
}

/** Whole hundredths (kobo) as an amount in whole units: the double nearest the decimal amount. */
export function fromKobo(kobo: number): number {
  return kobo / HUNDREDTHS_PER_UNIT;
}

/** Whether an amount has at most 2 decimals, so it is a whole number of kobo (the float error of `* 100` aside). */
export function hasWholeKobo(amount: number): boolean {
  const kobo = amount * HUNDREDTHS_PER_UNIT;
  return Math.abs(kobo - Math.round(kobo)) < 1e-6;
}

/**
 * An amount as plain decimal text to the hundredth, without symbol or grouping (`12500.00`): what a spreadsheet
 * reads as a number, and what schema.org's `price` asks for.
 */
export function toDecimalText(amount: number): string {
  return amount.toFixed(HUNDREDTHS_DIGITS);
}
