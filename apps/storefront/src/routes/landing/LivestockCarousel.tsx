import { Button } from '@farmkit/ui/button';
import { Carousel } from '@farmkit/ui/carousel';
import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useCarouselAutoplay } from '../../components/useCarouselAutoplay';
import { siteLandingIslands } from '../../site/landingIslands';
import { LandingSection } from './LandingSection';
import './LivestockCarousel.css';

/** The pause between slides; the slides per view and the gap are set in LivestockCarousel.css. */
const DELAY_MS = 3000;

/** The farm's animals, sliding by on their own in a loop; a button pauses them (WCAG 2.2.2). */
export function LivestockCarousel() {
  const { livestock } = siteLandingIslands;
  const mayAutoplay = useCarouselAutoplay();
  const [pausedByUser, setPausedByUser] = useState(false);
  const playing = mayAutoplay && !pausedByUser;

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
      <Carousel
        className="livestock-carousel"
        // Not the section's "Our livestock": two landmarks of one name would be two of the same to a screen reader.
        aria-label="Livestock slides"
        autoplayInterval={mayAutoplay ? DELAY_MS : undefined}
        isAutoplayPaused={pausedByUser}
      >
        {livestock.animals.map((animal) => (
          <figure key={animal.label} className="livestock-card">
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
        ))}
      </Carousel>
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
