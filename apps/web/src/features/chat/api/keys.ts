/** Query keys of conversations; mutations and feed messages update or invalidate through these. */
export const chatKeys = {
  all: ['chats'] as const,
  mine: (page = 0, size = 100) => [...chatKeys.all, 'mine', page, size] as const,
  mineAll: () => [...chatKeys.all, 'mine'] as const,
  /** Under mineAll, so everything that refreshes the caller's chats (reads, the feed) refreshes the inbox too. */
  inboxAll: () => [...chatKeys.mineAll(), 'inbox'] as const,
  inbox: (filter: string, listingId: string | null) => [...chatKeys.inboxAll(), filter, listingId ?? ''] as const,
  byListing: (listingId: string) => [...chatKeys.all, 'listing', listingId] as const,
  detail: (id: string) => [...chatKeys.all, 'detail', id] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
  offers: (id: string) => [...chatKeys.all, 'offers', id] as const,
  listingOffers: (listingId: string) => [...chatKeys.all, 'listing-offers', listingId] as const,
  users: () => [...chatKeys.all, 'users'] as const,
};
