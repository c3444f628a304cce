/*
 * Responsive photo sources, shared so the web app's <picture> and the server's <link rel="preload"> for a listing's
 * hero photo name exactly the same files (a preload that differs from what the page picks is a second download).
 */
import type { ImageSize } from './asset.schema';

/** How wide the listing page draws its hero photo: full width on phones, about two thirds on desktops. */
export const LISTING_HERO_SIZES = '(min-width: 992px) 760px, 100vw';

/** How wide a listing card draws its cover: one grid column on phones, two on tablets, three beside the filters. */
export const LISTING_CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 576px) 50vw, 100vw';

/** The landscape cover renditions of spec 9 and their widths, smallest first (srcset `w` values). */
export const COVER_SIZES: ReadonlyArray<{ size: ImageSize; width: number; height: number }> = [
  { size: 'cover300x200', width: 300, height: 200 },
  { size: 'cover600x400', width: 600, height: 400 },
  { size: 'cover800x560', width: 800, height: 560 },
  { size: 'cover1280x720', width: 1280, height: 720 },
  { size: 'cover1920x1280', width: 1920, height: 1280 },
];

export type PictureSources = {
  /** Modern renditions (WebP or AVIF), one <source> per type. */
  sources: Array<{ type: string; srcSet: string }>;
  /** JPEG fallback for the <img>. */
  src: string | undefined;
  srcSet: string | undefined;
};

const typeOf = (url: string) =>
  /\.avif(\?|$)/i.test(url) ? 'image/avif' : /\.jpe?g(\?|$)/i.test(url) ? 'image/jpeg' : 'image/webp';

/**
 * Turns an asset's `files` map (size name → URL, `<size>.jpg` → JPEG) into <picture> sources over
 * the cover sizes: a srcset per modern type and a JPEG srcset for the <img>. Sizes that are
 * missing are skipped; with no cover sizes at all, `full`/`original` stand in.
 */
export function pictureSources(
  files: Record<string, string> | null | undefined,
  opts: { maxWidth?: number } = {},
): PictureSources {
  const f = files ?? {};
  const max = opts.maxWidth ?? Infinity;
  const modern = new Map<string, string[]>();
  const jpeg: string[] = [];
  let smallestJpeg: string | undefined;
  let fallbackJpeg: string | undefined;
  for (const { size, width } of COVER_SIZES) {
    if (width > max && jpeg.length > 0) break;
    const url = f[size];
    if (url) {
      const type = typeOf(url);
      const list = type === 'image/jpeg' ? jpeg : (modern.get(type) ?? modern.set(type, []).get(type)!);
      list.push(`${url} ${width}w`);
    }
    const jpg = f[`${size}.jpg`];
    if (jpg) {
      jpeg.push(`${jpg} ${width}w`);
      smallestJpeg ??= jpg;
      // The <img> src is what browsers without srcset show: a middle size reads well everywhere.
      if (width <= 800) fallbackJpeg = jpg;
    }
  }
  const anyUrl = f['full.jpg'] ?? f['original.jpg'] ?? f.full ?? f.original;
  const sources = [...modern.entries()]
    // AVIF first: the browser takes the first <source> whose type it supports.
    .sort(([a], [b]) => (a === 'image/avif' ? -1 : b === 'image/avif' ? 1 : 0))
    .map(([type, list]) => ({ type, srcSet: list.join(', ') }));
  return {
    sources,
    src: fallbackJpeg ?? smallestJpeg ?? anyUrl,
    srcSet: jpeg.length ? jpeg.join(', ') : undefined,
  };
}

/** The square thumbnail (crop200x200), JPEG fallback first for the widest support. */
export function thumbnailSources(files: Record<string, string> | null | undefined): PictureSources {
  const f = files ?? {};
  const modern = f.crop200x200;
  return {
    sources: modern ? [{ type: typeOf(modern), srcSet: modern }] : [],
    src: f['crop200x200.jpg'] ?? f['cover300x200.jpg'] ?? modern ?? f.cover300x200,
    srcSet: undefined,
  };
}

/** The largest image for the full-screen viewer: `full` (uncropped) when present, else the biggest cover. */
export function viewerSources(files: Record<string, string> | null | undefined): PictureSources {
  const f = files ?? {};
  const base = pictureSources(f);
  const full = f.full;
  const fullJpg = f['full.jpg'];
  if (!full && !fullJpg) return base;
  return {
    sources: full && typeOf(full) !== 'image/jpeg' ? [{ type: typeOf(full), srcSet: full }] : [],
    src: fullJpg ?? full,
    srcSet: undefined,
  };
}
