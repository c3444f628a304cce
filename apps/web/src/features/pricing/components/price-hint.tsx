import { useEffect, useState } from 'react';
import { formatMoneyCents, priceHint } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { usePriceEstimate } from '../api/get-pricing';

/** Typing must pause this long before the marker and the words follow (no jitter on every key). */
export const PRICE_HINT_DEBOUNCE_MS = 350;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** "$18,500", "18500", "18,500.00" → cents; null when empty or not a number. */
export function priceTextToCents(text: string): number | null {
  const s = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

function Shell({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section
      aria-label="Market price hint"
      aria-busy={busy}
      className="rounded-xl border border-line bg-canvas/60 p-4 text-sm"
      data-testid="price-hint"
    >
      {children}
    </section>
  );
}

/**
 * Issue 19: while the seller types the asking price, the market range of the pricing analysis as a bar with a marker
 * for their price and one line on where it falls (`priceHint` in shared). Works on a draft (its seller may read its
 * estimate before any plan is paid); the estimate is fetched once, the typing only moves the marker.
 */
export function PriceHint({ listingId, priceText }: { listingId: string | null; priceText: string }) {
  const estimate = usePriceEstimate(listingId ?? '', !!listingId);
  const typed = useDebounced(priceText, PRICE_HINT_DEBOUNCE_MS);
  if (!listingId) return null;
  if (estimate.isPending)
    return (
      <Shell busy>
        <p className="text-muted">Checking what similar cars sell for…</p>
        <div className="mt-3 h-3 animate-pulse rounded-full bg-line" aria-hidden="true" />
      </Shell>
    );
  if (estimate.isError) {
    const status = isApiError(estimate.error) ? estimate.error.status : 0;
    return (
      <Shell>
        <p className="text-muted">
          {status === 422
            ? 'Add the year, make and model of your car to see what similar cars sell for.'
            : "We couldn't load the market range right now. You can still set your price."}
        </p>
        {status === 422 ? null : (
          <button
            type="button"
            className="mt-2 font-semibold text-primary underline-offset-2 hover:underline"
            onClick={() => void estimate.refetch()}
          >
            Try again
          </button>
        )}
      </Shell>
    );
  }
  const market = estimate.data;
  const cents = priceTextToCents(typed);
  const hint = priceHint(market, cents);
  const range = `${formatMoneyCents(market.low)}–${formatMoneyCents(market.high)}`;
  const rough = market.confidence === 'low';
  const bar = hint?.bar ?? priceHint(market, market.value)!.bar;
  return (
    <Shell>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">
          Market range <span className="whitespace-nowrap">{range}</span>
        </p>
        <p className="text-xs text-muted">
          {market.comparableCount === 0
            ? 'From typical depreciation'
            : `${market.comparableCount} similar ${market.comparableCount === 1 ? 'car' : 'cars'}`}
          {rough ? ' · rough guide' : ''}
        </p>
      </div>
      <div
        role="img"
        aria-label={`Market range ${range}, typical ${formatMoneyCents(market.value)}${
          hint ? `; your price ${formatMoneyCents(cents)}` : ''
        }`}
        className="relative mb-1 mt-4 h-3 rounded-full bg-line"
      >
        <div
          className={`absolute inset-y-0 rounded-full ${rough ? 'bg-primary/20' : 'bg-primary/35'}`}
          style={{ left: `${bar.low}%`, width: `${bar.high - bar.low}%` }}
        />
        <div className="absolute -top-0.5 h-4 w-0.5 bg-primary" style={{ left: `${bar.value}%` }} />
        {hint ? (
          <div
            className={`absolute -top-1.5 h-6 w-6 -translate-x-1/2 rounded-full border-4 border-white shadow ring-1 transition-[left] duration-300 motion-reduce:transition-none ${
              hint.tone === 'good' ? 'bg-success ring-success/40' : 'bg-amber-500 ring-amber-500/40'
            }`}
            style={{ left: `${hint.bar.price}%` }}
            data-testid="price-hint-marker"
          />
        ) : null}
      </div>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>Lower</span>
        <span>Typical {formatMoneyCents(market.value)}</span>
        <span>Higher</span>
      </div>
      <div aria-live="polite" className="mt-3">
        {hint ? (
          <>
            <p className={`font-semibold ${hint.tone === 'good' ? 'text-success' : 'text-amber-800'}`}>
              {hint.headline}
            </p>
            <p className="mt-1 text-muted">{hint.detail}</p>
          </>
        ) : (
          <p className="text-muted">{rough ? `${market.confidenceText} ` : ''}Type your price to see where it falls.</p>
        )}
      </div>
    </Shell>
  );
}
