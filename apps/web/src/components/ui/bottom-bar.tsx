import { useLayoutEffect, useRef, type ReactNode } from 'react';

const VAR = '--bottom-bar-h';

/**
 * A bar fixed to the bottom of the screen (the listing page's price and "Message seller" on phones, the editor's
 * Save). While it shows, the page reserves exactly its measured height at the end of <body> (index.css reads
 * --bottom-bar-h), so the last button or footer line can always be scrolled clear of it (issue 19: the bar covered
 * a button). Hidden by CSS at a breakpoint it measures 0 and reserves nothing. The home indicator's safe area is
 * inside the bar.
 */
export function BottomBar({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(VAR, `${el.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(VAR);
    };
  }, []);
  return (
    <div
      ref={ref}
      data-bottom-bar=""
      className={`fixed inset-x-0 bottom-0 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur ${className}`}
    >
      {children}
    </div>
  );
}
