export type CarouselDirection = 'previous' | 'next';

/** The slides wholly in view, as indexes from 0 out of `count`. */
export interface SlidesInView {
  first: number;
  last: number;
  count: number;
}

/**
 * The slide that a press of an arrow (or an autoplay tick) brings to the start of the track. The track cannot
 * scroll past its end, so once the last slide is in view "next" wraps round to the first, and "previous" from
 * the first goes to the last (the track stops with it at the end, however many slides show at once).
 */
export function stepTarget({ first, last, count }: SlidesInView, direction: CarouselDirection): number {
  if (direction === 'next') return last >= count - 1 ? 0 : first + 1;
  return first <= 0 ? count - 1 : first - 1;
}
