export { ProductGrid, type ProductGridProps } from './ProductGrid.js';
export { ProductRow, type ProductRowProps } from './ProductRow.js';
