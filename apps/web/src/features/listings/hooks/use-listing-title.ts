import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_TITLE, listingDisplayTitle, pageTitle, type Listing } from '@revy/shared';
import { listingsKeys } from '../api/keys';

/**
 * Sets the document title to the listing's display title once it is known, and puts the default
 * back on leaving (the next page's route title, if any, is applied after this cleanup).
 */
export function useListingDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle({ title });
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}

/**
 * The route table's title for listing addresses: the display title when the listing is already
 * cached (coming back to a page), so the navigation effect does not overwrite the page's own.
 */
export function cachedListingTitle(qc: QueryClient, id: string | undefined): string | undefined {
  if (!id) return undefined;
  const l = qc.getQueryData<Listing>(listingsKeys.detail(id));
  return l ? listingDisplayTitle(l) : undefined;
}
