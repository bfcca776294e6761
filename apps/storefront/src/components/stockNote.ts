import { MAX_CART_QUANTITY, type Product, stockLevel } from '@farmkit/contract';

/** What the shop says of a product's stock: "Sold out", "Only 3 left", or nothing while there are plenty. */
export function stockNote(product: Pick<Product, 'stock' | 'low_stock_threshold'>): string | null {
  const level = stockLevel(product);
  if (level.kind === 'soldOut') return 'Sold out';
  return level.kind === 'few' ? `Only ${level.left} left` : null;
}

/**
 * How high a cart line's stepper goes: no further than the stock, but never below the quantity it holds, so the
 * stepper shows the line's real quantity (which the price is of) and can only come down from it.
 */
export function cartLineMaxQuantity(quantity: number, stock: number): number {
  return Math.max(quantity, Math.min(MAX_CART_QUANTITY, stock));
}

/** What a cart line says when the farm no longer has the units it holds (another shopper bought them). */
export function cartLineStockNote(quantity: number, stock: number): string | null {
  if (stock <= 0) return 'Sold out';
  return quantity > stock ? `Only ${stock} left` : null;
}
