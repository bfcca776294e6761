export interface FormatMoneyOptions {
  /** ISO 4217 currency code. */
  currency?: string;
  /** BCP 47 locale used for the symbol, separators and digit grouping. */
  locale?: string;
  /** Digits after the decimal point; whole amounts by default. */
  fractionDigits?: number;
}

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

/** Formats an amount of money, by default in naira without decimals: `formatMoney(12500)` gives `₦12,500`. */
export function formatMoney(
  amount: number,
  { currency = 'NGN', locale = 'en-NG', fractionDigits = 0 }: FormatMoneyOptions = {},
): string {
  return formatterFor(currency, locale, fractionDigits).format(amount);
}
