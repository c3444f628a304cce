/** Query keys of the garage's own reads (the listing itself is keyed by features/listings). */
export const garageKeys = {
  history: (listingId: string) => ['history', 'target', listingId] as const,
};
