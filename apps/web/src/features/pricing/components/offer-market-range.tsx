import { formatMoneyCents, offerAgainstMarket } from '@revy/shared';
import { useDealBadge } from '../api/get-pricing';

/**
 * An offer against the car's market range (issue 15), where a buyer types one and where the
 * seller reads one: a small bar with the range shaded and the offer as a marker, and the words
 * ("$1,200 below the market range"), so nothing rests on colour or position alone. The range
 * is the public deal badge; nothing shows while it loads or when the car has none.
 */
export function OfferMarketRange({ listingId, amount }: { listingId: string; amount: number | null }) {
  const q = useDealBadge(listingId);
  if (!q.data || amount === null || !(amount > 0)) return null;
  const d = q.data;
  const m = offerAgainstMarket(amount, d);
  const lo = Math.min(d.low, amount) * 0.92;
  const hi = Math.max(d.high, amount) * 1.08;
  const at = (v: number) => `${((v - lo) / (hi - lo)) * 100}%`;
  const tone = m.position === 'within' ? 'text-ink' : 'text-amber-900';
  return (
    <div className="flex flex-col gap-1.5" data-testid="offer-market-range">
      <div className="relative h-2 rounded-full bg-line" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-primary-soft ring-1 ring-primary/40"
          style={{ left: at(d.low), width: `calc(${at(d.high)} - ${at(d.low)})` }}
        />
        <div
          className="absolute -top-1 h-4 w-1 -translate-x-1/2 rounded-sm bg-ink ring-2 ring-white"
          style={{ left: at(amount) }}
        />
      </div>
      <p className="text-xs text-muted">
        <span className={`font-semibold ${tone}`}>{m.text}</span> ({formatMoneyCents(d.low)}–{formatMoneyCents(d.high)}
        {d.confidence === 'low' ? ', limited data' : ''})
      </p>
    </div>
  );
}
