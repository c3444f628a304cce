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

/**
 * A mouse or trackpad: something that can hover and drag files onto a drop zone. Touch screens (coarse pointers, no
 * hover) cannot, so drop zones there speak of tapping instead of dragging (issue 19). A media query, not the user
 * agent: a laptop with a touch screen still has its trackpad, a tablet with a mouse gets the drag words.
 */
export const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

export function useFinePointer(): boolean {
  return useMediaQuery(FINE_POINTER_QUERY, true);
}
