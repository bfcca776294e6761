// The shop area: loaded as one chunk, on the first visit to /homepage/*.
export { CartPage } from './CartPage';
export { CategoryPage } from './CategoryPage';
export { HomePage } from './HomePage';
export { ProductPage } from './ProductPage';
export { SearchPage } from './SearchPage';
export { ShopLayout } from './ShopLayout';
