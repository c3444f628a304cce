import type { Asset, DealBadge, FirstData, Listing } from '@revy/shared';
import { APP_SEGMENTS } from '@revy/shared';
import { type ContentForHead, contentPageMeta, missingContentMeta } from './content-page';
import { homeFirstPaint, listingFirstPaint } from './first-paint';
import { showroomFirstPaint } from './showroom-paint';
import { listingPageMeta, missingListingMeta } from './listing-page';
import { type PageMeta, SITE_NAME } from './seo-html';

/** How the head finds what it describes; app.ts plugs in the listings and content modules' public reads. */
export type PageLookups = {
  /** A public listing as GET /v1/listing/{id} answers a visitor who is not signed in; null when not public. */
  listing(id: string): Promise<Listing | null>;
  /** Its photos and deal badge as a visitor who is not signed in gets them from the API (sent along with the car). */
  listingPhotos(id: string): Promise<Asset[]>;
  listingDeal(id: string): Promise<DealBadge | null>;
  /** A published content entry by id or slug; null when missing or not published. */
  content(idOrSlug: string): Promise<ContentForHead | null>;
  /** The showroom's first page (SHOWROOM_FIRST_QUERY) as GET /v1/listing answers it to a visitor. */
  showroomFirstPage(): Promise<{ content: Listing[]; totalElements: number }>;
  /** The home page's featured cars (HOME_FEATURED_QUERY) as GET /v1/listing answers it to a visitor. */
  featuredFirstPage(): Promise<{ content: Listing[]; totalElements: number }>;
  /** The showroom offers a map (MAP_TILE_URL, issue 19): its List/Map toggle is drawn too, so nothing moves. */
  showroomMap?: boolean;
};

/**
 * Whether a showroom address asks for something other than its first page: any query parameter but campaign tags
 * (utm_*, gclid, fbclid, ref) is a filter, search, sort or page the server does not draw.
 */
export function isPlainShowroomSearch(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) {
    if (!/^(utm_\w+|gclid|fbclid|ref)$/.test(key)) return false;
  }
  return true;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Public pages whose head is fixed: good titles and previews for the addresses people share most. */
function staticMeta(appUrl: string, path: string): PageMeta | null {
  const page = (title: string, description: string): PageMeta => ({
    status: 200,
    title,
    description,
    canonical: `${appUrl}${path}`,
    image: { url: `${appUrl}/og-image.png`, width: 1200, height: 630, alt: 'Revy: sell your car the easy way' },
  });
  switch (path) {
    case '/':
      return {
        ...page(
          `${SITE_NAME} - Sell your car the easy way, powered by AI`,
          'Sell your used car privately for more than a trade-in. Revy writes your listing, answers buyers around the clock, prices your car and books test drives.',
        ),
        body: homeFirstPaint(),
      };
    case '/showroom':
      return {
        ...page(
          `Used cars for sale by owner | ${SITE_NAME}`,
          'Browse used cars sold by their owners near you: real photos, fair prices checked against the market, and sellers who answer fast.',
        ),
        body: showroomFirstPaint(null),
      };
    case '/blog':
      return page(
        `Blog: buying and selling used cars privately | ${SITE_NAME}`,
        'Guides for private car sales: pricing, paperwork, test drive safety and spotting scams, from the team at Revy.',
      );
    case '/contact':
      return page(`Contact us | ${SITE_NAME}`, 'Questions about buying or selling on Revy? Write to our team.');
    default:
      return null;
  }
}

type Entry = { at: number; meta: PageMeta | null };

/**
 * The head of the page at `path`, or null when the template's defaults are right (private pages, the app's own
 * screens). Answers without data for the app (content pages, missing cars, the home page) are cached for `ttlMs` per
 * path, so a crawler fetching them costs one query per interval.
 */
export function createPageHead(appUrl: string, lookups: PageLookups, ttlMs = 30_000, maxEntries = 2_000) {
  const cache = new Map<string, Entry>();

  async function compute(path: string, plainShowroom: boolean): Promise<PageMeta | null> {
    const fixed = staticMeta(appUrl, path);
    if (fixed && path === '/showroom' && plainShowroom) {
      const first = await lookups.showroomFirstPage();
      return {
        ...fixed,
        body: showroomFirstPaint(first, { map: !!lookups.showroomMap }),
        firstData: { showroom: { at: Date.now(), page: first } },
      };
    }
    if (fixed && path === '/') {
      // Below the first screen, but sent along so the app draws them in its first render with no request of its own.
      const featured = await lookups.featuredFirstPage().catch(() => null);
      return featured ? { ...fixed, firstData: { featured: { at: Date.now(), page: featured } } } : fixed;
    }
    if (fixed) return fixed;
    const parts = path.split('/').slice(1).map(safeDecode);
    if (parts.some((p) => p === null)) return null;
    const [first, second, third] = parts as string[];
    if (first === 'listings' && second && !third) {
      const listing = await lookups.listing(second);
      if (!listing) return missingListingMeta;
      // The page's other first reads go along too, so the app starts with no request and no second render for them;
      // one that fails is left out and the app asks for it as before.
      const [photos, deal] = await Promise.all([
        lookups.listingPhotos(listing.id).catch(() => undefined),
        lookups.listingDeal(listing.id).catch(() => undefined),
      ]);
      const firstData: FirstData = {
        listing: {
          at: Date.now(),
          value: listing,
          ...(photos ? { photos } : {}),
          ...(deal !== undefined ? { deal } : {}),
        },
      };
      return { ...listingPageMeta(appUrl, listing), body: listingFirstPaint(listing), firstData };
    }
    const contentKey =
      first === 'blog' && second && !third
        ? second
        : first === 'content' && second && !third
          ? second
          : first === 'privacy' && !third && (second === 'terms' || second === 'policy')
            ? second === 'terms'
              ? 'terms'
              : 'privacy'
            : parts.length === 1 && first && !APP_SEGMENTS.has(first)
              ? first
              : null;
    // A single segment that cannot be a slug (/index.html, /Foo_Bar) is not a content page: the template as it is.
    if (contentKey === null || (parts.length === 1 && !SLUG.test(contentKey))) return null;
    const content = await lookups.content(contentKey);
    if (!content || (first === 'blog' && content.type !== 'blog')) return missingContentMeta;
    return contentPageMeta(appUrl, content, path);
  }

  /** `search`: the address's query string; only the showroom reads it (a filtered showroom is drawn without cars). */
  return async function pageHead(path: string, search = ''): Promise<PageMeta | null> {
    const now = Date.now();
    const plainShowroom = path !== '/showroom' || isPlainShowroomSearch(search);
    const key = plainShowroom ? path : `${path}?`;
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit.meta;
    const meta = await compute(path, plainShowroom);
    // A page sent with its data (a public car, the showroom's first cars) is read fresh every time: the app starts on
    // that data as just fetched, so a copy up to `ttlMs` old would show a changed price or a new car late. It costs
    // what the app's own first request cost before, which it replaces.
    if (meta?.firstData) return meta;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: now, meta });
    return meta;
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
