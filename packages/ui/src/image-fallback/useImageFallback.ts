import { useCallback, useState } from 'react';
import { whenBroken } from './whenBroken.js';

export interface ImageFallback {
  /** The picture to show: undefined when there is none, or when it failed to load (show the stand-in). */
  src: string | undefined;
  /** For the `<img>`'s `onError`: remembers that this picture failed, so the stand-in takes its place. */
  onError: () => void;
  /**
   * For the `<img>`'s `ref`: a server-rendered picture can fail before React hydrates it, and React does not
   * replay that `error` event, so the picture is checked once it is in React's hands.
   */
  ref: (image: HTMLImageElement | null) => void;
}

/**
 * A picture that may be missing or broken (a product whose image was deleted, an offline phone): the
 * component shows its stand-in instead. A new `src` gets its own chance to load.
 */
export function useImageFallback(src: string | null | undefined): ImageFallback {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image) whenBroken(image, onError);
    },
    [onError],
  );
  return { src: src && src !== failedSrc ? src : undefined, onError, ref };
}
