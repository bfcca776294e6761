import type { MoneyFormatter } from '@farmkit/ui/money';
import { describe, expect, it } from 'vitest';
import { amountBelowMinimum, moneyText } from './moneyText';

describe('amountBelowMinimum', () => {
  it('gives what a subtotal lacks to reach the minimum', () => {
    expect(amountBelowMinimum(13000, 15000)).toBe(2000);
  });

  it('gives 0 at or above the minimum, and for an area with none', () => {
    expect(amountBelowMinimum(15000, 15000)).toBe(0);
    expect(amountBelowMinimum(20000, 15000)).toBe(0);
    expect(amountBelowMinimum(0, 0)).toBe(0);
  });

  it('counts kobo exactly, without floating-point dust', () => {
    expect(amountBelowMinimum(14999.9, 15000)).toBe(0.1);
    expect(amountBelowMinimum(0.1 + 0.2, 1)).toBe(0.7);
  });
});

describe('moneyText', () => {
  // The kit's formatter, built here: the package's unit tests run without the contract's build.
  const naira: MoneyFormatter = (amount, { fractionDigits = 0 } = {}) =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);

  it('writes whole amounts without decimals', () => {
    expect(moneyText(naira, 2000)).toBe('₦2,000');
  });

  it('writes an amount with kobo to the kobo, never rounding a shortfall down', () => {
    expect(moneyText(naira, 1999.5)).toBe('₦1,999.50');
  });
});
