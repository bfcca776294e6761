import { whenBroken } from '../image-fallback/whenBroken.js';
import { fallbackImage } from './fallbackImage.js';

/** Marks a kit picture whose stand-in is `fallbackImage` (ProductCard). */
export const STAND_IN_ATTRIBUTE = 'data-fk-stand-in-for';

function showStandIn(image: HTMLImageElement): void {
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = fallbackImage;
  image.removeAttribute(STAND_IN_ATTRIBUTE);
}

/**
 * For a server-rendered page whose product cards React never hydrates (a page of islands): a card's picture that
 * fails to load, before this runs or after, gives way to the kit's stand-in, as a hydrated card does.
 */
export function showStandInsForBrokenPictures(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.hasAttribute(STAND_IN_ATTRIBUTE)) showStandIn(image);
    },
    // An image's error does not bubble: only a listener in the capture phase hears it from the document.
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${STAND_IN_ATTRIBUTE}]`)) {
    whenBroken(image, () => showStandIn(image));
  }
}
