import { describe, expect, it } from 'vitest';
import { firstOrderDiscountKobo } from './orders.js';

describe('firstOrderDiscountKobo', () => {
  it('takes the given share off, in whole kobo, half a kobo up', () => {
    expect(firstOrderDiscountKobo(10_660_000, 0.2)).toBe(2_132_000);
    expect(firstOrderDiscountKobo(12_345, 0.2)).toBe(2469);
    expect(firstOrderDiscountKobo(12_345, 0.1)).toBe(1235);
    expect(firstOrderDiscountKobo(999, 0.125)).toBe(125);
  });

  it('gives nothing at rate 0 and everything at rate 1', () => {
    expect(firstOrderDiscountKobo(12_345, 0)).toBe(0);
    expect(firstOrderDiscountKobo(12_345, 1)).toBe(12_345);
  });

  it.each([-0.1, 1.5, 20, Number.NaN])('refuses the rate %s', (rate) => {
    expect(() => firstOrderDiscountKobo(12_345, rate)).toThrow(RangeError);
  });
});
