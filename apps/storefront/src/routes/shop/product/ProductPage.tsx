import { useMoneyFormatter, useShopFormat } from '@farmkit/ui/shop-format';
import { useParams } from 'react-router';
import { isNotFound } from '../../../api/errors';
import { useProduct } from '../../../api/products';
import { Island } from '../../../components/Island';
import { LoadError } from '../../../components/LoadError';
import { useAbsoluteUrl } from '../../../components/serverPage';
import { parseProductId, paths } from '../../../paths';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ShopPage } from '../layout/ShopPage';
import { ProductImage } from './ProductImage';
import { ProductPurchase, purchaseFacts } from './ProductPurchase';
import { productStructuredData } from './productStructuredData';
import { SimilarProducts } from './SimilarProducts';
import './ProductPage.css';

export function ProductPage() {
  const id = parseProductId(useParams().id);
  return id === undefined ? <NotFoundPage /> : <ProductDetails id={id} />;
}

function ProductDetails({ id }: { id: number }) {
  const product = useProduct(id);
  const absoluteUrl = useAbsoluteUrl();
  const { currency } = useShopFormat();
  const money = useMoneyFormatter();

  if (isNotFound(product.error)) return <NotFoundPage />;
  const name = product.data?.name || 'Product Name';

  return (
    <ShopPage
      title={product.data ? name : 'Product'}
      description={product.data?.description || 'A product of the farm.'}
      openGraph={{
        type: 'product',
        image: product.data?.image,
        structuredData: product.data && productStructuredData(product.data, { absoluteUrl, currency }),
      }}
      trail={[{ label: 'Product', href: paths.home }, { label: product.data ? name : 'Loading…' }]}
    >
      {product.isPending ? (
        <ProductDetailsSkeleton />
      ) : product.isError ? (
        <LoadError what="this product" onRetry={() => void product.refetch()} />
      ) : (
        <article className="product-details">
          {/* An island: a picture that fails to load gives way to the plain tile. */}
          <Island
            name="product-image"
            component={ProductImage}
            props={{ src: product.data.image, alt: name }}
          />
          <div className="product-details-text">
            <p className="product-details-category">{product.data.category}</p>
            <h1 className="product-details-name">{name}</h1>
            <p className="product-details-price">{money(product.data.price || 0)}</p>
            <p className="product-details-description">{product.data.description}</p>
            {/* Keyed: a similar item opened from here starts again at quantity 1. */}
            <Island
              key={id}
              name="product-purchase"
              component={ProductPurchase}
              props={{ product: purchaseFacts(product.data) }}
            />
          </div>
        </article>
      )}
      <SimilarProducts category={product.data?.category} excludeId={id} />
    </ShopPage>
  );
}

function ProductDetailsSkeleton() {
  return (
    <div className="product-details product-details-skeleton" role="status" aria-label="Loading product">
      <div className="product-details-skeleton-block product-details-skeleton-image" />
      <div className="product-details-text">
        <div className="product-details-skeleton-block product-details-skeleton-line" />
        <div className="product-details-skeleton-block product-details-skeleton-title" />
        <div className="product-details-skeleton-block product-details-skeleton-line" />
        <div className="product-details-skeleton-block product-details-skeleton-paragraph" />
      </div>
    </div>
  );
}
