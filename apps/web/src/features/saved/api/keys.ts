/** Query keys of saved cars, saved searches and email preferences (issue 19); mutations invalidate through these. */
export const savedKeys = {
  all: ['saved'] as const,
  carIds: () => [...savedKeys.all, 'car-ids'] as const,
  cars: () => [...savedKeys.all, 'cars'] as const,
  searches: () => [...savedKeys.all, 'searches'] as const,
  emailPreferences: () => ['account', 'email-preferences'] as const,
};
