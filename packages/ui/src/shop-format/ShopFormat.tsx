import {
  createMoneyFormatter,
  DEFAULT_MONEY_FORMAT,
  type MoneyFormat,
  type MoneyFormatter,
} from '@farmkit/ui/money';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * How one shop writes money and where its forms start. An app sets it once, around everything, with
 * ShopFormatProvider; the kit's money and phone components read it unless their own props say otherwise.
 */
export interface ShopFormat extends MoneyFormat {
  /** ISO 3166-1 alpha-2 code of the country a form starts at: the phone field's dial code ('NG'). */
  country: string;
}

/** The format without a ShopFormatProvider: naira, in Nigerian English, for Nigeria. */
export const DEFAULT_SHOP_FORMAT: Readonly<ShopFormat> = Object.freeze({
  ...DEFAULT_MONEY_FORMAT,
  country: 'NG',
});

const ShopFormatContext = createContext<Readonly<ShopFormat>>(DEFAULT_SHOP_FORMAT);

export interface ShopFormatProviderProps extends Partial<ShopFormat> {
  children?: ReactNode;
}

/**
 * Gives the kit components inside it the shop's currency, locale and country. What it leaves out comes from
 * the provider around it, or from DEFAULT_SHOP_FORMAT.
 */
export function ShopFormatProvider({ currency, locale, country, children }: ShopFormatProviderProps) {
  const outer = useContext(ShopFormatContext);
  const format = useMemo(
    () => ({
      currency: currency ?? outer.currency,
      locale: locale ?? outer.locale,
      country: country ?? outer.country,
    }),
    [currency, locale, country, outer],
  );
  return <ShopFormatContext value={format}>{children}</ShopFormatContext>;
}

/** The shop's format: the nearest ShopFormatProvider's, or DEFAULT_SHOP_FORMAT. */
export function useShopFormat(): Readonly<ShopFormat> {
  return useContext(ShopFormatContext);
}

/**
 * The shop's money formatter. A component whose props may name another currency or locale passes them; what
 * they leave out is the shop's.
 */
export function useMoneyFormatter({ currency, locale }: Partial<MoneyFormat> = {}): MoneyFormatter {
  const shop = useShopFormat();
  const resolvedCurrency = currency ?? shop.currency;
  const resolvedLocale = locale ?? shop.locale;
  return useMemo(
    () => createMoneyFormatter({ currency: resolvedCurrency, locale: resolvedLocale }),
    [resolvedCurrency, resolvedLocale],
  );
}
