import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Spec 2: the routed page fades in over 500 ms. */
export const PAGE_FADE: { keyframes: Keyframe[]; options: KeyframeAnimationOptions } = {
  keyframes: [{ opacity: 0 }, { opacity: 1 }],
  options: { duration: 500, easing: 'ease-out' },
};

/**
 * Whether moving from `previous` to `next` fades the page in. Never on the first page (`previous`
 * null): an invisible first paint would hold back what the visitor sees and the largest paint by
 * half a second (issue 17, decision 038); never for visitors who ask for reduced motion; and not
 * for a change of query string or hash alone (filters, tabs), only a new page.
 */
export function shouldFadePage(previous: string | null, next: string, reducedMotion: boolean): boolean {
  return previous !== null && previous !== next && !reducedMotion;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades `ref`'s element in when the path changes after the first page. The Web Animations API
 * instead of a keyed remount, so nested layouts keep their state across their own pages.
 */
export function usePageFade(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    const previous = last.current === pathname ? null : last.current;
    last.current = pathname;
    if (!shouldFadePage(previous, pathname, prefersReducedMotion())) return;
    ref.current?.animate?.(PAGE_FADE.keyframes, PAGE_FADE.options);
  }, [pathname, ref]);
}
