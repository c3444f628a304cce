import { formatMoneyCents } from '../format/money';

// The deal rating said in dollars (issue 19): "$1,200 below market", "$800 above market", "Fair price". Without zod,
// like deal-rating.ts: showroom cards and the listing page show it on the first load.

/**
 * Within this share of the market value either way, the price is simply "Fair price". It sits inside the fair
 * rating's own band (−3% … +5% of the value, pricing.rules.ts dealRating), so the words never call a price fair that
 * the badge rates good, high or overpriced.
 */
export const FAIR_PRICE_BAND = 0.02;

export type DealDifference = {
  kind: 'below' | 'above' | 'fair';
  /** The difference in cents as the text rounds it (0 for fair): to the nearest $10 under $1,000, else $100. */
  amount: number;
  /** "$1,200 below market", "$800 above market" or "Fair price". */
  text: string;
  /** A full sentence for a title or screen readers, with the exact figures. */
  detail: string;
};

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * An estimate is a figure give or take a few percent, so the difference is rounded like one: to the nearest $10 under
 * $1,000 and the nearest $100 from there ($1,234 → $1,200, $834 → $830).
 */
function roundedCents(cents: number): number {
  const dollars = cents / 100;
  const step = dollars >= 995 ? 100 : 10;
  return Math.round(dollars / step) * step * 100;
}

/**
 * How far an asking price is from the market value estimate, in words a buyer reads at a glance. Null when there is
 * nothing honest to say: no asking price (missing, zero, negative or not a number — a $0 price is "on request", and
 * pricing gives it no rating either) or no usable estimate. Prices and values are integer cents, as on the API.
 */
export function dealDifference(
  price: number | null | undefined,
  estimate: { value: number } | null | undefined,
): DealDifference | null {
  if (!usable(price) || !estimate || !usable(estimate.value)) return null;
  const value = estimate.value;
  const diff = price - value;
  const amount = roundedCents(Math.abs(diff));
  const exact = `asking price ${formatMoneyCents(price)}, estimated market value ${formatMoneyCents(value)}`;
  if (Math.abs(diff) <= FAIR_PRICE_BAND * value || amount === 0) {
    return { kind: 'fair', amount: 0, text: 'Fair price', detail: `Fair price: ${exact}.` };
  }
  const kind = diff < 0 ? 'below' : 'above';
  const text = `${formatMoneyCents(amount)} ${kind} market`;
  return { kind, amount, text, detail: `${text}: ${exact}.` };
}

/**
 * The words beside a deal badge on cards and the listing page: the difference, or null when there is none to show or
 * it would only repeat the badge ("Fair price" twice).
 */
export function dealDifferenceBesideBadge(
  price: number | null | undefined,
  deal: { value: number; rating: string } | null | undefined,
): DealDifference | null {
  const d = dealDifference(price, deal);
  return d && !(d.kind === 'fair' && deal?.rating === 'fair') ? d : null;
}

/** The text colour of each kind (cards, the listing page and the server's first paint of the showroom). */
export const DEAL_DIFFERENCE_CLASS: Record<DealDifference['kind'], string> = {
  below: 'text-emerald-800',
  fair: 'text-sky-900',
  above: 'text-amber-800',
};
