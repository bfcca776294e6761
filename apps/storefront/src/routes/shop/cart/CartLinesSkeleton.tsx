import { PAGE_SIZES } from '@farmkit/contract';

/** Placeholders in the shape of a page of cart lines, while the cart loads. */
export function CartLinesSkeleton() {
  return (
    <div className="cart-skeleton" role="status" aria-label="Loading your cart">
      {Array.from({ length: PAGE_SIZES.cart }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className="cart-skeleton-line" aria-hidden="true">
          <div className="cart-skeleton-bone cart-skeleton-image" />
          <div className="cart-skeleton-texts">
            <div className="cart-skeleton-bone cart-skeleton-name" />
            <div className="cart-skeleton-bone cart-skeleton-description" />
          </div>
          <div className="cart-skeleton-bone cart-skeleton-stepper" />
        </div>
      ))}
    </div>
  );
}
