import { dealDifference, formatMoneyCents, formatNumber, type DealBadge, type Listing } from '@revy/shared';

/** One car of the compare page: the listing when it loaded, its deal badge, and the miles the card showed. */
export type ComparedCar = { listing: Listing; deal: DealBadge | null; distance: number | null };

export type RowKey =
  | 'price'
  | 'deal'
  | 'year'
  | 'mileage'
  | 'body'
  | 'fuel'
  | 'transmission'
  | 'drivetrain'
  | 'location'
  | 'features'
  | 'photos';

export type CompareRow = {
  key: RowKey;
  label: string;
  /** Per column (null: the car did not load, or the fact is unknown). */
  cells: (string | null)[];
  /** At least two cars are known here and they are not all the same. */
  differs: boolean;
  /** Columns holding the best value of a row that has one (lowest price, newest year...), when the cars differ. */
  best: number[];
  /** What "best" means in this row, said beside the value (never colour alone). */
  bestLabel?: string;
};

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** The car's own features and the equipment the seller ticked, each once (any case), in order. */
export function carExtras(l: Listing): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of [...(l.features ?? []), ...((l.vehicle?.equipment as string[] | undefined) ?? [])]) {
    const k = f.trim().toLowerCase();
    if (k && !seen.has(k)) {
      seen.add(k);
      out.push(f.trim());
    }
  }
  return out;
}

/** Indexes of the smallest (or largest) known number, when the known numbers are not all equal. */
function bestOf(values: (number | null)[], want: 'min' | 'max'): number[] {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || new Set(known).size < 2) return [];
  const target = want === 'min' ? Math.min(...known) : Math.max(...known);
  return values.flatMap((v, i) => (v === target ? [i] : []));
}

/**
 * The rows of the compare table (issue 19) for the columns in order (null: a car that did not load). A row differs
 * when two or more known values are not the same; rows with an order (price, deal, year, mileage, distance) also name
 * their best cars.
 */
export function compareRows(cars: (ComparedCar | null)[]): CompareRow[] {
  const col = <T>(f: (c: ComparedCar) => T | null) => cars.map((c) => (c ? f(c) : null));
  const row = (
    key: RowKey,
    label: string,
    cells: (string | null)[],
    best: number[] = [],
    bestLabel?: string,
  ): CompareRow => {
    const known = cells.filter((c): c is string => c !== null);
    const differs = known.length >= 2 && new Set(known).size > 1;
    return { key, label, cells, differs, best: differs ? best : [], ...(bestLabel && differs ? { bestLabel } : {}) };
  };
  const prices = col((c) => (c.listing.price && c.listing.price > 0 ? c.listing.price : null));
  const gaps = col((c) => {
    const d = dealDifference(c.listing.price, c.deal);
    return d ? (c.listing.price ?? 0) - (c.deal?.value ?? 0) : null;
  });
  const years = col((c) => (typeof c.listing.vehicle?.year === 'number' ? c.listing.vehicle.year : null));
  const miles = col((c) => (typeof c.listing.vehicle?.mileage === 'number' ? c.listing.vehicle.mileage : null));
  const distances = col((c) => c.distance);
  return [
    row(
      'price',
      'Price',
      prices.map((p) => (p === null ? null : formatMoneyCents(p))),
      bestOf(prices, 'min'),
      'Lowest',
    ),
    row(
      'deal',
      'Deal',
      col((c) => dealDifference(c.listing.price, c.deal)?.text ?? null),
      bestOf(gaps, 'min'),
      'Best deal',
    ),
    row(
      'year',
      'Year',
      years.map((y) => (y === null ? null : String(y))),
      bestOf(years, 'max'),
      'Newest',
    ),
    row(
      'mileage',
      'Mileage',
      miles.map((m) => (m === null ? null : `${formatNumber(m)} mi`)),
      bestOf(miles, 'min'),
      'Lowest',
    ),
    row(
      'body',
      'Body',
      col((c) => text(c.listing.vehicle?.bodyType)),
    ),
    row(
      'fuel',
      'Fuel',
      col((c) => text(c.listing.vehicle?.fuelType)),
    ),
    row(
      'transmission',
      'Transmission',
      col((c) => text(c.listing.vehicle?.transmission)),
    ),
    row(
      'drivetrain',
      'Drivetrain',
      col((c) => text(c.listing.vehicle?.drivetrain)),
    ),
    row(
      'location',
      'Location',
      col((c) => {
        const loc = c.listing.location ?? {};
        const place =
          loc.city && loc.state ? `${loc.city}, ${loc.state}` : (text(loc.city) ?? text(loc.state) ?? text(loc.zip));
        const away = c.distance === null ? null : `${formatNumber(Math.round(c.distance))} mi away`;
        return [place, away].filter(Boolean).join(' · ') || null;
      }),
      bestOf(distances, 'min'),
      'Nearest',
    ),
    row(
      'features',
      'Features',
      col((c) => carExtras(c.listing).join(', ') || null),
    ),
    row(
      'photos',
      'Photos',
      col((c) =>
        c.listing.photoCount ? `${c.listing.photoCount} ${c.listing.photoCount === 1 ? 'photo' : 'photos'}` : null,
      ),
    ),
  ];
}
