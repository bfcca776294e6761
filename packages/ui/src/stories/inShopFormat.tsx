import type { Decorator } from '@storybook/react-vite';
import { ShopFormatProvider, type ShopFormatProviderProps } from '../shop-format';

/** A story's decorator that renders it inside another shop's format (its currency, locale or country). */
export function inShopFormat(format: Omit<ShopFormatProviderProps, 'children'>): Decorator {
  return (Story) => (
    <ShopFormatProvider {...format}>
      <Story />
    </ShopFormatProvider>
  );
}
