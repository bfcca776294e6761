// The shop's money on the root element of a page of islands: the server writes it (serverHtml.ts) as it renders
// the islands in it (entry-server.tsx), and an island frame reads it back in the browser to hydrate them in the same
// (ShopIslandFrame.tsx).
import type { MoneyFormat } from '@farmkit/contract';
import { escapeHtml } from './escapeHtml';

/** The attributes of the root element that say the shop's money. */
export const moneyFormatAttributes = ({ currency, locale }: MoneyFormat) =>
  ` data-currency="${escapeHtml(currency)}" data-locale="${escapeHtml(locale)}"`;

/** In the browser, the shop's money that the server wrote on the page's root element; nothing on the server. */
export function moneyFormatOnPage(): MoneyFormat | undefined {
  if (typeof document === 'undefined') return undefined;
  const { currency, locale } = document.getElementById('root')?.dataset ?? {};
  return currency && locale ? { currency, locale } : undefined;
}
