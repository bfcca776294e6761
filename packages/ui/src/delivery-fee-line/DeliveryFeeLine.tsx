import { belowMinimumDetail, type DeliveryMethod } from '@farmkit/contract';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import type { HTMLAttributes, ReactNode } from 'react';
import { amountBelowMinimum, moneyText } from './moneyText.js';
import '../theme.css';
import './DeliveryFeeLine.css';

/** What the line needs of an area: the contract's DeliveryArea fits. */
export interface FeeLineArea {
  name: string;
  /** The delivery fee, in the shop's currency; 0 is free. */
  fee: number;
  /** The least subtotal delivered there; 0: none. */
  min_order: number;
}

export interface DeliveryFeeLineProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style' | 'children'> {
  /** How the order comes. */
  method: DeliveryMethod;
  /** The area delivered to; null (or left out) while the shopper has not chosen one. */
  area?: FeeLineArea | null;
  /** The cart's subtotal as the minimum order counts it (after the first-order discount); no notice without it. */
  subtotal?: number;
  /** @default (areaName) => `Delivery to ${areaName}` */
  deliveryLabel?: (areaName: string) => string;
  /** The line before an area is chosen. @default 'Delivery' */
  noAreaLabel?: string;
  /** Where the fee goes before an area is chosen. @default 'Choose an area' */
  noAreaFee?: string;
  /** @default 'Collection at the farm' */
  pickupLabel?: string;
  /** The word for a fee of 0. @default 'Free' */
  freeLabel?: string;
  /** The notice below an area's minimum, given the amount missing. @default belowMinimumDetail (the contract's) */
  belowMinimumMessage?: (missing: string, areaName: string) => ReactNode;
  /** ISO 4217 code of the amounts; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale the amounts are written in; the shop's by default. */
  locale?: string;
}

/**
 * The delivery line of a cart or checkout summary ("Delivery to Maitama ₦3,000", "Collection at the farm Free"), and,
 * while the subtotal is below the area's minimum order, what to add. The notice is a live region, so a shopper
 * changing quantities hears it come and go.
 */
export function DeliveryFeeLine({
  method,
  area,
  subtotal,
  deliveryLabel = (areaName) => `Delivery to ${areaName}`,
  noAreaLabel = 'Delivery',
  noAreaFee = 'Choose an area',
  pickupLabel = 'Collection at the farm',
  freeLabel = 'Free',
  belowMinimumMessage = belowMinimumDetail,
  currency,
  locale,
  ...props
}: DeliveryFeeLineProps) {
  const money = useMoneyFormatter({ currency, locale });
  const delivered = method === 'delivery' ? area : undefined;
  const missing = delivered && subtotal !== undefined ? amountBelowMinimum(subtotal, delivered.min_order) : 0;

  let label: string;
  let fee: string;
  if (method === 'pickup') {
    label = pickupLabel;
    fee = freeLabel;
  } else if (delivered) {
    label = deliveryLabel(delivered.name);
    fee = delivered.fee > 0 ? moneyText(money, delivered.fee) : freeLabel;
  } else {
    label = noAreaLabel;
    fee = noAreaFee;
  }

  return (
    <div {...props} className="fk-DeliveryFeeLine">
      <div className="fk-DeliveryFeeLine-row">
        <span className="fk-DeliveryFeeLine-label">{label}</span>
        <span
          className="fk-DeliveryFeeLine-fee"
          data-pending={!delivered && method === 'delivery' ? '' : undefined}
        >
          {fee}
        </span>
      </div>
      {/* Always in the page, so assistive technology announces the notice when it appears in it. */}
      <div className="fk-DeliveryFeeLine-notice" role="status">
        {delivered && missing > 0 && (
          <p className="fk-DeliveryFeeLine-minimum">
            {belowMinimumMessage(moneyText(money, missing), delivered.name)}
          </p>
        )}
      </div>
    </div>
  );
}
