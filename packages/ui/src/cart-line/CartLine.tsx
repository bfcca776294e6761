import { useImageFallback } from '@farmkit/ui/image-fallback';
import { QuantityStepper, type QuantityStepperProps } from '@farmkit/ui/quantity-stepper';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { TrashIcon } from '../icons/TrashIcon.js';
// Relative on purpose: the subpath would also pull in ProductCard's stylesheet.
import { fallbackImage } from '../product-card/fallbackImage.js';
import '../theme.css';
import './CartLine.css';

/**
 * The line's own element takes the DOM props (`id`, `aria-describedby`, `data-*`, `onBlur` when focus leaves
 * the line, ...); `quantityProps` reaches its QuantityStepper (a form `name`, `aria-describedby`, ...).
 */
export interface CartLineProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style' | 'children'> {
  /** The product's name, shown on the line and naming its controls. */
  name: string;
  description?: string;
  /** Image URL; a neutral illustration replaces a missing or broken one. */
  image?: string | null;
  /** Price of one unit. */
  price: number;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Accessible name of the delete button. */
  removeLabel?: (name: string) => string;
  /** Accessible name of the quantity field. */
  quantityLabel?: (name: string) => string;
  /** The product page; the name becomes a link. */
  href?: string;
  /** While the cart saves a change: the controls are disabled and the line is marked busy. */
  isPending?: boolean;
  maxQuantity?: number;
  /** A word on the line the shopper must see, such as how few are left; read out when it appears. */
  note?: ReactNode;
  /** ISO 4217 code of the price; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale the price is written in; the shop's by default. */
  locale?: string;
  /** More props of the quantity field; its value, bounds, label and disabled state are the line's. */
  quantityProps?: Omit<
    QuantityStepperProps,
    'value' | 'onChange' | 'max' | 'label' | 'hideLabel' | 'isDisabled'
  >;
}

const defaultRemoveLabel = (name: string) => `Remove ${name}`;
const defaultQuantityLabel = (name: string) => `Quantity of ${name}`;

/** One product in the cart: image, name, description, quantity stepper, line price and a delete button. */
export function CartLine({
  name,
  description,
  image,
  price,
  quantity,
  onQuantityChange,
  onRemove,
  removeLabel = defaultRemoveLabel,
  quantityLabel = defaultQuantityLabel,
  href,
  isPending,
  maxQuantity,
  note,
  currency,
  locale,
  quantityProps,
  ...props
}: CartLineProps) {
  const picture = useImageFallback(image);
  const money = useMoneyFormatter({ currency, locale });
  const unit = Number.isFinite(price) ? price : 0;

  return (
    <div
      {...props}
      className="fk-CartLine"
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
    >
      <div className="fk-CartLine-row">
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not a user interaction. */}
        <img
          className="fk-CartLine-image"
          src={picture.src ?? fallbackImage}
          alt=""
          width={72}
          height={72}
          decoding="async"
          ref={picture.ref}
          onError={picture.onError}
        />
        <div className="fk-CartLine-texts">
          {href ? (
            <Link className="fk-CartLine-name" href={href}>
              {name}
            </Link>
          ) : (
            <span className="fk-CartLine-name">{name}</span>
          )}
          {description && <p className="fk-CartLine-description">{description}</p>}
          <p className="fk-CartLine-note" role="status">
            {note}
          </p>
        </div>
        <div className="fk-CartLine-quantity">
          <QuantityStepper
            {...quantityProps}
            value={quantity}
            onChange={onQuantityChange}
            max={maxQuantity}
            label={quantityLabel(name)}
            hideLabel
            isDisabled={isPending}
          />
        </div>
        <span className="fk-CartLine-price">{money(unit * quantity)}</span>
        <Button
          className="fk-CartLine-remove"
          aria-label={removeLabel(name)}
          onPress={onRemove}
          isDisabled={isPending}
        >
          <TrashIcon />
        </Button>
      </div>
    </div>
  );
}
