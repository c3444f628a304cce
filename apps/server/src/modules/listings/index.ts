/*
 * Public entry of the listings module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { historyRoutes } from './listing-history.routes';
export { geoRoutes } from './listing-geo.routes';
export { listingRefsRoutes } from './listing-refs.routes';
export {
  type ChatListingRow,
  findChatListing,
  findChatListings,
  findOfferFloor,
  type OfferFloor,
  listingIsLive,
  listingSellerIdOf,
  listingSellers,
  listingSummaries,
  type ListingSummaryRow,
} from './chat-listing.repo';
export { listingsForAccess, type ListingAccessRow } from './listing-access.repo';
export {
  type AssistantListing,
  assistantSwitchedOn,
  findAssistantListing,
  setChatsHandledByRevyCount,
  setRevyEnabled,
} from './listing-assistant.repo';
export { estimableListingsSql, findComparables, makeYearPrices } from './listing-market.repo';
export { emptyGeneratedParts, saveWrittenContent } from './listing-writer.service';
export type { ListingWriter, WriterEmit } from './listing-writer.port';
export { applyPlanToListing, unpublishForPlan } from './listing-plan.service';
export { isKnownZip, listingIdsBySellerVin, liveListingSeller, upsertListingByVin } from './listing-import.service';
export { listingDisplayTitles, listingTitles } from './listing-titles.repo';
export { watchedListings, type WatchedListingRow } from './listing-watch.repo';
export { publicListing, publishedListingSitemap, publishedListingsPage } from './listing-public.service';
export { markSoldByDeal, markUnsoldByDeal, trackListing } from './listing-actions.service';
export { listingsWithVin, type SameVinListing } from './listing-same-vin.repo';
export { type ListingChange, type ListingChangeState, plugListingPorts, type ListingPorts } from './listing-ports';
export { findListings, listingSearchPlan } from './listings-search.service';
export { listingSearchJobs } from './listing-search.jobs';
export { searchCachePlugin } from './search-cache.plugin';
export { listingTableStatements } from './listing-table.service';
export { findListing, type ListingRow } from './listings.repo';
export { listingsRoutes } from './listings.routes';
export { assertCanEdit, assertCanRead, createListing, getListingRow, listingRefusal } from './listings.service';
export { listingsUserReferences } from './user-references.repo';
export { setListingCounters, type ListingCounters } from './listing-counters.repo';
export {
  countIncompleteQueue,
  countReviewQueue,
  incompleteQueuePage,
  queueListingRefs,
  type QueueListingRow,
  reviewQueuePage,
} from './concierge-queue.repo';
export {
  classifiedsCounts,
  classifiedsListings,
  type ClassifiedsListingRow,
  classifiedsQueuePage,
  type ClassifiedsQueueRow,
  type PlanFeatureCondition,
  queuedClassifiedsIds,
  recordClassifiedsPosting,
  staleClassifiedsPostings,
} from './listing-classifieds.repo';
