import { formatMoneyCents, type Listing } from '@revy/shared';

/** One marker: the cars at one place (a ZIP centre holds every car listed in that ZIP). */
export type MapPoint = { key: string; lat: number; lng: number; cars: Listing[] };

/** The cars of a page grouped by position, in the page's order; cars without a position are counted apart. */
export function mapPoints(cars: readonly Listing[]): { points: MapPoint[]; unplaced: number } {
  const byKey = new Map<string, MapPoint>();
  let unplaced = 0;
  for (const l of cars) {
    const p = l.position;
    if (!p || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) {
      unplaced++;
      continue;
    }
    const key = `${p.lat},${p.lng}`;
    const point = byKey.get(key);
    if (point) point.cars.push(l);
    else byKey.set(key, { key, lat: p.lat, lng: p.lng, cars: [l] });
  }
  return { points: [...byKey.values()], unplaced };
}

/** A marker's short label: the price of a lone car ("$18.5k"), or how many cars share the place. */
export function markerLabel(point: MapPoint): string {
  if (point.cars.length > 1) return `${point.cars.length} cars`;
  const price = point.cars[0]!.price;
  if (!price) return '1 car';
  const dollars = price / 100;
  return dollars >= 1000 ? `$${Math.round(dollars / 100) / 10}k` : formatMoneyCents(price);
}
