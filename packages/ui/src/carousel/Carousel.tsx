import { useMediaQuery } from '@farmkit/ui/use-media-query';
import { Children, isValidElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import { type CarouselDirection, type SlidesInView, stepTarget } from './stepTarget.js';
import '../theme.css';
import './Carousel.css';

export interface CarouselProps {
  /** The slides: each child is one. */
  children: ReactNode;
  /** Names the carousel, e.g. "Highlights". */
  'aria-label': string;
  /**
   * For the consumer's stylesheet, which sets the slides per view and the gap through custom properties,
   * per breakpoint (`--fk-carousel-slides-per-view`, `--fk-carousel-gap`; see Carousel.css for the rest).
   */
  className?: string;
  /** Previous and next buttons over the slides' sides. */
  showArrows?: boolean;
  /** One dot per slide, which brings that slide to the start. */
  showDots?: boolean;
  /** The dots in a row under the slides, or over their bottom edge (the slides then leave them room). */
  dotsPlacement?: 'below' | 'over';
  /**
   * Moves on to the next slide every this many milliseconds, back to the first after the last. Off when
   * omitted, and always off for a reader who asked the system for less motion.
   */
  autoplayInterval?: number;
  /** Holds the autoplay still: the consumer's Pause button (WCAG 2.2.2). */
  isAutoplayPaused?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** A slide's accessible name, from its position (from 1) and the number of slides. */
  slideLabel?: (position: number, count: number) => string;
  /** A dot's accessible name, from its slide's position (from 1). */
  dotLabel?: (position: number) => string;
}

/** How much of a slide must be inside the track for it to count as shown. */
const IN_VIEW = 0.9;

const defaultSlideLabel = (position: number, count: number) => `${position} of ${count}`;
const defaultDotLabel = (position: number) => `Go to slide ${position}`;

/** The consumer's key for a slide, so its wrapper and its dot follow it when the slides change. */
const keyOf = (slide: ReactNode, index: number) =>
  isValidElement(slide) && slide.key !== null ? slide.key : index;

const slidesOf = (track: HTMLElement) =>
  Array.from(track.querySelectorAll<HTMLElement>(':scope > .fk-Carousel-slide'));

/**
 * Slides in a horizontal scroll-snap track: laid out by CSS alone, so the server's HTML shows them exactly as
 * the hydrated page does, and phones swipe them natively. Arrows, dots and autoplay scroll the track; the
 * slides in view are followed with an IntersectionObserver. The WAI-ARIA APG carousel pattern: a region,
 * slides as groups named "n of m", and a polite live region whenever the slides do not move on their own.
 */
export function Carousel({
  children,
  'aria-label': ariaLabel,
  className,
  showArrows = false,
  showDots = false,
  dotsPlacement = 'below',
  autoplayInterval,
  isAutoplayPaused = false,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = defaultSlideLabel,
  dotLabel = defaultDotLabel,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const inView = useRef<SlidesInView>({ first: 0, last: 0, count });
  const [current, setCurrent] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const rotating =
    autoplayInterval !== undefined &&
    count > 1 &&
    !isAutoplayPaused &&
    !prefersReducedMotion &&
    !isHovered &&
    !hasFocusWithin;

  // Re-renders only when the first slide in view changes, never on each scroll event.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const elements = slidesOf(track);
    const shown = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          const index = elements.indexOf(target as HTMLElement);
          if (intersectionRatio >= IN_VIEW) shown.add(index);
          else shown.delete(index);
        }
        // Halfway between two slides (a finger on the track) the last slide shown stays current.
        if (shown.size === 0) return;
        const first = Math.min(...shown);
        inView.current = { first, last: Math.max(...shown), count: elements.length };
        setCurrent(first);
      },
      { root: track, threshold: IN_VIEW },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      const elements = slidesOf(track);
      const start = elements[0];
      const target = elements[index];
      if (!start || !target) return;
      track.scrollTo({
        left: target.offsetLeft - start.offsetLeft,
        behavior: prefersReducedMotion ? 'instant' : 'smooth',
      });
    },
    [prefersReducedMotion],
  );

  const step = useCallback(
    (direction: CarouselDirection) => goTo(stepTarget({ ...inView.current, count }, direction)),
    [goTo, count],
  );

  // The next slide comes a whole interval after the track last moved, however it moved (a swipe, an arrow, the
  // autoplay's own scroll): a scroll listener that only restarts a timer, without rendering anything.
  useEffect(() => {
    const track = trackRef.current;
    if (!rotating || !track) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        step('next');
        restart();
      }, autoplayInterval);
    };
    restart();
    track.addEventListener('scroll', restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener('scroll', restart);
    };
  }, [rotating, autoplayInterval, step]);

  const hasControls = count > 1;
  const dots = hasControls && showDots && (
    <div className="fk-Carousel-dots">
      {slides.map((slide, index) => (
        <Button
          key={keyOf(slide, index)}
          className="fk-Carousel-dot"
          aria-label={dotLabel(index + 1)}
          aria-current={index === current ? 'true' : undefined}
          onPress={() => goTo(index)}
        />
      ))}
    </div>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: they only follow hover and focus, to hold the autoplay.
    <section
      className={className ? `fk-Carousel ${className}` : 'fk-Carousel'}
      data-dots={showDots ? dotsPlacement : undefined}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      // The autoplay waits while the pointer rests on the slides or the focus is inside (APG).
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      <div className="fk-Carousel-viewport">
        {hasControls && showArrows && (
          <>
            <Button
              className="fk-Carousel-arrow"
              data-direction="previous"
              aria-label={previousLabel}
              onPress={() => step('previous')}
            >
              <ChevronIcon direction="left" />
            </Button>
            <Button
              className="fk-Carousel-arrow"
              data-direction="next"
              aria-label={nextLabel}
              onPress={() => step('next')}
            >
              <ChevronIcon direction="right" />
            </Button>
          </>
        )}
        {dotsPlacement === 'over' && dots}
        <div
          ref={trackRef}
          className="fk-Carousel-track"
          // Read out as they change only when the slides hold still: moving on their own, they would talk over
          // everything else on the page.
          aria-live={rotating ? 'off' : 'polite'}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus, so a keyboard scrolls it (WCAG 2.1.1).
          tabIndex={0}
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the APG's group, not a <fieldset> of form controls.
            <div
              key={keyOf(slide, index)}
              className="fk-Carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, count)}
            >
              {slide}
            </div>
          ))}
          {/* The only text that changes as the slides move: what the live region reads out. */}
          <VisuallyHidden>{count > 0 && slideLabel(current + 1, count)}</VisuallyHidden>
        </div>
      </div>
      {dotsPlacement === 'below' && dots}
    </section>
  );
}
