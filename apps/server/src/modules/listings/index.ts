/*
 * Public entry of the listings module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export {
  type ChatListingRow,
  findChatListing,
  findChatListings,
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
export { findComparables, makeYearPrices } from './listing-market.repo';
export { applyPlanToListing, unpublishForPlan } from './listing-plan.service';
export { listingSearchPlan } from './listings-search.service';
export { type ListingRow, listingsPageQuery, photoStats } from './listings.repo';
export { listingsRoutes } from './listings.routes';
export {
  assertCanEdit,
  assertCanRead,
  createListing,
  findListingForAccess,
  getListingRow,
  listingRefusal,
} from './listings.service';
