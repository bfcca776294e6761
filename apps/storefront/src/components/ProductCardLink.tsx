import type { Product } from '@farmkit/contract';
import { ProductCard } from '@farmkit/ui/product-card';
import { paths } from '../paths';

interface ProductCardLinkProps {
  product: Product;
  imageLoading?: 'eager' | 'lazy';
}

/** A catalogue product as a kit card leading to its page. */
export function ProductCardLink({ product, imageLoading = 'lazy' }: ProductCardLinkProps) {
  return (
    <ProductCard
      name={product.name}
      price={product.price}
      image={product.image}
      href={paths.product(product.id)}
      imageLoading={imageLoading}
    />
  );
}
