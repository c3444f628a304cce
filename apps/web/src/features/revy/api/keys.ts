/** Query keys of the buyer assistant's pages; the switch and corrections update through these. */
export const revyKeys = {
  all: ['revy'] as const,
  settings: (listingId: string) => [...revyKeys.all, 'settings', listingId] as const,
  conversations: (listingId: string) => [...revyKeys.all, 'conversations', listingId] as const,
  escalations: (listingId: string) => [...revyKeys.all, 'escalations', listingId] as const,
};
