import { FIRST_PAGE, MAX_PAGE_SIZE } from '@farmkit/contract';
import { useState } from 'react';
import { useCart } from '../../../api/cart';
import { useOrders } from '../../../api/orders';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../paths';
import { RequireSession } from '../../account/RequireSession';
import { ShopPage } from '../ShopPage';
import { Checkout } from './Checkout';
import { OrderSummary } from './OrderSummary';
import './CheckoutPage.css';

// My Order lists every line: one page holds a cart of up to this many products.
const ORDER_PAGE_SIZE = MAX_PAGE_SIZE;

/** /homepage/checkout: My Order, Payment Information and Proceed, for a signed-in shopper. */
export function CheckoutPage() {
  return (
    <ShopPage
      title="Checkout"
      description="Review your order and choose how to pay."
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
  // The first-order discount applies while the shopper has no order yet.
  const orders = useOrders(FIRST_PAGE, 1);
  const [startingCount, setStartingCount] = useState<number>();
  // The checkout starts from the cart as the server has it now, not from a cached copy being refreshed.
  if (startingCount === undefined && cart.isSuccess && !cart.isFetching) setStartingCount(cart.data.count);

  // The totals wait for the answer on the discount, so they never change under the shopper's eyes.
  if (startingCount === undefined || cart.data === undefined || orders.isPending) {
    return cart.isError ? (
      <LoadError what="your cart" onRetry={() => void cart.refetch()} />
    ) : (
      <p className="checkout-loading" role="status">
        Loading your order…
      </p>
    );
  }
  return (
    <Checkout
      itemCount={startingCount}
      summary={
        <OrderSummary
          cart={cart.data}
          page={page}
          pageSize={ORDER_PAGE_SIZE}
          onPageChange={setPage}
          isFirstOrder={orders.data?.count === 0}
        />
      }
    />
  );
}
