export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { ProductRow, type ProductRowProps } from './ProductRow';
