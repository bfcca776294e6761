import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { ProductSearch } from './ProductSearch';

/** The shop header's parts that answer in the browser (ShopHeader.tsx); the rest of it is links. */
export const headerIslands = {
  'header-search': ProductSearch,
  'header-cart': CartLink,
  'header-account': AccountMenu,
};
