import { LinkButton } from '@farmkit/ui/button';
import { Carousel } from '@farmkit/ui/carousel';
import { useCarouselAutoplay } from '../../../components/useCarouselAutoplay';
import './BannerCarousel.css';

export interface Banner {
  title: string;
  text: string;
  action: { label: string; href: string };
  /** A 1600×600 picture; the slide crops it to its own shape. */
  image: string;
}

/** The home page moves to the next banner every 2 seconds. */
const AUTOPLAY_DELAY = 2000;

/** The home page's banner slides, one at a time, with arrows and dots; after the last comes the first again. */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const autoplay = useCarouselAutoplay();
  return (
    <Carousel
      className="banner-carousel"
      aria-label={label}
      showArrows
      showDots
      dotsPlacement="over"
      autoplayInterval={autoplay ? AUTOPLAY_DELAY : undefined}
    >
      {banners.map((banner, index) => (
        <div key={banner.title} className="banner-slide">
          <img
            className="banner-slide-image"
            src={banner.image}
            alt=""
            width={1600}
            height={600}
            // The first banner is what a shopper sees first: fetch it at once.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          <div className="banner-slide-text">
            <p className="banner-slide-title">{banner.title}</p>
            <p className="banner-slide-body">{banner.text}</p>
            <LinkButton href={banner.action.href}>{banner.action.label}</LinkButton>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
