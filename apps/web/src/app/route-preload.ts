import type { QueryClient } from '@tanstack/react-query';
import { firstPageAt, type FirstPageName } from '@revy/shared';
import { listingQuery, seedListingFirstData } from '../features/listings';
import { loadHomePage, seedHomeFeatured } from '../features/marketing';
import { loadListingPages, loadShowroomPage, seedShowroomFirstPage } from '../features/showroom';

// The code of each common first page (FIRST_PAGES), requested as soon as the entry runs, in parallel with the app's
// start, instead of after the router has matched the address; the server already asked for it with the page.
const LOADERS: Record<FirstPageName, () => Promise<unknown>> = {
  // Called through arrows: the loaders are read when used, not when this module is first evaluated.
  home: () => loadHomePage(),
  showroom: () => loadShowroomPage(),
  listing: () => loadListingPages(),
};

const LISTING_PAGE = /^\/(?:old-)?listings\/([^/]+)\/?$/;
const SHOWROOM_PAGE = /^\/showroom\/?$/;

/**
 * Starts loading the chunk of the page at `pathname`, if it is one of the common first pages, and for a listing page
 * its data too (into `qc`, where the page's query finds it), so the cover photo is asked for one round trip sooner.
 * Says which page it was (null: none).
 */
export function preloadFirstPage(pathname: string, qc?: QueryClient, search = ''): FirstPageName | null {
  const page = firstPageAt(pathname);
  // A failed preload is not an error here: the router loads the chunk again and shows its own error.
  if (page) LOADERS[page.name]().catch(() => undefined);
  const listingId = LISTING_PAGE.exec(pathname)?.[1];
  if (qc && listingId) {
    const id = decodeURIComponent(listingId);
    // The car came with the page when the server drew it; otherwise it is asked for now, before the router runs.
    if (!seedListingFirstData(qc, id)) void qc.prefetchQuery(listingQuery(id));
  }
  // The showroom's first cars came with the page (the server drew them), the home page's featured ones too: the app
  // starts on the same ones.
  if (qc && SHOWROOM_PAGE.test(pathname)) seedShowroomFirstPage(qc, search);
  if (qc && page?.name === 'home') seedHomeFeatured(qc);
  return page?.name ?? null;
}
