/**
 * A classifieds site listings are cross-posted to (issue 16, decision 029). Craigslist offers private sellers no
 * posting API, so the built-in site is manual: `post` answers { kind: 'manual' } and a staff member pastes the ad
 * and records the URL. An automated poster (or another site) implements the same interface and answers the URL.
 */
export type ClassifiedsAdInput = {
  listingId: string;
  title: string;
  body: string;
  /** Whole dollars. */
  price: number | null;
  location: { city: string | null; state: string | null; zip: string | null };
  photoUrls: string[];
};

export type PostOutcome = { kind: 'manual' } | { kind: 'posted'; url: string };

export interface ClassifiedsSite {
  /** Shown to staff and sellers ("Craigslist"). */
  readonly name: string;
  /** The site's limits on an ad: title and body length, photo count. */
  readonly limits: { titleMax: number; bodyMax: number; photosMax: number };
  /** Whether `url` is a posting on this site (https, the site's host): the sync call refuses any other. */
  isPostingUrl(url: string): boolean;
  post(ad: ClassifiedsAdInput): Promise<PostOutcome>;
}
