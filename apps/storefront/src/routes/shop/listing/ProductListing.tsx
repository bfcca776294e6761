import { countPages, PAGE_SIZES } from '@farmkit/contract';
import { Pager } from '@farmkit/ui/pager';
import { ProductGrid } from '@farmkit/ui/product-grid';
import { SkeletonGrid } from '@farmkit/ui/skeleton-card';
import type { ReactNode } from 'react';
import { useProducts } from '../../../api/products';
import { LoadError } from '../../../components/LoadError';
import { ProductCardLink } from '../../../components/ProductCardLink';
import { usePageInRange } from './usePageInRange';
import { usePageHref, usePageParam } from './usePageParam';
import './ProductListing.css';

// Every shop grid (home, search, category) pages by the home page's size.
const PAGE_SIZE = PAGE_SIZES.home;
const SKELETON_COUNT = 12;
/** Cards in the first rows load their image at once; the rest wait until they scroll near. */
const EAGER_IMAGES = 4;

interface ProductListingProps {
  /** Names the grid for assistive technology, e.g. 'Products' or 'Poultry products'. */
  label: string;
  name?: string;
  category?: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
}

/** One page of products as a grid of cards, with the pager; the page number lives in the URL. */
export function ProductListing({ label, name, category, empty }: ProductListingProps) {
  const [page, setPage] = usePageParam();
  const pageHref = usePageHref();
  const products = useProducts({ page, pageSize: PAGE_SIZE, name, category });

  const movingPage = usePageInRange(page, setPage, products, PAGE_SIZE);

  if (products.isPending || movingPage) {
    return <SkeletonGrid count={SKELETON_COUNT} label="Loading products" />;
  }
  if (products.isError) {
    return <LoadError what="the products" onRetry={() => void products.refetch()} />;
  }
  const { results, count } = products.data;
  if (results.length === 0) return empty;

  return (
    <div className="product-listing" aria-busy={products.isPlaceholderData}>
      <ProductGrid aria-label={label}>
        {results.map((product, index) => (
          <ProductCardLink
            key={product.id}
            product={product}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          />
        ))}
      </ProductGrid>
      {/* Links: they work on the server's HTML, which the browser does not hydrate here (listingIslands.tsx). */}
      <Pager page={page} pageCount={countPages(count, PAGE_SIZE)} pageHref={pageHref} />
    </div>
  );
}
