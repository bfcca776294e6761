import type { CartPage } from '@farmkit/contract';
import { DeliveryFeeLine } from '@farmkit/ui/delivery-fee-line';

/**
 * The cart's delivery line, once it holds a choice: its fee, and what the cart lacks of the area's minimum order
 * (the minimum counts the subtotal after the first-order discount, as the server does).
 */
export function CartDeliveryFee({ cart }: { cart: Pick<CartPage, 'delivery' | 'subtotal' | 'discount'> }) {
  if (!cart.delivery) return null;
  return (
    <DeliveryFeeLine
      method={cart.delivery.method}
      area={cart.delivery.area}
      subtotal={cart.subtotal - cart.discount}
    />
  );
}
