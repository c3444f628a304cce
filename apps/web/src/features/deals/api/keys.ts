/** Query keys of deals; every deal mutation refreshes everything under `all`. */
export const dealKeys = {
  all: ['deals'] as const,
  mine: () => [...dealKeys.all, 'mine'] as const,
  detail: (id: string) => [...dealKeys.all, 'detail', id] as const,
  buyers: (listingId: string) => [...dealKeys.all, 'listing', listingId, 'buyers'] as const,
  auth: (listingId: string) => [...dealKeys.all, 'listing', listingId, 'auth'] as const,
  buyerDeal: (listingId: string) => [...dealKeys.all, 'listing', listingId, 'buyer-deal'] as const,
};
