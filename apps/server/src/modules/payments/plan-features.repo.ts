import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { purchases } from './purchases.table';

/**
 * The listing `listingId` (a column or expression of the caller's query) has an ACTIVE plan that includes
 * `feature`, as a condition for the caller's query: the assistant's SLA job selects its chats by it in one
 * statement (issue 14: moved from assistant.repo.ts so that the assistant does not read the purchases table).
 */
export const activePlanIncludes = (listingId: SQLWrapper, feature: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${purchases} p where p.listing_id = ${listingId} and p.status = 'ACTIVE' and p.features ? ${feature})`;
