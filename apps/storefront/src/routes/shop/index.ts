// The shop area: loaded as one chunk, on the first visit to /homepage/*. The product page and the cart are areas
// of their own (appRoutes.tsx).
export { HomePage } from './home/HomePage';
export { ShopLayout } from './layout/ShopLayout';
export { CategoryPage } from './search/CategoryPage';
export { SearchPage } from './search/SearchPage';
