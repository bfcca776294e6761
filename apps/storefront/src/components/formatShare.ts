/**
 * A share from 0 to 1 as a percentage in the shop's locale ("20%", "12.5%"): the first-order discount, as the
 * offers and the order totals word it. One decimal, so a rate such as 0.125 is not rounded to another offer.
 */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
