import { useImageFallback } from '@farmkit/ui/image-fallback';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { fallbackImage } from './fallbackImage.js';
import { STAND_IN_ATTRIBUTE } from './standInsForBrokenPictures.js';
import '../theme.css';
import './ProductCard.css';

export interface ProductCardProps extends Omit<LinkProps, 'children' | 'className' | 'style' | 'href'> {
  /** Where the card leads: the whole card is the click target of one link named after the product. */
  href: string;
  name?: string | null;
  price?: number | null;
  /** Image URL; a built-in illustration shows when it is missing or fails to load. */
  image?: string | null;
  /** Other widths of the image (`srcset`), so a phone downloads a small one. */
  imageSrcSet?: string;
  /** How wide the card's image shows (`sizes`), for choosing from `imageSrcSet`; by default, the kit's ProductGrid. */
  imageSizes?: string;
  /**
   * The words of the button look-alike at the bottom of the card ("Add to Cart"). The whole card is one link to
   * the product, so they are decoration, hidden from screen readers.
   */
  callToAction?: string;
  /** Shown when the product has no name. */
  fallbackName?: string;
  /** A short word on availability under the price ("Only 2 left", "Sold out"), in the warning colour. */
  note?: ReactNode;
  /** ISO 4217 code of the prices; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale the prices are written in; the shop's by default. */
  locale?: string;
  imageLoading?: 'lazy' | 'eager';
}

/** Intrinsic size of the square picture, so the browser reserves its box before it loads. */
const IMAGE_SIZE = 480;
/** A card's width in ProductGrid: 2 columns on a phone, 3 from 36rem, 4 from 56rem, in a page at most 75rem wide. */
const GRID_CARD_SIZES = '(min-width: 75rem) 18rem, (min-width: 56rem) 25vw, (min-width: 36rem) 33vw, 50vw';

export function ProductCard({
  name,
  price,
  image,
  imageSrcSet,
  imageSizes = GRID_CARD_SIZES,
  callToAction = 'Add to Cart',
  fallbackName = 'Product Name',
  currency,
  locale,
  imageLoading = 'lazy',
  note,
  ...linkProps
}: ProductCardProps) {
  const picture = useImageFallback(image);
  const money = useMoneyFormatter({ currency, locale });
  const amount = typeof price === 'number' && Number.isFinite(price) ? price : 0;

  // The link holds only the product name, so its accessible name is the name, and a stretched
  // pseudo-element makes the whole card its click target (the "block link" card pattern): the price and
  // the button look-alike stay readable in a screen reader's reading order without bloating the link.
  return (
    <div className="fk-ProductCard">
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not a user interaction. */}
      <img
        className="fk-ProductCard-image"
        src={picture.src ?? fallbackImage}
        {...(picture.src && { [STAND_IN_ATTRIBUTE]: '' })}
        srcSet={picture.src ? imageSrcSet : undefined}
        sizes={picture.src && imageSrcSet ? imageSizes : undefined}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading={imageLoading}
        decoding="async"
        ref={picture.ref}
        onError={picture.onError}
      />
      <div className="fk-ProductCard-body">
        <Link {...linkProps} className="fk-ProductCard-link">
          {name?.trim() || fallbackName}
        </Link>
        <span className="fk-ProductCard-price">{money(amount)}</span>
        {note && <span className="fk-ProductCard-note">{note}</span>}
        <span className="fk-ProductCard-action" aria-hidden="true">
          {callToAction}
        </span>
      </div>
    </div>
  );
}
