import { LinkButton } from '@farmkit/ui/button';
import type { KeyboardEvent } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useCarouselAutoplay, usePrefersReducedMotion } from '../../../components/useCarouselAutoplay';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
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
/** Swiper's own default length of a slide's move, in ms. */
const SLIDE_SPEED = 300;

/**
 * Swiper's arrows and dots are `role="button"` elements that it presses on Space, but it leaves the key's
 * default in place, which also scrolled the page.
 */
function keepPageStillOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (
    event.key === ' ' &&
    event.target instanceof Element &&
    event.target.getAttribute('role') === 'button'
  ) {
    event.preventDefault();
  }
}

/** The home page's looping banner slides, one at a time, with arrows and dots. */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const autoplay = useCarouselAutoplay();
  // Less motion also means no sliding: the next banner replaces the last at once.
  const speed = usePrefersReducedMotion() ? 0 : SLIDE_SPEED;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: it only keeps Space on the buttons inside from scrolling the page.
    <section
      className="banner-carousel"
      aria-label={label}
      aria-roledescription="carousel"
      onKeyDown={keepPageStillOnSpace}
    >
      <Swiper
        // Swiper reads `autoplay` once, at start: a changed motion preference starts a new carousel.
        key={String(autoplay)}
        modules={[Autoplay, Pagination, Navigation, A11y]}
        slidesPerView={1}
        speed={speed}
        loop
        autoplay={autoplay && { delay: AUTOPLAY_DELAY, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        navigation
        a11y={{ slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.title} className="banner-slide">
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
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
