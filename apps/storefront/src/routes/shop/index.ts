// The shop area: loaded as one chunk, on the first visit to /homepage/*.
export { CartPage } from './cart/CartPage';
export { HomePage } from './home/HomePage';
export { ShopLayout } from './layout/ShopLayout';
export { ProductPage } from './product/ProductPage';
export { CategoryPage } from './search/CategoryPage';
export { SearchPage } from './search/SearchPage';
