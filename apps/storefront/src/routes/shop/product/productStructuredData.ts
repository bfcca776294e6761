import { type Product, toDecimalText } from '@farmkit/contract';
import { paths } from '../../../paths';

/** schema.org `Product` of a product page, so a search result can show its price and whether it is in stock. */
export function productStructuredData(
  product: Product,
  { absoluteUrl, currency }: { absoluteUrl: (path: string) => string; currency: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    sku: String(product.id),
    ...(product.image ? { image: absoluteUrl(product.image) } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(paths.product(product.id)),
      price: toDecimalText(product.price),
      priceCurrency: currency,
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
  };
}
