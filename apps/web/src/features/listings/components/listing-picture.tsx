import type { PictureSources } from '../lib/images';
import { pictureSources } from '../lib/images';
import { CarSilhouette } from './listing-icons';

type Props = {
  files: Record<string, string> | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold: load now and tell the browser it matters. */
  priority?: boolean;
  /** Aspect ratio of the box the image fills (the box keeps its size before the image loads). */
  aspect?: string;
  className?: string;
  imgClassName?: string;
  picture?: PictureSources;
};

/**
 * A responsive photo: <picture> with a modern-format srcset per type and a JPEG fallback, inside
 * an aspect-ratio box so nothing moves while it loads. Without a photo it draws a placeholder.
 */
export function ListingPicture({
  files,
  alt,
  sizes,
  priority,
  aspect = '3 / 2',
  className = '',
  imgClassName = '',
  picture,
}: Props) {
  const p = picture ?? pictureSources(files);
  return (
    <div className={`relative overflow-hidden bg-primary-soft ${className}`} style={{ aspectRatio: aspect }}>
      {p.src ? (
        <picture>
          {p.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
          ))}
          <img
            src={p.src}
            srcSet={p.srcSet}
            sizes={p.srcSet ? sizes : undefined}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            className={`absolute inset-0 h-full w-full object-cover ${imgClassName}`}
          />
        </picture>
      ) : (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-primary/50"
          role="img"
          aria-label={`${alt} (no photo yet)`}
        >
          <CarSilhouette className="h-1/3 w-1/2" />
          <span className="text-xs font-medium">No photo yet</span>
        </div>
      )}
    </div>
  );
}
