/**
 * Calls `onBroken` if `image` has already failed to load: finished without a size and not decodable (an SVG with
 * only a viewBox has no size, yet decodes). For pictures whose `error` event may have fired before anyone listened.
 */
export function whenBroken(image: HTMLImageElement, onBroken: () => void): void {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) image.decode().catch(onBroken);
}
