import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. `fallback` where the browser cannot tell (no matchMedia, as in
 * tests). For parts only one layout shows: not rendering them at all beats rendering them hidden (decision 038).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
