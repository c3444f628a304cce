import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { viewerSources } from '../lib/images';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './listing-icons';

export type ViewerPhoto = { id: string; files: Record<string, string>; title?: string | null };

const SWIPE_MIN_PX = 40;

/**
 * Full-screen photo viewer: ←/→ move, Esc closes, a horizontal swipe moves on touch screens,
 * focus stays inside while it is open and goes back where it was on close. "3 / 12" tells where
 * you are.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  title,
}: {
  photos: ViewerPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const current = photos[Math.min(Math.max(index, 0), count - 1)];
  const go = (delta: number) => count > 1 && onIndexChange((index + delta + count) % count);

  // Focus moves in on open and back to the opener on close; the page behind does not scroll.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  // Neighbours are fetched ahead so ←/→ feel instant.
  useEffect(() => {
    for (const d of [1, -1]) {
      const p = photos[(index + d + count) % count];
      const src = p && viewerSources(p.files).src;
      if (src && typeof Image !== 'undefined') new Image().src = src;
    }
  }, [index, photos, count]);

  function onKeyDown(e: ReactKeyboardEvent<HTMLDivElement>) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Focus trap: Tab and Shift+Tab cycle through the viewer's own controls.
      const focusables = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
      if (!focusables.length) return;
      const first = focusables[0]!;
      const last = focusables[focusables.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  function onTouchStart(e: TouchEvent) {
    const t = e.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchStart.current;
    const t = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  if (!current) return null;
  const src = viewerSources(current.files);
  const alt = current.title || `${title}, photo ${index + 1} of ${count}`;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`Photos of ${title}`}
      className="fixed inset-0 z-50 flex flex-col bg-[#0d0b10] text-white"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="truncate text-sm font-medium text-white/80">{title}</p>
        <p className="shrink-0 text-sm tabular-nums" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close photos"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <picture key={current.id} className="contents">
          {src.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} />
          ))}
          <img src={src.src} alt={alt} className="max-h-full max-w-full select-none object-contain" draggable={false} />
        </picture>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous photo"
              className="absolute left-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/20 hover:bg-black/70"
            >
              <ChevronLeftIcon className="h-7 w-7" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next photo"
              className="absolute right-2 top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/20 hover:bg-black/70"
            >
              <ChevronRightIcon className="h-7 w-7" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? <p className="pb-4 text-center text-xs text-white/60 sm:hidden">Swipe for more photos</p> : null}
    </div>,
    document.body,
  );
}
