import type { SavedSearchFilters } from '@revy/shared';

const dollars = (cents: unknown) =>
  typeof cents === 'number' ? `$${Math.round(cents / 100).toLocaleString('en-US')}` : null;
const list = (v: unknown) => (typeof v === 'string' ? v.split(',').join(', ') : null);

/** A saved search's filters in words, one short phrase each ("Honda Civic", "Under $20,000", "Within 50 mi of 94110"). */
export function describeFilters(f: SavedSearchFilters): string[] {
  const out: string[] = [];
  if (f.search) out.push(`“${String(f.search)}”`);
  const car = [f.make, f.model].filter(Boolean).join(' ');
  if (car) out.push(car);
  if (f.yearMin && f.yearMax) out.push(`${f.yearMin}–${f.yearMax}`);
  else if (f.yearMin) out.push(`${f.yearMin} or newer`);
  else if (f.yearMax) out.push(`${f.yearMax} or older`);
  const min = dollars(f.priceMin);
  const max = dollars(f.priceMax);
  if (min && max) out.push(`${min}–${max}`);
  else if (max) out.push(`Under ${max}`);
  else if (min) out.push(`Over ${min}`);
  if (typeof f.mileageMax === 'number') out.push(`Under ${f.mileageMax.toLocaleString('en-US')} mi`);
  const body = list(f.bodyType);
  if (body) out.push(body);
  const fuel = list(f.fuelType);
  if (fuel) out.push(fuel);
  const transmission = list(f.transmission);
  if (transmission) out.push(transmission);
  if (f.zip) out.push(f.radius ? `Within ${f.radius} mi of ${f.zip}` : `Near ${f.zip}`);
  return out.length ? out : ['Every car for sale'];
}
