import { useShopSettings } from '../api/shop';
import { formatShare } from './formatShare';

/**
 * The shop's first-order discount as its offers word it ("20%"), or null when it offers none, or until its
 * settings have come: an offer is shown only once the API has said what it is.
 */
export function useFirstOrderDiscount(): string | null {
  const settings = useShopSettings().data;
  const discount = settings?.first_order_discount;
  return settings && discount ? formatShare(discount.rate, settings.locale) : null;
}
