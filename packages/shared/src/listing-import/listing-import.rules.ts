import { ListingInputObjectSchema, type ListingInput } from '../listings/listing-api.schema';
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  TITLE_STATUSES,
  TRANSMISSION_TYPES,
} from '../listings/listing-options';
import { validateVin } from '../vehicles/vin.rules';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_PHOTOS,
  IMPORT_REQUIRED_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from './listing-import.schema';

/**
 * Pure rules of the listing import (decision 033): which field a header means, and what a row
 * becomes. The server runs them for the preview and the run; the page shows the same mapping.
 */

/** Header spellings per field, normalised (lower case, letters and digits only). Exact matches win over partial ones. */
const ALIASES: Record<ImportField, string[]> = {
  vin: ['vin', 'vinnumber', 'vehicleidentificationnumber', 'chassisnumber', 'vinvalue'],
  year: ['year', 'modelyear', 'yr'],
  make: ['make', 'manufacturer', 'brand'],
  model: ['model', 'modelname'],
  trim: ['trim', 'trimlevel', 'series', 'version'],
  mileage: ['mileage', 'odometer', 'miles', 'odometerreading'],
  price: ['price', 'askingprice', 'listprice', 'saleprice', 'internetprice', 'cost'],
  title: ['title', 'headline', 'listingtitle', 'name'],
  description: ['description', 'comments', 'notes', 'details', 'sellernotes', 'remarks'],
  exteriorColor: ['exteriorcolor', 'color', 'colour', 'extcolor', 'exteriorcolour', 'paint'],
  interiorColor: ['interiorcolor', 'intcolor', 'interiorcolour', 'upholstery'],
  bodyType: ['bodytype', 'body', 'bodystyle', 'style'],
  fuelType: ['fueltype', 'fuel'],
  transmission: ['transmission', 'trans', 'gearbox'],
  drivetrain: ['drivetrain', 'drive', 'drivetype', 'drivetype'],
  engine: ['engine', 'enginedescription', 'motor'],
  titleStatus: ['titlestatus', 'titlebrand', 'titletype'],
  condition: ['condition'],
  doors: ['doors', 'doorcount', 'numberofdoors'],
  seats: ['seats', 'seating', 'seatingcapacity', 'passengers'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'zip5'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region'],
  photoUrls: ['photourls', 'photos', 'images', 'imageurls', 'pictures', 'photo', 'image', 'imageurl', 'photourl'],
  sellerEmail: ['selleremail', 'email', 'owneremail', 'contactemail', 'dealeremail'],
};

export const normalizeHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A suggested mapping: each header to the field it most likely means, each field at most once
 * (the first header, left to right, wins). Exact alias matches are taken first, then headers that
 * contain an alias of three letters or more ("Vehicle VIN #", "Odometer (mi)"). Deterministic.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = Object.fromEntries(headers.map((h) => [h, null]));
  const taken = new Set<ImportField>();
  const pass = (match: (norm: string, alias: string) => boolean) => {
    for (const h of headers) {
      if (mapping[h]) continue;
      const norm = normalizeHeader(h);
      if (!norm) continue;
      const field = IMPORT_FIELDS.find((f) => !taken.has(f) && ALIASES[f].some((a) => match(norm, a)));
      if (field) {
        mapping[h] = field;
        taken.add(field);
      }
    }
  };
  pass((norm, alias) => norm === alias);
  pass((norm, alias) => alias.length >= 3 && norm.includes(alias));
  return mapping;
}

/** Required fields no header is mapped to. */
export function missingRequiredFields(mapping: ImportMapping, opts: { sellerChosen: boolean }): ImportField[] {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  const missing = IMPORT_REQUIRED_FIELDS.filter((f) => !mapped.has(f));
  if (!opts.sellerChosen && !mapped.has('sellerEmail')) missing.push('sellerEmail');
  return missing;
}

/** "$12,500.00" → 1250000 cents; null when empty; NaN when not a number. */
export function parseDollars(text: string): number | null {
  const t = text.replace(/[$\s,]|usd/gi, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}

/** "45,000 mi" → 45000; null when empty; NaN when not a whole number. */
export function parseWhole(text: string): number | null {
  const t = text.replace(/[\s,]|miles?|mi\.?|km/gi, '');
  if (!t) return null;
  if (!/^\d+(\.0+)?$/.test(t)) return NaN;
  return Number.parseInt(t, 10);
}

/** The list value matching `text` case- and punctuation-insensitively, or undefined. */
function matchOption(text: string, options: readonly string[]): string | undefined {
  const n = normalizeHeader(text);
  const synonyms: Record<string, string> = {
    auto: 'Automatic',
    automatic: 'Automatic',
    at: 'Automatic',
    mt: 'Manual',
    stick: 'Manual',
    gas: 'Gasoline',
    petrol: 'Gasoline',
    ev: 'Electric',
    truck: 'Pickup',
    '4x4': '4WD',
    allwheeldrive: 'AWD',
    frontwheeldrive: 'FWD',
    rearwheeldrive: 'RWD',
  };
  return (
    options.find((o) => normalizeHeader(o) === n) ??
    (synonyms[n] && options.includes(synonyms[n]) ? synonyms[n] : undefined)
  );
}

const ENUMS: Partial<Record<ImportField, readonly string[]>> = {
  bodyType: BODY_TYPES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSION_TYPES,
  drivetrain: DRIVETRAINS,
  titleStatus: TITLE_STATUSES,
  condition: CONDITIONS,
};

/** Splits a photo cell on whitespace, commas, semicolons or pipes. */
export const splitPhotoUrls = (text: string) => text.split(/[\s,;|]+/).filter(Boolean);

export type ParsedImportRow = {
  vin: string | null;
  sellerEmail: string | null;
  photoUrls: string[];
  input: ListingInput;
  errors: ImportRowError[];
};

/** Which input path a field is validated under, to name the column of a schema error. */
const INPUT_PATH: Partial<Record<ImportField, string>> = {
  vin: 'vinValue',
  zip: 'location.zip',
  city: 'location.city',
  state: 'location.state',
  title: 'title',
  description: 'description',
  price: 'price',
};
const pathOf = (f: ImportField) => INPUT_PATH[f] ?? `vehicle.${f}`;

/**
 * One row (`row` is the 1-based line number of the data row, headers excluded) as a listing
 * input, validated with the same schema as POST /v1/listing: dollars to cents, numbers with
 * commas, enum values case-insensitively, the VIN by the shared VIN rules. Errors name the column.
 */
export function parseImportRow(
  row: number,
  cells: readonly string[],
  headers: readonly string[],
  mapping: ImportMapping,
): ParsedImportRow {
  const errors: ImportRowError[] = [];
  const columnOf: Partial<Record<ImportField, string>> = {};
  const values: Partial<Record<ImportField, string>> = {};
  headers.forEach((h, i) => {
    const f = mapping[h];
    if (!f) return;
    columnOf[f] = h;
    values[f] = (cells[i] ?? '').trim();
  });
  const fail = (f: ImportField | null, message: string) =>
    errors.push({ row, column: f ? (columnOf[f] ?? null) : null, message });
  for (const f of IMPORT_REQUIRED_FIELDS)
    if (columnOf[f] && !values[f]) fail(f, `${f === 'vin' ? 'VIN' : f[0]!.toUpperCase() + f.slice(1)} is required`);

  let vin: string | null = null;
  if (values.vin) {
    const v = validateVin(values.vin);
    if (v.valid) vin = v.vin;
    else fail('vin', v.errors[0]?.message ?? 'This VIN is not valid');
  }
  const num = (f: ImportField, parse: (t: string) => number | null, what: string) => {
    const t = values[f];
    if (!t) return undefined;
    const n = parse(t);
    if (Number.isNaN(n)) {
      fail(f, `“${t.slice(0, 40)}” is not ${what}`);
      return undefined;
    }
    return n;
  };
  const vehicle: Record<string, unknown> = {};
  for (const f of ['year', 'mileage', 'doors', 'seats'] as const) {
    const n = num(f, parseWhole, 'a whole number');
    if (n !== undefined && n !== null) vehicle[f] = n;
  }
  for (const f of ['make', 'model', 'trim', 'engine', 'exteriorColor', 'interiorColor'] as const) {
    if (values[f]) vehicle[f] = values[f];
  }
  for (const [f, options] of Object.entries(ENUMS) as [ImportField, readonly string[]][]) {
    const t = values[f];
    if (!t) continue;
    const match = matchOption(t, options);
    if (match) vehicle[f] = match;
    else fail(f, `“${t.slice(0, 40)}” is not one of ${options.join(', ')}`);
  }
  const input: Record<string, unknown> = {};
  if (Object.keys(vehicle).length) input.vehicle = vehicle;
  const price = num('price', parseDollars, 'an amount in dollars');
  if (price !== undefined && price !== null) input.price = price;
  if (values.title) input.title = values.title;
  if (values.description) input.description = values.description;
  const location: Record<string, string> = {};
  for (const f of ['zip', 'city', 'state'] as const) if (values[f]) location[f] = values[f]!;
  if (Object.keys(location).length) input.location = location;
  if (vin) input.vinValue = vin;

  const parsed = ListingInputObjectSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = IMPORT_FIELDS.find((f) => pathOf(f) === path) ?? null;
      fail(field, issue.message);
    }
  }
  const photoUrls = values.photoUrls ? splitPhotoUrls(values.photoUrls) : [];
  if (photoUrls.length > IMPORT_MAX_PHOTOS) fail('photoUrls', `At most ${IMPORT_MAX_PHOTOS} photos per listing`);
  for (const u of photoUrls) {
    if (!/^https?:\/\/[^\s]+$/i.test(u)) {
      fail('photoUrls', `“${u.slice(0, 60)}” is not an http(s) address`);
      break;
    }
  }
  const sellerEmail = values.sellerEmail ? values.sellerEmail.toLowerCase() : null;
  if (sellerEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(sellerEmail))
    fail('sellerEmail', 'This is not an email address');
  return { vin, sellerEmail, photoUrls, input: (parsed.success ? parsed.data : {}) as ListingInput, errors };
}
