import { showStandInsForBrokenPictures } from '@farmkit/ui/product-card';
import { createRoot } from 'react-dom/client';
import type { IslandFrameProps, IslandSet } from '../../../islandSet';
import { createToastQueues, ToastQueuesProvider } from '../../../toasts/ToastQueues';
import { ToastArea, ToastRegion } from '../../../toasts/ToastRegion';
import { headerIslands } from '../layout/headerIslands';
import { ShopIslandFrame } from '../ShopIslandFrame';
import { ProductImage } from './ProductImage';
import { ProductPurchase } from './ProductPurchase';

/** The queues of the page's toasts: the purchase island posts to them, the overlay shows them. */
const toastQueues = createToastQueues();

function ProductIslandFrame({ children, format }: IslandFrameProps) {
  // `format` is the server's; ShopIslandFrame reads the page's in the browser.
  return (
    <ShopIslandFrame format={format}>
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

/**
 * What a product page hydrates: the header's islands, the picture (its stand-in when it fails) and the purchase
 * (quantity, ADD TO CART, BUY NOW).
 */
export default {
  islands: { ...headerIslands, 'product-image': ProductImage, 'product-purchase': ProductPurchase },
  Frame: ProductIslandFrame,
  setUp: () => {
    // The toasts the purchase posts show in a root of their own, outside every island.
    createRoot(document.body.appendChild(document.createElement('div'))).render(<ProductToasts />);
    // The similar items are server-rendered cards.
    showStandInsForBrokenPictures();
  },
} satisfies IslandSet;
