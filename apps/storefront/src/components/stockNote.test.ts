import { describe, expect, it } from 'vitest';
import { cartLineMaxQuantity, cartLineStockNote, stockNote } from './stockNote';

describe('stockNote', () => {
  it('says sold out at 0, how many are left at or below the threshold, nothing above it', () => {
    expect(stockNote({ stock: 0, low_stock_threshold: 5 })).toBe('Sold out');
    expect(stockNote({ stock: 1, low_stock_threshold: 5 })).toBe('Only 1 left');
    expect(stockNote({ stock: 5, low_stock_threshold: 5 })).toBe('Only 5 left');
    expect(stockNote({ stock: 6, low_stock_threshold: 5 })).toBeNull();
  });
});

describe('cartLineMaxQuantity', () => {
  it('stops at the stock, but never below what the line holds', () => {
    expect(cartLineMaxQuantity(1, 5)).toBe(5);
    expect(cartLineMaxQuantity(2, 1)).toBe(2);
    expect(cartLineMaxQuantity(1, 0)).toBe(1);
    expect(cartLineMaxQuantity(1, 5000)).toBe(999);
  });
});

describe('cartLineStockNote', () => {
  it('speaks only when the line holds more than the farm has', () => {
    expect(cartLineStockNote(2, 0)).toBe('Sold out');
    expect(cartLineStockNote(4, 3)).toBe('Only 3 left');
    expect(cartLineStockNote(3, 3)).toBeNull();
  });
});
