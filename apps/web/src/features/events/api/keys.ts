/** Query keys of event types and events; every mutation invalidates through these. */
export const eventKeys = {
  all: ['events'] as const,
  typeByListing: (listingId: string) => [...eventKeys.all, 'type', 'listing', listingId] as const,
  type: (id: string) => [...eventKeys.all, 'type', 'id', id] as const,
  typesByHost: (hostId: string) => [...eventKeys.all, 'type', 'host', hostId] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  byChat: (chatId: string) => [...eventKeys.all, 'chat', chatId] as const,
  byUser: (userId: string) => [...eventKeys.all, 'user', userId] as const,
};
