'use client';

export {
  DEFAULT_SHOP_FORMAT,
  type ShopFormat,
  ShopFormatProvider,
  type ShopFormatProviderProps,
  useMoneyFormatter,
  useShopFormat,
} from './ShopFormat.js';
