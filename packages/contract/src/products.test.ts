import { describe, expect, it } from 'vitest';
import { isLowStock, stockLevel } from './products.js';

describe('isLowStock', () => {
  it('is at or below the product’s own threshold, sold out included', () => {
    expect(isLowStock({ stock: 5, low_stock_threshold: 5 })).toBe(true);
    expect(isLowStock({ stock: 0, low_stock_threshold: 5 })).toBe(true);
    expect(isLowStock({ stock: 6, low_stock_threshold: 5 })).toBe(false);
    expect(isLowStock({ stock: 0, low_stock_threshold: 0 })).toBe(true);
    expect(isLowStock({ stock: 1, low_stock_threshold: 0 })).toBe(false);
  });
});

describe('stockLevel', () => {
  it('tells sold out, a few left, or nothing', () => {
    expect(stockLevel({ stock: 0, low_stock_threshold: 5 })).toEqual({ kind: 'soldOut' });
    expect(stockLevel({ stock: 3, low_stock_threshold: 5 })).toEqual({ kind: 'few', left: 3 });
    expect(stockLevel({ stock: 40, low_stock_threshold: 5 })).toEqual({ kind: 'plenty' });
  });
});
