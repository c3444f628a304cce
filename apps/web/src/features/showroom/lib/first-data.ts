import type { QueryClient } from '@tanstack/react-query';
import { SHOWROOM_FIRST_QUERY } from '@revy/shared';
import { readFirstData } from '../../../lib/first-data';
import { seedListingsPage } from '../../listings';
import { parseShowroomSearch, toListingParams } from './showroom-filters';

const sameQuery = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Puts the showroom page the server drew (and sent along as a JSON block, issue 17 / decision 038) into the query
 * cache before the app's first render, so the app starts on the very cars already on screen: no skeletons over
 * them, no second request, nothing moves. Only for the address the server drew (no filters, search, sort or page);
 * dated when the server read it, so the usual freshness rules decide when it is asked for again. Says whether it did.
 */
export function seedShowroomFirstPage(qc: QueryClient, search: string, doc: Document = document): boolean {
  const params = toListingParams(parseShowroomSearch(new URLSearchParams(search)));
  return sameQuery(params, SHOWROOM_FIRST_QUERY) && seedListingsPage(qc, params, readFirstData(doc).showroom);
}
