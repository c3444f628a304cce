import {
  canonicalFeature,
  carFeatures,
  equipmentFromVinDetails,
  ListingInputSchema,
  type Listing,
  type ListingInput,
  type VinEquipment,
} from '@revy/shared';

/**
 * The listing form as the inputs hold it: text everywhere (empty = not given), money in dollars.
 * `toListingInput` turns it into the API's ListingInput (cents, numbers, nulls), and
 * `validateListingForm` checks it with the same ListingInputSchema the server uses.
 */
export type ListingFormValues = {
  vinValue: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  bodyType: string;
  engine: string;
  drivetrain: string;
  fuelType: string;
  transmission: string;
  mileage: string;
  condition: string;
  exteriorColor: string;
  interiorColor: string;
  titleStatus: string;
  equipment: string[];
  zip: string;
  city: string;
  state: string;
  /** Dollars, as typed ("12,500"). */
  price: string;
  description: string;
  /** The texts the listing writer fills (issue 6); saved by the edit page, not the wizard. */
  title: string;
  shortDescription: string;
  priceExplanation: string;
  /** One feature a line. */
  features: string;
};

export type ListingFormKey = keyof ListingFormValues;
export type ListingFormErrors = Partial<Record<ListingFormKey | 'form', string>>;

export const EMPTY_LISTING_FORM: ListingFormValues = {
  vinValue: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  bodyType: '',
  engine: '',
  drivetrain: '',
  fuelType: '',
  transmission: '',
  mileage: '',
  condition: '',
  exteriorColor: '',
  interiorColor: '',
  titleStatus: '',
  equipment: [],
  zip: '',
  city: '',
  state: '',
  price: '',
  description: '',
  title: '',
  shortDescription: '',
  priceExplanation: '',
  features: '',
};

const VEHICLE_KEYS = [
  'year',
  'make',
  'model',
  'trim',
  'bodyType',
  'engine',
  'drivetrain',
  'fuelType',
  'transmission',
  'mileage',
  'condition',
  'exteriorColor',
  'interiorColor',
  'titleStatus',
] as const;
const LOCATION_KEYS = ['zip', 'city', 'state'] as const;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form values of a saved listing (cents shown as whole dollars). */
export function listingToForm(l: Listing): ListingFormValues {
  const v = l.vehicle as Record<string, unknown>;
  const out = { ...EMPTY_LISTING_FORM };
  for (const k of VEHICLE_KEYS) out[k] = text(v[k]);
  for (const k of LOCATION_KEYS) out[k] = text(l.location[k]);
  out.equipment = Array.isArray(v.equipment) ? v.equipment.filter((e): e is string => typeof e === 'string') : [];
  out.vinValue = text(l.vinValue);
  out.price = l.price === null ? '' : formatDollars(l.price / 100);
  out.description = text(l.description);
  out.title = text(l.title);
  out.shortDescription = text(l.shortDescription);
  out.priceExplanation = text(l.priceExplanation);
  out.features = carFeatures(l.features).join('\n');
  return out;
}

export const formatDollars = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/** "12,500" or "$12,500.50" → 12500.5; '' → null; anything else → NaN. */
export function parseNumber(raw: string): number | null {
  const s = raw.replace(/[$,\s]/g, '');
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The API payload. Empty inputs become null, so clearing a field clears it on the server. */
export function toListingInput(f: ListingFormValues): ListingInput {
  const year = parseNumber(f.year);
  const mileage = parseNumber(f.mileage);
  const dollars = parseNumber(f.price);
  return {
    vinValue: orNull(f.vinValue),
    price: dollars === null ? null : Number.isNaN(dollars) ? dollars : Math.round(dollars * 100),
    description: orNull(f.description),
    vehicle: {
      year,
      make: orNull(f.make),
      model: orNull(f.model),
      trim: orNull(f.trim),
      bodyType: orNull(f.bodyType) as never,
      engine: orNull(f.engine),
      drivetrain: orNull(f.drivetrain) as never,
      fuelType: orNull(f.fuelType) as never,
      transmission: orNull(f.transmission) as never,
      mileage,
      condition: orNull(f.condition) as never,
      exteriorColor: orNull(f.exteriorColor),
      interiorColor: orNull(f.interiorColor),
      titleStatus: orNull(f.titleStatus) as never,
      equipment: f.equipment,
    },
    location: { zip: orNull(f.zip), city: orNull(f.city), state: orNull(f.state) },
  };
}

/** A field path of the API (`vehicle.mileage`, `body.location.zip`, `price`) → the form's key. */
export function formKeyOfPath(path: string): ListingFormKey | 'form' {
  const parts = path.replace(/^body\./, '').split('.');
  const [first, second] = parts;
  const key = first === 'vehicle' || first === 'location' ? second : first;
  return key && key in EMPTY_LISTING_FORM ? (key as ListingFormKey) : 'form';
}

const MESSAGES: Partial<Record<ListingFormKey, string>> = {
  year: 'Enter a year like 2018',
  mileage: 'Enter the miles as a whole number',
  price: 'Enter a price in dollars',
};

/** Problems per field, from the shared schema (plus plain wording for numbers that are not numbers). */
export function validateListingForm(f: ListingFormValues, only?: readonly ListingFormKey[]): ListingFormErrors {
  const errors: ListingFormErrors = {};
  for (const key of ['year', 'mileage', 'price'] as const)
    if (Number.isNaN(parseNumber(f[key]))) errors[key] = MESSAGES[key];
  const res = ListingInputSchema.safeParse(toListingInput(f));
  if (!res.success) {
    for (const issue of res.error.issues) {
      const key = formKeyOfPath(issue.path.join('.'));
      errors[key] ??=
        key !== 'form' && MESSAGES[key] && /expected|NaN/i.test(issue.message) ? MESSAGES[key] : issue.message;
    }
  }
  if (!only) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => only.includes(k as ListingFormKey)),
  ) as ListingFormErrors;
}

/** Server field problems (422/400 `fields`) as form errors. */
export function serverFormErrors(fields: Record<string, string> | undefined): ListingFormErrors {
  const out: ListingFormErrors = {};
  for (const [path, msg] of Object.entries(fields ?? {})) out[formKeyOfPath(path)] ??= msg;
  return out;
}

/**
 * The features a decoded VIN says the car has that the form does not list yet (compared in the vocabulary's
 * words, so a typed "backup camera" is not added twice), for applyVinEquipment and the note that counts them.
 */
export function vinFeaturesToAdd(equipment: readonly string[], e: VinEquipment): string[] {
  const have = new Set(equipment.map((x) => canonicalFeature(x).toLowerCase()));
  return equipmentFromVinDetails(e.details).filter((name) => !have.has(name.toLowerCase()));
}

/**
 * Fills the form from a decoded VIN. Decoded values replace what is there (the seller asked to
 * decode); fields the VIN does not know keep what the seller typed. Equipment only grows: the
 * VIN's features join the seller's, and nothing the seller picked is taken away.
 */
export function applyVinEquipment(f: ListingFormValues, e: VinEquipment): ListingFormValues {
  const pick = (decoded: string | number | null, current: string) =>
    decoded === null || decoded === '' ? current : String(decoded);
  return {
    ...f,
    vinValue: e.vin,
    year: pick(e.year, f.year),
    make: pick(e.make, f.make),
    model: pick(e.model, f.model),
    trim: pick(e.trim, f.trim),
    bodyType: pick(e.bodyType, f.bodyType),
    engine: pick(e.engine, f.engine),
    drivetrain: pick(e.drivetrain, f.drivetrain),
    fuelType: pick(e.fuelType, f.fuelType),
    transmission: pick(e.transmission, f.transmission),
    equipment: [...f.equipment, ...vinFeaturesToAdd(f.equipment, e)],
  };
}

export const sameForm = (a: ListingFormValues, b: ListingFormValues) => JSON.stringify(a) === JSON.stringify(b);
