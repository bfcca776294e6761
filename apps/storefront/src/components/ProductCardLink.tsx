import { type Product, productPictureSrcSet } from '@farmkit/contract';
import { ProductCard } from '@farmkit/ui/product-card';
import { paths } from '../paths';
import { stockNote } from './stockNote';

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
      imageSrcSet={productPictureSrcSet(product.image)}
      href={paths.product(product.id)}
      imageLoading={imageLoading}
      note={stockNote(product)}
    />
  );
}
