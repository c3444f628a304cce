import {
  type BODY_TYPES,
  type DRIVETRAINS,
  type FUEL_TYPES,
  type TRANSMISSION_TYPES,
  type VinEquipment,
} from '@revy/shared';
import type { DecodeHints } from './vin-decoder';

type Body = (typeof BODY_TYPES)[number];
type Drive = (typeof DRIVETRAINS)[number];
type Fuel = (typeof FUEL_TYPES)[number];
type Transmission = (typeof TRANSMISSION_TYPES)[number];

/**
 * vPIC values by element code (the keys of DecodeVinValuesExtended: Make, Model, BodyClass,
 * DriveType, FuelTypePrimary, ...). Both decoders produce this, so one mapping serves both.
 */
export type VpicValues = Record<string, string>;

// vPIC's lookup values (tables BodyStyle, DriveType, FuelType, Transmission, ElectrificationLevel).
const BODY: Record<string, Body> = {
  'sedan/saloon': 'Sedan',
  coupe: 'Coupe',
  'convertible/cabriolet': 'Convertible',
  roadster: 'Convertible',
  'hatchback/liftback/notchback': 'Hatchback',
  wagon: 'Wagon',
  'sport utility vehicle (suv)/multi-purpose vehicle (mpv)': 'SUV',
  'crossover utility vehicle (cuv)': 'SUV',
  pickup: 'Pickup',
  'sport utility truck (sut)': 'Pickup',
  minivan: 'Minivan',
  van: 'Van',
  'cargo van': 'Van',
  'step van / walk-in van': 'Van',
};
const DRIVE: Record<string, Drive> = {
  'fwd/front-wheel drive': 'FWD',
  'rwd/rear-wheel drive': 'RWD',
  'awd/all-wheel drive': 'AWD',
  '4wd/4-wheel drive/4x4': '4WD',
  '2wd/4wd': '4WD', // part-time four-wheel drive
  '4x4': '4WD',
};
const FUEL: Record<string, Fuel> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  electric: 'Electric',
  'flexible fuel vehicle (ffv)': 'Flex Fuel',
  'ethanol (e85)': 'Flex Fuel',
  'compressed hydrogen/hydrogen': 'Hydrogen',
  'fuel cell': 'Hydrogen',
  'compressed natural gas (cng)': 'Other',
  'liquefied natural gas (lng)': 'Other',
  'liquefied petroleum gas (propane or lpg)': 'Other',
  'natural gas': 'Other',
  'methanol (m85)': 'Other',
  'neat ethanol (e100)': 'Other',
  'neat methanol (m100)': 'Other',
};
const TRANSMISSION: Record<string, Transmission> = {
  automatic: 'Automatic',
  'manual/standard': 'Manual',
  manual: 'Manual',
  'continuously variable transmission (cvt)': 'CVT',
  'electronic continuously variable (e-cvt)': 'CVT',
  'dual-clutch transmission (dct)': 'Dual-Clutch',
  'automated manual transmission (amt)': 'Other',
  // Single-speed electric drive: what a seller picks as "Automatic".
  'direct drive': 'Automatic',
};
const ENGINE_LAYOUT: Record<string, string> = {
  'v-shaped': 'V',
  'in-line': 'I',
  'horizontally opposed (boxer)': 'H',
  'w-shaped': 'W',
};

/** '' and vPIC's placeholders mean "unknown". */
function clean(value: string | undefined): string | null {
  const v = value?.replace(/\s+/g, ' ').trim();
  if (!v || /^(not applicable|n\/a|null|0)$/i.test(v)) return null;
  return v;
}

const lookup = <T>(table: Record<string, T>, value: string | null): T | null =>
  value ? (table[value.toLowerCase()] ?? null) : null;

function int(value: string | null): number | null {
  const n = value ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Hybrids say so in ElectrificationLevel, or (older vPIC data) by an electric secondary fuel. */
export function fuelTypeOf(v: VpicValues): Fuel | null {
  const level = clean(v.ElectrificationLevel)?.toLowerCase() ?? '';
  if (level.startsWith('phev')) return 'Plug-in Hybrid';
  if (level.includes('hev')) return 'Hybrid';
  if (level.startsWith('bev')) return 'Electric';
  if (level.startsWith('fcev')) return 'Hydrogen';
  const primary = lookup(FUEL, clean(v.FuelTypePrimary));
  const secondary = lookup(FUEL, clean(v.FuelTypeSecondary));
  if (primary === 'Gasoline' && secondary === 'Electric') return 'Hybrid';
  if (primary === 'Gasoline' && secondary === 'Flex Fuel') return 'Flex Fuel';
  return primary;
}

/** "3.5L V6 Turbo", "2.0L I4", "Electric"; null when nothing is known. */
export function engineOf(v: VpicValues): string | null {
  const litres = Number.parseFloat(clean(v.DisplacementL) ?? '');
  const cylinders = int(clean(v.EngineCylinders));
  const layout = lookup(ENGINE_LAYOUT, clean(v.EngineConfiguration));
  const parts: string[] = [];
  if (Number.isFinite(litres) && litres > 0) parts.push(`${litres.toFixed(1)}L`);
  if (cylinders) parts.push(`${layout ?? ''}${cylinders}${layout ? '' : ' cyl'}`);
  if (parts.length > 0 && /^yes$/i.test(clean(v.Turbo) ?? '')) parts.push('Turbo');
  if (parts.length === 0) {
    const fuel = fuelTypeOf(v);
    return fuel === 'Electric' ? 'Electric' : null;
  }
  const fuel = fuelTypeOf(v);
  if (fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') parts.push(fuel);
  return parts.join(' ');
}

/** "UNITED STATES (USA)" → "United States"; "KOREA (SOUTH)" → "Korea (South)". */
export function countryName(value: string | null): string | null {
  if (!value) return null;
  const v = value.replace(/\s*\(USA\)$/i, '');
  return v.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** Maps vPIC's wording onto our value lists; a value we can't place is null (kept in details). */
export function mapVpicValues(
  vin: string,
  v: VpicValues,
  hints: DecodeHints,
  source: VinEquipment['source'],
): VinEquipment {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(v)) {
    const c = clean(value);
    if (c) details[key] = c;
  }
  const make = clean(v.Make);
  const year = int(clean(v.ModelYear));
  return {
    vin,
    year: year ?? hints.modelYear,
    make: make ? (hints.canonicalMake?.(make) ?? make) : null,
    model: clean(v.Model),
    trim: clean(v.Trim),
    bodyType: lookup(BODY, clean(v.BodyClass)),
    engine: engineOf(v),
    drivetrain: lookup(DRIVE, clean(v.DriveType)),
    fuelType: fuelTypeOf(v),
    transmission: lookup(TRANSMISSION, clean(v.TransmissionStyle)),
    doors: int(clean(v.Doors)),
    seats: int(clean(v.Seats)),
    manufacturer: clean(v.Manufacturer) ?? hints.manufacturer,
    plantCountry: countryName(clean(v.PlantCountry)),
    details,
    source,
  };
}
