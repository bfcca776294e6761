import { MAX_CART_QUANTITY, type Product } from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { Button } from '@farmkit/ui/button';
import { QuantityStepper } from '@farmkit/ui/quantity-stepper';
import { useEffect, useRef, useState } from 'react';
import { useAddToCart } from '../../../api/cart';
import { stockNote } from '../../../components/stockNote';
import { useShopNavigation } from '../../../navigation';
import { paths } from '../../../paths';
import type { SignInRequest } from '../../../session/returnPath';
import { useErrorReport } from '../../../toasts/useErrorToast';
import { useToast } from '../../../toasts/useToast';
import { type AddRequest, type PendingAddState, pendingAdd } from './pendingAdd';
import './ProductPurchase.css';

type PurchaseFacts = Pick<Product, 'id' | 'stock' | 'low_stock_threshold'>;

interface ProductPurchaseProps {
  product: PurchaseFacts;
}

/** What the purchase needs of a product, and no more: an island's props travel in the page's HTML. */
export const purchaseFacts = ({ id, stock, low_stock_threshold }: Product): PurchaseFacts => ({
  id,
  stock,
  low_stock_threshold,
});

/**
 * The quantity, ADD TO CART and BUY NOW of a product page, with how few are left; nothing to press once sold
 * out. A signed-out shopper is sent to /login with the add noted in this page's history state; back here after
 * signing in, the add is finished.
 */
export function ProductPurchase({ product }: ProductPurchaseProps) {
  const productId = product.id;
  const session = useSession();
  const { location, navigate } = useShopNavigation();
  const toast = useToast();
  const showError = useErrorReport();
  const addToCart = useAddToCart();
  const waiting = pendingAdd(location.state, productId);
  const [quantity, setQuantity] = useState(waiting?.quantity ?? 1);
  const [next, setNext] = useState<AddRequest['next']>(waiting?.next ?? 'stay');

  const add = (request: AddRequest) => {
    setNext(request.next);
    addToCart.mutate(
      { product: request.productId, quantity: request.quantity },
      {
        onSuccess: () => {
          if (request.next === 'checkout') navigate(paths.checkout);
          else toast.success('Added to Cart!');
        },
        // A session that ran out on the way asks for a login too, and the add is finished after it.
        onError: (error) => showError(error, { pendingAdd: request } satisfies PendingAddState),
      },
    );
  };

  const press = (requested: AddRequest['next']) => {
    const request: AddRequest = { productId, quantity, next: requested };
    if (session.status === 'signedIn') {
      add(request);
      return;
    }
    const here = { ...location, state: { pendingAdd: request } satisfies PendingAddState };
    navigate(paths.login, { state: { from: here } satisfies SignInRequest });
  };

  // Finishes the add that waited for the sign-in, once: the note leaves the history entry first, so
  // going back to this page later does not add the product again.
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!waiting || session.status !== 'signedIn' || finished.current === location.key) return;
    finished.current = location.key;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      {
        replace: true,
        state: null,
      },
    );
    add(waiting);
  });

  const busy = addToCart.isPending;
  const soldOut = product.stock <= 0;
  const note = stockNote(product);
  // Until a reload has restored the session, a press could not tell adding from signing in.
  const undecided = session.status === 'restoring';

  return (
    <div className="product-purchase">
      {note && (
        <p className="product-purchase-stock" data-sold-out={soldOut || undefined}>
          {note}
        </p>
      )}
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        max={Math.max(1, Math.min(MAX_CART_QUANTITY, product.stock))}
        isDisabled={soldOut}
      />
      <div className="product-purchase-actions">
        <Button
          variant="secondary"
          onPress={() => press('stay')}
          isPending={busy && next === 'stay'}
          isDisabled={soldOut || undecided || (busy && next !== 'stay')}
          pendingLabel="Adding to cart"
        >
          ADD TO CART
        </Button>
        <Button
          onPress={() => press('checkout')}
          isPending={busy && next === 'checkout'}
          isDisabled={soldOut || undecided || (busy && next !== 'checkout')}
          pendingLabel="Adding to cart"
        >
          BUY NOW
        </Button>
      </div>
    </div>
  );
}
