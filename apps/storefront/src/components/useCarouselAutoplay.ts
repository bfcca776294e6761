import { useMediaQuery } from '@farmkit/ui/use-media-query';
import { createContext, use } from 'react';

/**
 * Whether carousels may move on their own. True in the app; stories turn it off, so a screenshot never
 * depends on how long the page took to render.
 */
export const CarouselAutoplay = createContext(true);

/** Whether the reader asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Autoplay only where allowed, and never for a reader who asked the system for less motion. */
export function useCarouselAutoplay(): boolean {
  const allowed = use(CarouselAutoplay);
  const prefersReducedMotion = usePrefersReducedMotion();
  return allowed && !prefersReducedMotion;
}
