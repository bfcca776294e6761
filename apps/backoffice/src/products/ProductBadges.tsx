import { type AdminProduct, isLowStock } from '@farmkit/contract';
import './ProductBadges.css';

/** Published or not, in words and colour: shoppers see only the published ones. */
export function PublishedBadge({ published }: Pick<AdminProduct, 'published'>) {
  return (
    <span className="bo-Badge" data-tone={published ? 'success' : 'neutral'}>
      {published ? 'Published' : 'Unpublished'}
    </span>
  );
}

/** The units in stock, marked "Low" at or below the product's threshold (and "Out" at none). */
export function StockLevel({ product }: { product: Pick<AdminProduct, 'stock' | 'low_stock_threshold'> }) {
  return (
    <span className="bo-StockLevel">
      {product.stock}
      {isLowStock(product) && (
        <span className="bo-Badge" data-tone={product.stock === 0 ? 'danger' : 'warning'}>
          {product.stock === 0 ? 'Out' : 'Low'}
        </span>
      )}
    </span>
  );
}
