import { type CartDelivery, FIRST_PAGE, PAGE_SIZES } from '@farmkit/contract';
import { useEffect, useState } from 'react';
import { useCart } from '../../../api/cart';
import { useProfile } from '../../../api/profile';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../paths';
import { RequireSession } from '../../root/RequireSession';
import { ShopPage } from '../layout/ShopPage';
import { Checkout } from './Checkout';
import { OrderSummary } from './OrderSummary';
import './CheckoutPage.css';

// My Order lists every line: one page holds a cart of up to this many products.
const ORDER_PAGE_SIZE = PAGE_SIZES.checkout;

/** /homepage/checkout: My Order, Delivery, Payment Information and Proceed, for a signed-in shopper. */
export function CheckoutPage() {
  return (
    <ShopPage
      title="Checkout"
      description="Review your order, say how and when it should come, and choose how to pay."
      trail={[{ label: 'My Cart', href: paths.cart }, { label: 'Checkout' }]}
    >
      <h1 className="shop-page-heading">Checkout</h1>
      <RequireSession>
        <CartCheckout />
      </RequireSession>
    </ShopPage>
  );
}

function CartCheckout() {
  const [page, setPage] = useState(FIRST_PAGE);
  const cart = useCart(page, ORDER_PAGE_SIZE);
  const profile = useProfile();
  // The checkout starts from the cart as the server has it now, not from a cached copy being refreshed, and
  // keeps that start while My Order pages or refreshes (the machine reads its input once).
  const settled = cart.isSuccess && !cart.isFetching ? cart.data : undefined;
  const [start, setStart] = useState<{ count: number; delivery: CartDelivery }>();
  useEffect(() => {
    if (settled) setStart((started) => started ?? { count: settled.count, delivery: settled.delivery });
  }, [settled]);

  if (start === undefined || cart.data === undefined || profile.data === undefined) {
    return cart.isError || profile.isError ? (
      <LoadError
        what="your order"
        onRetry={() => {
          void cart.refetch();
          void profile.refetch();
        }}
      />
    ) : (
      <p className="checkout-loading" role="status">
        Loading your order…
      </p>
    );
  }
  return (
    <Checkout
      itemCount={start.count}
      startingDelivery={start.delivery}
      cartDelivery={cart.data.delivery}
      profile={profile.data}
      summary={
        <OrderSummary cart={cart.data} page={page} pageSize={ORDER_PAGE_SIZE} onPageChange={setPage} />
      }
    />
  );
}
