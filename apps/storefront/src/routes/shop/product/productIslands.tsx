import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandSet } from '../../../islandSets';
import { createToastQueues, ToastQueuesProvider } from '../../../toasts/ToastQueues';
import { ToastArea, ToastRegion } from '../../../toasts/ToastRegion';
import { headerIslands } from '../layout/headerIslands';
import { ShopIslandFrame } from '../ShopIslandFrame';
import { ProductPurchase } from './ProductPurchase';

/** The queues of the page's toasts: the purchase island posts to them, the overlay shows them. */
const toastQueues = createToastQueues();

function ProductIslandFrame({ children }: { children: ReactNode }) {
  return (
    <ShopIslandFrame>
      <ToastQueuesProvider queues={toastQueues}>
        <ToastArea area="shop">{children}</ToastArea>
      </ToastQueuesProvider>
    </ShopIslandFrame>
  );
}

function ProductToasts() {
  return (
    <ToastQueuesProvider queues={toastQueues}>
      <ToastRegion area="shop">{null}</ToastRegion>
    </ToastQueuesProvider>
  );
}

/** What a product page hydrates: the header's islands and the purchase (quantity, ADD TO CART, BUY NOW). */
export default {
  islands: { ...headerIslands, 'product-purchase': ProductPurchase },
  Frame: ProductIslandFrame,
  // The toasts the purchase posts show in a root of their own, outside every island.
  setUp: () => createRoot(document.body.appendChild(document.createElement('div'))).render(<ProductToasts />),
} satisfies IslandSet;
