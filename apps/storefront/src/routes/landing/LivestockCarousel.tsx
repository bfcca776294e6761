import { Button } from '@farmkit/ui/button';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useCarouselAutoplay } from '../../components/useCarouselAutoplay';
import { site } from '../../site';
import { LandingSection } from './LandingSection';
import 'swiper/css';
import 'swiper/css/a11y';
import './LivestockCarousel.css';

/** 4 per view, 3 under 1024px, 2 under 768px, 1 under 640px (Swiper's breakpoints are minimum widths). */
const breakpoints = {
  640: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
};
/** The slide transition and the pause between slides. */
const SPEED_MS = 1000;
const DELAY_MS = 3000;
/** The 2rem gap between slides, in the pixels Swiper takes. */
const GAP_PX = 32;

/** The farm's animals, sliding by on their own in a loop; a button pauses them (WCAG 2.2.2). */
export function LivestockCarousel() {
  const { livestock } = site.landing;
  const mayAutoplay = useCarouselAutoplay();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const playing = mayAutoplay && !pausedByUser;

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <LandingSection
      tone="surface"
      title={livestock.title}
      intro={livestock.intro}
      aside={
        mayAutoplay && (
          <Button variant="secondary" onPress={() => setPausedByUser((paused) => !paused)}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            {playing ? 'Pause' : 'Play'}
            <VisuallyHidden> the livestock slides</VisuallyHidden>
          </Button>
        )
      }
    >
      <Swiper
        className="livestock-carousel"
        modules={[Autoplay, A11y]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={GAP_PX}
        breakpoints={breakpoints}
        loop
        speed={SPEED_MS}
        // The slides beside the visible ones load ahead, so a picture never slides in blank.
        lazyPreloadPrevNext={1}
        // Without autoplay at all where it may not run, Swiper's live region reads each slide change out.
        autoplay={mayAutoplay && { delay: DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{
          containerMessage: livestock.title,
          itemRoleDescriptionMessage: 'slide',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
      >
        {livestock.animals.map((animal) => (
          <SwiperSlide key={animal.label} className="livestock-slide">
            <figure className="livestock-card">
              <img
                className="livestock-card-image"
                src={animal.picture}
                alt={animal.alt}
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
              />
              <figcaption className="livestock-card-label">{animal.label}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </LandingSection>
  );
}

function PauseIcon() {
  return (
    <svg className="livestock-toggle-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 3v10M11 3v10" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className="livestock-toggle-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 3l8 5-8 5Z" />
    </svg>
  );
}
