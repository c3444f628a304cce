import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type TouchEvent } from 'react';
import { DialogTitle, ModalSurface } from '../../../components/ui/dialog';
import { viewerSources } from '../lib/images';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './listing-icons';

export type ViewerPhoto = { id: string; files: Record<string, string>; title?: string | null };

const SWIPE_MIN_PX = 40;

/**
 * Full-screen photo viewer: ←/→ move, a horizontal swipe moves on touch screens, "3 / 12" tells
 * where you are. Escape, the focus trap and focus return come from the modal layer (ui/dialog).
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
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const current = photos[Math.min(Math.max(index, 0), count - 1)];
  const go = (delta: number) => count > 1 && onIndexChange((index + delta + count) % count);

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

  return (
    <ModalSurface
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 bg-[#0d0b10]"
      className="fixed inset-0 z-50 flex flex-col bg-[#0d0b10] text-white outline-none"
      onKeyDown={onKeyDown}
    >
      <DialogTitle className="sr-only">Photos of {title}</DialogTitle>
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="truncate text-sm font-medium text-white/80">{title}</p>
        <p className="shrink-0 text-sm tabular-nums" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
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
    </ModalSurface>
  );
}
