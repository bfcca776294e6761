import { describe, expect, it } from 'vitest';
import { firstOrderDiscount } from './firstOrderDiscount';

describe('firstOrderDiscount', () => {
  it('takes 20% off the subtotal', () => {
    expect(firstOrderDiscount(4800)).toBe(960);
    expect(firstOrderDiscount(0)).toBe(0);
  });

  it('rounds to the kobo as the server does', () => {
    expect(firstOrderDiscount(4999.99)).toBe(1000);
    expect(firstOrderDiscount(0.03)).toBe(0.01);
  });
});
