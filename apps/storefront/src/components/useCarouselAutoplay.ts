import { createContext, use } from 'react';
import { useMediaQuery } from './useMediaQuery';

/**
 * Whether carousels may move on their own. True in the app; stories turn it off, so a screenshot never
 * depends on how long the page took to render.
 */
export const CarouselAutoplay = createContext(true);

/** Autoplay only where allowed, and never for a reader who asked the system for less motion. */
export function useCarouselAutoplay(): boolean {
  const allowed = use(CarouselAutoplay);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return allowed && !prefersReducedMotion;
}
