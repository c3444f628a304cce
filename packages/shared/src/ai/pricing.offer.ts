import { formatMoneyCents } from '../format/money';
import type { DealBadge } from './pricing.schema';

/**
 * An offer against the market range of the deal badge (issue 15): where a buyer types an offer
 * and where the seller reads one. The range is public (GET /v1/listing/{id}/deal), so both sides
 * see the same words. Money in cents.
 */
export type OfferPosition = 'below' | 'within' | 'above';

export type OfferAgainstMarket = {
  position: OfferPosition;
  /** How far outside the range, in cents (0 within it). */
  difference: number;
  /** "$1,200 below the market range", "Within the market range", "$800 above the market range". */
  text: string;
};

export function offerAgainstMarket(amount: number, range: Pick<DealBadge, 'low' | 'high'>): OfferAgainstMarket {
  if (amount < range.low) {
    const difference = range.low - amount;
    return { position: 'below', difference, text: `${formatMoneyCents(difference)} below the market range` };
  }
  if (amount > range.high) {
    const difference = amount - range.high;
    return { position: 'above', difference, text: `${formatMoneyCents(difference)} above the market range` };
  }
  return { position: 'within', difference: 0, text: 'Within the market range' };
}
