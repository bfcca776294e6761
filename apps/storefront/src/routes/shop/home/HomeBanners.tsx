import { siteBanners } from '../../../site/banners';
import { BannerCarousel } from './BannerCarousel';

/** The home page's banners (site/banners.ts), an island of it. */
export function HomeBanners() {
  return <BannerCarousel banners={siteBanners} label="Highlights" />;
}
