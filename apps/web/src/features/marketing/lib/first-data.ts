import type { QueryClient } from '@tanstack/react-query';
import { HOME_FEATURED_QUERY } from '@revy/shared';
import { readFirstData } from '../../../lib/first-data';
import { seedListingsPage } from '../../listings';

/** The home page's featured cars, when the server sent them with the page: the app draws them without asking. */
export const seedHomeFeatured = (qc: QueryClient, doc: Document = document): boolean =>
  seedListingsPage(qc, HOME_FEATURED_QUERY, readFirstData(doc).featured);
