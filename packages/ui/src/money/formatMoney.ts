/** The currency of an amount and how to write it. */
export interface MoneyFormat {
  /** ISO 4217 currency code ('NGN'). */
  currency: string;
  /** BCP 47 locale used for the symbol, separators and digit grouping ('en-NG'). */
  locale: string;
}

/** The kit's money when a shop names none: naira, written in Nigerian English. */
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
 * `₦12,500`. Components use the shop's format instead (useMoneyFormatter, from @farmkit/ui/shop-format).
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
