import type { MoneyFormatter } from '@farmkit/ui/money';

/**
 * An amount as the delivery texts write it: whole units (`₦3,000`), or to the kobo when it has some (`₦1,999.50`),
 * so a shortfall is never rounded to less than the shopper must add.
 */
export function moneyText(money: MoneyFormatter, amount: number): string {
  return money(amount, { fractionDigits: Number.isInteger(amount) ? 0 : 2 });
}

/**
 * How much more a subtotal needs to reach an area's minimum order, in whole hundredths; 0 when it is there (or the
 * area has none).
 */
export function amountBelowMinimum(subtotal: number, minOrder: number): number {
  const missingKobo = Math.round(minOrder * 100) - Math.round(subtotal * 100);
  return missingKobo > 0 ? missingKobo / 100 : 0;
}
