'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page matches a CSS media query, following its changes (a rotated phone, a resized window). Without
 * a window (server rendering) it does not match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
