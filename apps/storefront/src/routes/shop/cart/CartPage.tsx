import {
  type CartLine as CartLineData,
  type CartPage as CartPageData,
  countPages,
  FIRST_PAGE,
  PAGE_SIZES,
} from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { CartLine } from '@farmkit/ui/cart-line';
import { Pager } from '@farmkit/ui/pager';
import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCart } from '../../../api/cart';
import { LoadError } from '../../../components/LoadError';
import { cartLineMaxQuantity, cartLineStockNote } from '../../../components/stockNote';
import { paths } from '../../../paths';
import type { SignInRequest } from '../../../session/returnPath';
import { useErrorToast } from '../../../toasts/useErrorToast';
import { useToast } from '../../../toasts/useToast';
import { itemCount } from '../layout/itemCount';
import { ShopPage } from '../layout/ShopPage';
import { usePageInRange } from '../listing/usePageInRange';
import { usePageParam } from '../listing/usePageParam';
import { CartLinesSkeleton } from './CartLinesSkeleton';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import { useLineRemoval } from './useLineRemoval';
import { useQuantityDrafts } from './useQuantityDrafts';
import './CartPage.css';

const PAGE_SIZE = PAGE_SIZES.cart;

/** /homepage/cart: the signed-in shopper's cart, six lines a page, with its subtotal and the way to checkout. */
export function CartPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ from: location } satisfies SignInRequest} />;
  }
  return (
    <ShopPage title="My Cart" description="The products in your cart." trail={[{ label: 'My Cart' }]}>
      <CartContents />
    </ShopPage>
  );
}

function CartContents() {
  const [page, setPage] = usePageParam();
  const cart = useCart(page, PAGE_SIZE);
  const toast = useToast();
  const showError = useErrorToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const quantities = useQuantityDrafts({
    onSaved: () => toast.success('Cart updated successfully!'),
    onFailed: showError,
  });
  const removal = useLineRemoval();
  // A deletion reloads the cart, and the page it emptied may be gone: the deletion itself moves back.
  const movingPage = usePageInRange(page, setPage, cart, PAGE_SIZE, removal.anyRemoving);

  const remove = (line: CartLineData, lines: CartLineData[]) => {
    const lastOnPage = lines.every((other) => other.id === line.id || removal.isRemoving(other.id));
    quantities.forget(line.id);
    removal.remove(line.id, {
      onRemoved: () => {
        toast.success('Deleted From Cart!');
        if (lastOnPage && page > FIRST_PAGE) setPage(page - 1, { replace: true });
        // The pressed button went with its line: keep the keyboard in the cart.
        if (document.activeElement === document.body) heading.current?.focus();
      },
      onFailed: showError,
    });
  };

  return (
    <>
      <h1 className="shop-page-heading cart-page-heading" ref={heading} tabIndex={-1}>
        My Cart
        {cart.data && !movingPage && (
          <span className="shop-page-heading-caption">{itemCount(cart.data.count)}</span>
        )}
      </h1>
      {cart.isPending || movingPage ? (
        <CartLinesSkeleton />
      ) : !cart.data ? (
        <LoadError what="your cart" onRetry={() => void cart.refetch()} />
      ) : cart.data.count === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page">
          <section className="cart-page-lines" aria-label="Cart items" aria-busy={cart.isPlaceholderData}>
            <ul className="cart-page-list">
              {cart.data.results.map((line, _, lines) => (
                <li key={line.id}>
                  <CartLine
                    name={line.product.name}
                    description={line.product.description}
                    image={line.product.image}
                    price={line.product.price}
                    href={paths.product(line.product.id)}
                    quantity={quantities.quantityOf(line)}
                    onQuantityChange={(quantity) => quantities.change(line.id, quantity)}
                    onRemove={() => remove(line, lines)}
                    isPending={removal.isRemoving(line.id)}
                    maxQuantity={cartLineMaxQuantity(quantities.quantityOf(line), line.product.stock)}
                    note={cartLineStockNote(quantities.quantityOf(line), line.product.stock)}
                  />
                </li>
              ))}
            </ul>
            <Pager page={page} pageCount={countPages(cart.data.count, PAGE_SIZE)} onPageChange={setPage} />
          </section>
          <CartSummary subtotal={subtotalWithDrafts(cart.data, quantities.quantityOf)} cart={cart.data} />
        </div>
      )}
    </>
  );
}

/** The whole cart's subtotal, with the quantities the shopper just chose and the server has yet to confirm. */
function subtotalWithDrafts(cart: CartPageData, quantityOf: (line: CartLineData) => number): number {
  return cart.results.reduce(
    (sum, line) => sum + (quantityOf(line) - line.quantity) * line.product.price,
    cart.subtotal,
  );
}
