import { useState } from 'react';

export interface ImageFallback {
  /** The picture to show: undefined when there is none, or when it failed to load (show the stand-in). */
  src: string | undefined;
  /** For the `<img>`'s `onError`: remembers that this picture failed, so the stand-in takes its place. */
  onError: () => void;
}

/**
 * A picture that may be missing or broken (a product whose image was deleted, an offline phone): the
 * component shows its stand-in instead. A new `src` gets its own chance to load.
 */
export function useImageFallback(src: string | null | undefined): ImageFallback {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return {
    src: src && src !== failedSrc ? src : undefined,
    onError: () => setFailedSrc(src ?? null),
  };
}
