import { useLayoutEffect, useRef, useState } from 'react';
import { formatMoneyCents, type Comparable } from '@revy/shared';

const PAD = { left: 64, right: 16, top: 16, bottom: 40 };

/**
 * The chart is drawn at its box's real width (one SVG unit = one CSS pixel), so labels stay
 * 11 px on a phone and on a wide screen instead of scaling with a fixed viewBox.
 */
function useBoxWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.round(el.getBoundingClientRect().width) || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return { ref, width };
}

/** Round-number ticks across [min, max]. */
function ticks(min: number, max: number, count = 4): number[] {
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(v);
  return out;
}

/**
 * Comparables' asking prices against their mileage, this car highlighted and the fair range
 * shaded. A picture for sighted users; the summary (aria-label) and the table under it carry the
 * same facts for screen readers.
 */
export function ComparablesChart({
  comparables,
  car,
  low,
  high,
}: {
  comparables: Comparable[];
  car: { mileage: number | null; price: number | null; label: string };
  low: number;
  high: number;
}) {
  const { ref, width: W } = useBoxWidth(640);
  const H = W < 480 ? 240 : 300;
  const withMiles = comparables.filter((c) => c.mileage !== null);
  const miles = [...withMiles.map((c) => c.mileage!), ...(car.mileage !== null ? [car.mileage] : [])];
  const prices = [...comparables.map((c) => c.price), low, high, ...(car.price ? [car.price] : [])];
  const xMax = Math.max(...miles, 10_000) * 1.05;
  const yMin = Math.min(...prices) * 0.9;
  const yMax = Math.max(...prices) * 1.05;
  const x = (m: number) => PAD.left + (m / xMax) * (W - PAD.left - PAD.right);
  const y = (p: number) => H - PAD.bottom - ((p - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);
  const summary = `Chart of ${comparables.length} similar cars, price against mileage. The fair range is ${formatMoneyCents(low)} to ${formatMoneyCents(high)}${
    car.price ? `; this car is ${formatMoneyCents(car.price)}` : ''
  }${car.mileage !== null ? ` at ${car.mileage.toLocaleString('en-US')} miles` : ''}.`;

  return (
    <figure>
      <div ref={ref} className="w-full">
        <svg
          width={W}
          height={H}
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className="block max-w-full"
        >
          <rect
            x={PAD.left}
            width={W - PAD.left - PAD.right}
            y={y(high)}
            height={Math.max(1, y(low) - y(high))}
            className="fill-primary-soft"
          />
          {ticks(yMin, yMax).map((t) => (
            <g key={`y${t}`}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-line" />
              <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className="fill-muted text-[11px]">
                {formatMoneyCents(t)}
              </text>
            </g>
          ))}
          {ticks(0, xMax, W < 480 ? 3 : 5).map((t) => (
            <text key={`x${t}`} x={x(t)} y={H - PAD.bottom + 18} textAnchor="middle" className="fill-muted text-[11px]">
              {t >= 1000 ? `${Math.round(t / 1000)}k` : t}
            </text>
          ))}
          <text x={(W + PAD.left) / 2} y={H - 4} textAnchor="middle" className="fill-muted text-[11px]">
            Miles
          </text>
          {withMiles.map((c) =>
            c.sold ? (
              <rect
                key={c.listingId}
                x={x(c.mileage!) - 4}
                y={y(c.price) - 4}
                width={8}
                height={8}
                className={c.weight > 0 ? 'fill-muted/70' : 'fill-none stroke-muted'}
              />
            ) : (
              <circle
                key={c.listingId}
                cx={x(c.mileage!)}
                cy={y(c.price)}
                r={4}
                className={c.weight > 0 ? 'fill-muted/60' : 'fill-none stroke-muted'}
              />
            ),
          )}
          {car.price && car.mileage !== null ? (
            <g>
              <circle
                cx={x(car.mileage)}
                cy={y(car.price)}
                r={8}
                className="fill-primary stroke-white"
                strokeWidth={2}
              />
              <text x={x(car.mileage) + 12} y={y(car.price) + 4} className="fill-ink text-[12px] font-semibold">
                {car.label}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-full bg-primary" aria-hidden="true" /> This car
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 rounded-full bg-muted/60" aria-hidden="true" /> For sale
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 bg-muted/70" aria-hidden="true" /> Sold
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-5 bg-primary-soft ring-1 ring-primary/30" aria-hidden="true" /> Fair range
        </span>
        <span>Hollow: left out as unusual</span>
      </figcaption>
      {/* A table ignores a 1px width: the sr-only box around it keeps it from widening the page. */}
      <div className="sr-only">
        <table>
          <caption>Similar cars</caption>
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Mileage</th>
              <th scope="col">Price</th>
              <th scope="col">Adjusted to this car</th>
              <th scope="col">Sold</th>
            </tr>
          </thead>
          <tbody>
            {comparables.map((c) => (
              <tr key={c.listingId}>
                <td>{c.title}</td>
                <td>{c.mileage === null ? 'Unknown' : c.mileage.toLocaleString('en-US')}</td>
                <td>{formatMoneyCents(c.price)}</td>
                <td>{c.weight > 0 ? formatMoneyCents(c.adjustedPrice) : 'Left out'}</td>
                <td>{c.sold ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
