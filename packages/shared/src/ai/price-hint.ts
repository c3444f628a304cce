import { formatMoneyCents } from '../format/money';

/*
 * Issue 19: where a seller's asking price falls against the market range of the pricing analysis, while they type it
 * (before paying for a plan). Pure and zod-free: the price step imports it on every keystroke. Money in cents.
 * (The buyers' "$X below market" wording of a listing is a different rule, elsewhere.)
 */

/** What the hint needs of a price estimate (PriceEstimate or DealBadge). */
export type PriceHintMarket = {
  low: number;
  value: number;
  high: number;
  confidence: 'high' | 'medium' | 'low';
  comparableCount: number;
};

export type PriceHintZone = 'below' | 'inRange' | 'above';

export type PriceHint = {
  zone: PriceHintZone;
  /** Cents outside the range (0 inside it). */
  outside: number;
  /** Cents from the typical price (the estimate's value); negative under it. */
  fromValue: number;
  /** Positions on the bar, 0..100: the range, the typical price and the asking price. */
  bar: { low: number; high: number; value: number; price: number };
  /** How to colour it: good (a price that sells), caution (slower or leaving money behind). */
  tone: 'good' | 'caution';
  /** One line a seller reads as it is: "$1,500 above the market range: expect fewer buyers". */
  headline: string;
  /** Why, in a sentence; with thin data, says so first. */
  detail: string;
};

/**
 * Within this share of the typical price counts as "at" it (a 1% difference on a $20,000 car is $200: noise for an
 * estimate whose range is ±5% at best).
 */
export const PRICE_HINT_AT_VALUE = 0.02;

/** Dollars as a seller reads a difference: to $100 past $1,000, to $10 past $100, never "$0". */
function money(cents: number): string {
  const d = Math.abs(cents) / 100;
  const rounded =
    d >= 1000 ? Math.round(d / 100) * 100 : d >= 100 ? Math.round(d / 10) * 10 : Math.max(1, Math.round(d));
  return formatMoneyCents(rounded * 100);
}

/**
 * The bar's scale is fixed by the range (the range sits still while the marker moves as the seller types): the range
 * in the middle with room either side; a price past the scale rests at its end.
 */
function barOf(m: PriceHintMarket, price: number): PriceHint['bar'] {
  const pad = Math.max(m.high - m.low, m.value * 0.1) * 0.75;
  const lo = m.low - pad;
  const hi = m.high + pad;
  const at = (v: number) => Math.min(100, Math.max(0, ((v - lo) / (hi - lo)) * 100));
  return { low: at(m.low), high: at(m.high), value: at(m.value), price: at(price) };
}

/**
 * Where `price` (cents) falls against the market: below the range, in it (and how far from the typical price), or
 * above it, with the words and the bar positions. Null when there is no usable price or range.
 */
export function priceHint(market: PriceHintMarket, price: number | null | undefined): PriceHint | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  const { low, high, value } = market;
  if (!(low > 0) || !(high >= low) || !(value > 0)) return null;
  const zone: PriceHintZone = price < low ? 'below' : price > high ? 'above' : 'inRange';
  const outside = zone === 'below' ? low - price : zone === 'above' ? price - high : 0;
  const fromValue = price - value;
  const thin =
    market.confidence === 'low'
      ? market.comparableCount === 0
        ? 'No similar cars on Revy right now, so the range comes from typical depreciation: a rough guide. '
        : `Only a few similar cars to compare with: treat the range as a rough guide. `
      : '';
  // The range and typical price exactly as the estimate shows them elsewhere; only differences are rounded.
  const range = `${formatMoneyCents(low)}–${formatMoneyCents(high)}`;
  let headline: string;
  let detail: string;
  if (zone === 'above') {
    headline = `${money(outside)} above the market range: expect fewer buyers`;
    detail = `Similar cars sell for ${range}. Buyers compare, and a higher price gets fewer messages unless the car has something they don't.`;
  } else if (zone === 'below') {
    headline = `${money(outside)} below the market range: it should go fast`;
    detail = `Similar cars sell for ${range}. You may be leaving money on the table; a price in the range still sells well.`;
  } else if (Math.abs(fromValue) <= value * PRICE_HINT_AT_VALUE) {
    headline = 'Right at the typical price: a fair price buyers will recognise';
    detail = `Similar cars sell for ${range}, most often around ${formatMoneyCents(value)}.`;
  } else if (fromValue < 0) {
    headline = `In the market range, ${money(fromValue)} under the typical price: priced to sell`;
    detail = `Similar cars sell for ${range}, most often around ${formatMoneyCents(value)}.`;
  } else {
    headline = `In the market range, ${money(fromValue)} over the typical price: fair, with room to negotiate`;
    detail = `Similar cars sell for ${range}, most often around ${formatMoneyCents(value)}.`;
  }
  return {
    zone,
    outside,
    fromValue,
    bar: barOf(market, price),
    tone: zone === 'inRange' ? 'good' : 'caution',
    headline,
    detail: `${thin}${detail}`,
  };
}
