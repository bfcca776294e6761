import { FIRST_PAGE, PAGE_SIZES } from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { ProductGrid } from '@farmkit/ui/product-grid';
import { SkeletonCard } from '@farmkit/ui/skeleton-card';
import { useProducts } from '../../api/products';
import { LoadError } from '../../components/LoadError';
import { ProductCardLink } from '../../components/ProductCardLink';
import { paths } from '../../paths';
import { siteLanding } from '../../site/landing';
import { LandingSection } from './LandingSection';
import './StoreProducts.css';

/** The landing asks for a page of 10 and shows the first 4. */
const SHOWN = 4;

/** 'Shop our Online Store': the first products of the catalogue, each leading to its page. */
export function StoreProducts() {
  const { products: texts } = siteLanding;
  const products = useProducts({ page: FIRST_PAGE, pageSize: PAGE_SIZES.landing });
  return (
    <LandingSection
      title={texts.title}
      aside={<LinkButton href={paths.home}>{texts.storeButton}</LinkButton>}
    >
      {products.isPending ? (
        <div className="store-products-loading">
          <p role="status">Loading products...</p>
          {/* The status says it all: the placeholders only keep the section's height. */}
          <div aria-hidden="true">
            <ProductGrid>
              {Array.from({ length: SHOWN }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
                <SkeletonCard key={index} />
              ))}
            </ProductGrid>
          </div>
        </div>
      ) : products.isError ? (
        <LoadError what="the products" onRetry={() => void products.refetch()} />
      ) : products.data.results.length === 0 ? (
        <p className="store-products-empty">No products available.</p>
      ) : (
        <ProductGrid aria-label={texts.title}>
          {products.data.results.slice(0, SHOWN).map((product) => (
            <ProductCardLink key={product.id} product={product} />
          ))}
        </ProductGrid>
      )}
    </LandingSection>
  );
}
