import { useState } from 'react';
import { LISTING_HERO_SIZES as HERO_SIZES, thumbnailSources } from '../lib/images';
import { ListingPicture } from './listing-picture';
import { CameraIcon } from './listing-icons';
import type { ViewerPhoto } from './photo-viewer';
import { LazyPhotoViewer as PhotoViewer } from './photo-viewer-lazy';
import { SoldRibbon } from './sold-ribbon';

/** The listing's photos: a large hero and a strip of thumbnails; the hero opens the full-screen viewer. */
export function ListingGallery({
  photos,
  title,
  loading,
  sold,
}: {
  photos: ViewerPhoto[];
  title: string;
  loading?: boolean;
  sold?: boolean;
}) {
  const [active, setActive] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const count = photos.length;
  const hero = photos[Math.min(active, Math.max(count - 1, 0))];

  return (
    <section aria-label="Photos" className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl">
        {hero ? (
          <button
            type="button"
            onClick={() => setViewerIndex(active)}
            className="group block w-full cursor-zoom-in"
            aria-label={`Open photo ${active + 1} of ${count} full screen`}
          >
            <ListingPicture
              files={hero.files}
              alt={hero.title || `${title}, photo ${active + 1}`}
              sizes={HERO_SIZES}
              priority
              aspect="3 / 2"
              imgClassName="transition-transform duration-300 group-hover:scale-[1.01]"
            />
          </button>
        ) : (
          <ListingPicture
            files={null}
            alt={title}
            sizes={HERO_SIZES}
            aspect="3 / 2"
            className={loading ? 'animate-pulse' : ''}
          />
        )}
        {sold ? <SoldRibbon /> : null}
        {count > 0 ? (
          <span className="pointer-events-none absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1 text-sm font-medium text-white">
            <CameraIcon className="h-4 w-4" />
            {active + 1} / {count}
          </span>
        ) : null}
      </div>

      {count > 1 ? (
        <ul className="-mx-1 mt-2 flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin]" aria-label="Thumbnails">
          {photos.map((p, i) => {
            const thumb = thumbnailSources(p.files);
            return (
              <li key={p.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setActive(i)}
                  onDoubleClick={() => setViewerIndex(i)}
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === active ? 'true' : undefined}
                  className={`block overflow-hidden rounded-lg ring-2 ring-offset-2 transition ${i === active ? 'ring-primary' : 'ring-transparent opacity-80 hover:opacity-100'}`}
                >
                  <ListingPicture
                    files={p.files}
                    picture={thumb}
                    alt=""
                    sizes="80px"
                    aspect="1 / 1"
                    className="w-16 sm:w-20"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : loading ? (
        // The strip's height while the photo list loads, so the page below does not jump when it comes (issue 17).
        <div className="mt-2 h-[72px] sm:h-[88px]" aria-hidden="true" />
      ) : null}

      {viewerIndex !== null && count > 0 ? (
        <PhotoViewer
          photos={photos}
          index={viewerIndex}
          title={title}
          onIndexChange={(i) => {
            setViewerIndex(i);
            setActive(i);
          }}
          onClose={() => setViewerIndex(null)}
        />
      ) : null}
    </section>
  );
}
