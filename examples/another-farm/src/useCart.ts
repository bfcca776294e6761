import { firstOrderDiscountKobo, MAX_CART_QUANTITY } from '@farmkit/contract';
import { useState } from 'react';
import { type FarmProduct, products, site } from './site';

export interface CartLineState {
  product: FarmProduct;
  quantity: number;
}

const toPesewas = (cedis: number) => Math.round(cedis * 100);

/** The shopper's cart, kept in the page: this example has no server of its own. */
export function useCart() {
  const [lines, setLines] = useState<CartLineState[]>([
    { product: products[0] as FarmProduct, quantity: 1 },
    { product: products[1] as FarmProduct, quantity: 2 },
  ]);
  const subtotal = toPesewas(lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0));
  // The kit's rule, with this farm's rate (none).
  const discount = firstOrderDiscountKobo(subtotal, site.firstOrderDiscountRate);
  return {
    lines,
    subtotal: subtotal / 100,
    discount: discount / 100,
    total: (subtotal - discount) / 100,
    setQuantity: (id: string, quantity: number) =>
      setLines((current) =>
        current.map((line) =>
          line.product.id === id ? { ...line, quantity: Math.min(quantity, MAX_CART_QUANTITY) } : line,
        ),
      ),
    remove: (id: string) => setLines((current) => current.filter((line) => line.product.id !== id)),
  };
}
