import { ProductRow } from '@farmkit/ui/product-grid';
import { SkeletonCard } from '@farmkit/ui/skeleton-card';
import { useSimilarProducts } from '../../../api/products';
import { ProductCardLink } from '../../../components/ProductCardLink';
import './SimilarProducts.css';

const TITLE = 'Similar Items You Might Like';
const SKELETON_COUNT = 4;

interface SimilarProductsProps {
  /** The viewed product's category; undefined while that product loads. */
  category: string | undefined;
  excludeId: number;
}

/** Other products of the same category, in a row; nothing at all when there are none. */
export function SimilarProducts({ category, excludeId }: SimilarProductsProps) {
  const similar = useSimilarProducts(category, excludeId);
  if (similar.isError || similar.data?.length === 0) return null;

  return (
    <div className="similar-products">
      <h2 className="similar-products-title">{TITLE}</h2>
      {similar.data ? (
        <ProductRow aria-label={TITLE}>
          {similar.data.map((product) => (
            <ProductCardLink key={product.id} product={product} />
          ))}
        </ProductRow>
      ) : (
        <div className="similar-products-loading" role="status" aria-label="Loading similar items">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
            <SkeletonCard key={index} />
          ))}
        </div>
      )}
    </div>
  );
}
