import { formatMoneyCents } from '@revy/shared';

/**
 * The market range as a bar: the fair range shaded, the value as a tick, and this car's asking
 * price as a labelled marker. The scale runs a little past whichever is furthest out.
 */
export function PriceRangeBar({
  low,
  value,
  high,
  price,
}: {
  low: number;
  value: number;
  high: number;
  price: number | null;
}) {
  const lo = Math.min(low, price ?? low) * 0.9;
  const hi = Math.max(high, price ?? high) * 1.1;
  const pct = (v: number) => ((v - lo) / (hi - lo)) * 100;
  const at = (v: number) => `${pct(v)}%`;
  // Low and high under the bar only when the band is wide enough for three labels (the range is
  // also written out above the bar); the price label stays inside the bar's width.
  const roomy = pct(high) - pct(low) > 30;
  const labelAt = (v: number) => `${Math.min(80, Math.max(20, pct(v)))}%`;
  return (
    <div className="pt-8 pb-6">
      <div className="relative h-3 rounded-full bg-line">
        <div
          className="absolute inset-y-0 rounded-full bg-primary-soft ring-1 ring-primary/40"
          style={{ left: at(low), width: `calc(${at(high)} - ${at(low)})` }}
        />
        <div className="absolute -top-1 h-5 w-0.5 bg-primary" style={{ left: at(value) }} aria-hidden="true" />
        {price ? (
          <>
            <span
              className="absolute -top-8 -translate-x-1/2 whitespace-nowrap rounded bg-ink px-1.5 py-0.5 text-xs font-semibold text-white"
              style={{ left: labelAt(price) }}
            >
              Your price {formatMoneyCents(price)}
            </span>
            <span
              className="absolute -top-2 h-0 w-0 -translate-x-1/2 border-x-4 border-t-4 border-x-transparent border-t-ink"
              style={{ left: at(price) }}
              aria-hidden="true"
            />
          </>
        ) : null}
      </div>
      <div className="relative mt-2 h-4 text-xs text-muted">
        {roomy ? (
          <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: at(low) }}>
            {formatMoneyCents(low)}
          </span>
        ) : null}
        <span
          className="absolute -translate-x-1/2 whitespace-nowrap font-semibold text-ink"
          style={{ left: labelAt(value) }}
        >
          {formatMoneyCents(value)}
        </span>
        {roomy ? (
          <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: at(high) }}>
            {formatMoneyCents(high)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
