import { siteBanners } from '../../../site/banners';
import { type Banner, BannerCarousel } from './BannerCarousel';

/**
 * The home page's slides (site/banners.ts): the first-order offer's last, worded with `discount` ("20%"), only
 * while the shop offers one (null: it does not).
 */
export function homeSlides(discount: string | null): readonly Banner[] {
  const { slides, firstOrderOffer: offer } = siteBanners;
  return discount === null ? slides : [...slides, { ...offer, title: offer.title(discount) }];
}

/**
 * The home page's banners, an island of it: the page hands it the discount as it words it from the shop's settings,
 * so the browser hydrates it with the very text the server wrote.
 */
export function HomeBanners({ discount }: { discount: string | null }) {
  return <BannerCarousel banners={homeSlides(discount)} label="Highlights" />;
}
