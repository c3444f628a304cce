import { formatNumber, type Listing } from '@revy/shared';

export type FactKey =
  | 'year'
  | 'mileage'
  | 'body'
  | 'fuel'
  | 'transmission'
  | 'drivetrain'
  | 'exterior'
  | 'interior'
  | 'title'
  | 'condition';
export type Fact = { key: FactKey; label: string; value: string };

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

/** Mileage with grouping and the unit: 42,300 mi. */
export const formatMileage = (miles: number | null | undefined) =>
  miles === null || miles === undefined ? '' : `${formatNumber(miles)} mi`;

/** The key facts a buyer scans first, in a fixed order; unknown values are left out. */
export function keyFacts(l: Pick<Listing, 'vehicle'>): Fact[] {
  const v = l.vehicle as Record<string, unknown>;
  const facts: Array<[FactKey, string, string | null]> = [
    ['year', 'Year', str(v.year)],
    ['mileage', 'Mileage', typeof v.mileage === 'number' ? formatMileage(v.mileage) : null],
    ['body', 'Body', str(v.bodyType)],
    ['fuel', 'Fuel', str(v.fuelType)],
    ['transmission', 'Transmission', str(v.transmission)],
    ['drivetrain', 'Drivetrain', str(v.drivetrain)],
    ['exterior', 'Exterior colour', str(v.exteriorColor)],
    ['interior', 'Interior colour', str(v.interiorColor)],
    ['title', 'Title', str(v.titleStatus)],
    ['condition', 'Condition', str(v.condition)],
  ];
  return facts
    .filter((f): f is [FactKey, string, string] => f[2] !== null)
    .map(([key, label, value]) => ({ key, label, value }));
}

/** Detail names from the VIN decoder that say nothing to a buyer. */
const NOISE =
  /error|note|possible|vehicle descriptor|suggested|^vin$|manufacturer id|plant (city|state|company)|ncsa|basic|base price/i;

/**
 * Specs from the VIN decode (vinInfo, see VinEquipmentSchema) with the seller's vehicle fields as a
 * fallback: engine, trim, doors, seats, maker and plant, then the decoder's other details.
 */
export function vinSpecs(
  l: Pick<Listing, 'vehicle' | 'vinInfo'>,
  maxDetails = 12,
): Array<{ label: string; value: string }> {
  const info = (l.vinInfo ?? {}) as Record<string, unknown>;
  const v = l.vehicle as Record<string, unknown>;
  const rows: Array<[string, string | null]> = [
    ['Trim', str(info.trim) ?? str(v.trim)],
    ['Engine', str(info.engine) ?? str(v.engine)],
    ['Drivetrain', str(info.drivetrain) ?? str(v.drivetrain)],
    ['Transmission', str(info.transmission) ?? str(v.transmission)],
    ['Fuel', str(info.fuelType) ?? str(v.fuelType)],
    ['Body', str(info.bodyType) ?? str(v.bodyType)],
    ['Doors', str(info.doors) ?? str(v.doors)],
    ['Seats', str(info.seats) ?? str(v.seats)],
    ['Manufacturer', str(info.manufacturer)],
    ['Built in', str(info.plantCountry)],
  ];
  const out = rows.filter((r): r is [string, string] => r[1] !== null).map(([label, value]) => ({ label, value }));
  const seen = new Set(out.map((r) => r.label.toLowerCase()));
  const details = info.details && typeof info.details === 'object' ? (info.details as Record<string, unknown>) : {};
  let extra = 0;
  for (const [label, raw] of Object.entries(details)) {
    const value = str(raw);
    if (!value || value === 'Not Applicable' || NOISE.test(label) || seen.has(label.toLowerCase())) continue;
    if (extra++ >= maxDetails) break;
    out.push({ label, value });
  }
  return out;
}

/** "Austin, TX 78701" from whatever parts are known. */
export function formatLocation(loc: Listing['location'] | null | undefined): string {
  if (!loc) return '';
  const cityState = [loc.city, loc.state].filter(Boolean).join(', ');
  return [cityState, loc.zip].filter(Boolean).join(' ');
}

/** "12 mi away" (rounded; under one mile reads "Under 1 mi away"). */
export function formatDistance(miles: number | null | undefined): string {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return '';
  return miles < 1 ? 'Under 1 mi away' : `${formatNumber(Math.round(miles))} mi away`;
}
