import { ProductGrid } from '@farmkit/ui/product-grid';
import { VisuallyHidden } from 'react-aria-components';
import { SkeletonCard } from './SkeletonCard.js';

export interface SkeletonGridProps {
  /** How many placeholder cards to show. */
  count?: number;
  /** Announced to screen readers while loading. */
  label?: string;
}

/** A ProductGrid of placeholder cards, announced once as a loading status. */
export function SkeletonGrid({ count = 12, label = 'Loading products' }: SkeletonGridProps) {
  return (
    <div className="fk-SkeletonGrid" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {/* The label says it all: the empty list of placeholders is noise to a screen reader. */}
      <div aria-hidden="true">
        <ProductGrid>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
            <SkeletonCard key={index} />
          ))}
        </ProductGrid>
      </div>
    </div>
  );
}
