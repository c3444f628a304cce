import { z } from 'zod';

import { DEAL_RATINGS } from './deal-rating';

/** Pricing analysis (issue 6; decision 012; method in pricing.rules.ts). Money in cents. Ratings in deal-rating.ts. */
export const DealRatingSchema = z.enum(DEAL_RATINGS);

/**
 * How sure an estimate is (issue 15; rules in pricing.confidence.ts): from the number of
 * comparables that counted, how far apart their prices are, and the method.
 */
export const PRICE_CONFIDENCES = ['high', 'medium', 'low'] as const;
export const PriceConfidenceSchema = z.enum(PRICE_CONFIDENCES);
export type PriceConfidence = z.infer<typeof PriceConfidenceSchema>;

export const ComparableSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  year: z.number().int(),
  mileage: z.number().int().nullable(),
  price: z.number().int(),
  /** This comparable's price adjusted to our car's year, mileage and condition. */
  adjustedPrice: z.number().int(),
  /** 0..1: how much it counted. */
  weight: z.number(),
  sold: z.boolean(),
});
export type Comparable = z.infer<typeof ComparableSchema>;

export const PriceEstimateSchema = z
  .object({
    listingId: z.string(),
    /** Market value estimate, and the range a fair price falls in. */
    value: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
    /** 'comparables' (enough of them), 'depreciation' (too few), or 'blend'. */
    method: z.enum(['comparables', 'depreciation', 'blend']),
    comparableCount: z.number().int(),
    confidence: PriceConfidenceSchema,
    /** Interquartile range of the adjusted comparable prices ÷ their median (0.12 = 12%). */
    spread: z.number(),
    /** One plain sentence: what the estimate rests on and how much to lean on it. */
    confidenceText: z.string(),
    /** null when the car has no asking price yet. */
    rating: DealRatingSchema.nullable(),
    reasons: z.array(z.string()),
    suggestedPrice: z.number().int(),
    priceExplanation: z.string(),
    /** The ones shown on the chart (at most 50, most similar first). */
    comparables: z.array(ComparableSchema),
    computedAt: z.string(),
  })
  .meta({ id: 'PriceEstimate' });
export type PriceEstimate = z.infer<typeof PriceEstimateSchema>;

/** The short form shown on listing cards and the listing page (no comparables). */
export const DealBadgeSchema = z.object({
  rating: DealRatingSchema,
  value: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  confidence: PriceConfidenceSchema,
  /** Comparables that counted (0: the depreciation model alone). */
  comparableCount: z.number().int(),
});
export type DealBadge = z.infer<typeof DealBadgeSchema>;
