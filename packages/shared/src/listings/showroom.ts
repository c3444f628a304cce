/*
 * The showroom's first page as a visitor without filters gets it (/showroom with no query): the web app asks the API
 * for exactly this, and the server draws and embeds it into the page before any script runs (issue 17, decision
 * 038). One definition, so the server's cards and the app's first query can never disagree.
 */

/** Cars per showroom page. */
export const SHOWROOM_PAGE_SIZE = 24;

/** GET /v1/listing's query for the showroom's first page with no filters, search or sort chosen. */
export const SHOWROOM_FIRST_QUERY = {
  page: 0,
  size: SHOWROOM_PAGE_SIZE,
  sort: 'publishedAt,desc',
  status: 'published',
  saleStatus: 'unsold',
} as const;

/** GET /v1/listing's query for the home page's "Featured cars": the six newest published cars. Sent with the page too. */
export const HOME_FEATURED_QUERY = { page: 0, size: 6, sort: 'publishedAt,desc', status: 'published' } as const;

/** Id of the JSON data block in which the server sends a page's first data (read once by the app at start). */
export const FIRST_DATA_ELEMENT_ID = 'revy-first-data';

/**
 * What that block holds, each with when the server read it: the showroom's first page (GET /v1/listing's answer), or
 * a listing page's car as GET /v1/listing/{id} answers a visitor who is not signed in.
 */
export type FirstData = {
  showroom?: { at: number; page: unknown };
  /** The home page's featured cars (HOME_FEATURED_QUERY), as GET /v1/listing answers it. */
  featured?: { at: number; page: unknown };
  /** The car, and its photos and deal badge when the server could read them (absent: the app asks for them). */
  listing?: { at: number; value: unknown; photos?: unknown; deal?: unknown };
};
