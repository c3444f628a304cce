/**
 * The car being priced and the market's cars, with the few facts both the estimate (pricing.rules.ts) and its
 * sentences (pricing.text.ts) read: kept apart so the text does not import the rules that import it.
 */

export const MILES_PER_YEAR = 12_000;
export const CONDITION_FACTORS: Record<string, number> = { Excellent: 1.05, Good: 1, Fair: 0.92, Poor: 0.8 };

/** The car being priced. */
export type PricingCar = {
  listingId: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null | undefined;
  mileage?: number | null | undefined;
  condition?: string | null | undefined;
  bodyType?: string | null | undefined;
  /** The asking price (cents), null when none yet. */
  price?: number | null | undefined;
};

/** A comparable as the market query returns it; `price` is the sale price for sold cars. */
export type MarketCar = {
  listingId: string;
  title: string;
  year: number;
  trim?: string | null | undefined;
  mileage: number | null;
  condition?: string | null | undefined;
  price: number;
  sold: boolean;
};

/** The median price (cents) of the same make's listings of one model year: the depreciation fit. */
export type MakeYearPrice = { year: number; price: number; count: number };

export type PriceRange = { value: number; low: number; high: number };

/** Years of age, counting a car of this year as half a year old. */
export const ageYears = (year: number, now: Date) => Math.max(0, now.getUTCFullYear() - year) + 0.5;
export const expectedMileage = (year: number, now: Date) => Math.round(MILES_PER_YEAR * ageYears(year, now));
