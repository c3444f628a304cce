// Deal ratings and their wording, without zod (the schemas are in pricing.schema.ts): listing cards and pages show
// them on the first load.

/**
 * Rating of an asking price against the estimate: great (well under), good, fair (within the
 * range), high, overpriced (well over).
 */
export const DEAL_RATINGS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type DealRating = (typeof DEAL_RATINGS)[number];

export const DEAL_RATING_LABELS: Record<DealRating, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
};
