import type { VinValidation } from './vin.schema';

/**
 * Pure VIN rules (49 CFR 565, ISO 3779): characters, check digit, model year, WMI and the
 * country the first two characters stand for. The server's /v1/vin/{vin}/validate and the
 * create-listing form both use them; manufacturer names come from data the caller passes in.
 */

export const VIN_LENGTH = 17;
/** Capital letters and digits without I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const VIN_FORMAT_MESSAGE = 'A VIN has 17 letters and digits (never I, O or Q)';

/** Upper-cases and drops spaces and dashes people type or paste. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

// 49 CFR 565.15 table I: A-H = 1-8, J-N = 1-5, P = 7, R = 9, S-Z = 2-9.
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
// 49 CFR 565.15 table II: weight of each position; position 9 (the check digit itself) is 0.
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The value of one VIN character in the check-digit sum; null when it can't appear in a VIN. */
export function transliterate(char: string): number | null {
  if (/^[0-9]$/.test(char)) return Number(char);
  return LETTER_VALUES[char] ?? null;
}

/** The check digit (position 9) a well-formed VIN should carry: '0'-'9' or 'X' for 10. Null when malformed. */
export function computeCheckDigit(vin: string): string | null {
  if (!VIN_PATTERN.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += transliterate(vin[i]!)! * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

// Position 10 codes in order: A-Y without I, O, Q, U, Z, then 1-9 (30 codes, 30-year cycle).
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year from position 10. Its code repeats every 30 years; for cars, MPVs and light
 * trucks built for North America (49 CFR 565.15(a)), a digit in position 7 means 1980-2009 and a
 * letter 2010-2039. Elsewhere position 7 carries no such meaning, so the newest candidate not
 * after next year is taken. Null when position 10 is not a year code (0, Z, U).
 */
export function modelYearOf(vin: string, opts: { northAmerican?: boolean; now?: Date } = {}): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const early = 1980 + index;
  const late = early + 30;
  const latestPossible = (opts.now ?? new Date()).getUTCFullYear() + 1;
  const northAmerican = opts.northAmerican ?? isNorthAmerican(vin);
  if (northAmerican && /^[0-9A-Z]$/.test(vin[6] ?? '')) {
    const byPosition7 = /[0-9]/.test(vin[6]!) ? early : late;
    // A letter with a year beyond next year is a VIN that ignores the rule (or a typo): fall back.
    return byPosition7 <= latestPossible ? byPosition7 : early;
  }
  return late <= latestPossible ? late : early;
}

/**
 * World manufacturer identifier: positions 1-3, or 1-3 plus 12-14 when position 3 is '9'
 * (a manufacturer building fewer than 1,000 vehicles a year, 49 CFR 565.15(a)(1)).
 */
export function wmiOf(vin: string): string | null {
  if (vin.length < 3) return null;
  const wmi = vin.slice(0, 3);
  return wmi[2] === '9' && vin.length >= 14 ? wmi + vin.slice(11, 14) : wmi;
}

// ISO 3779 order of the second character within a range: A-Z (no I, O, Q), then 1-9, 0.
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

type CountryRange = readonly [first: string, from: string, to: string, country: string];

/**
 * ISO 3779 / SAE J1044 country codes by the first two characters. A range "from-to" of the second
 * character runs in ORDER above. Unlisted pairs are unassigned (country null, region still known).
 */
const COUNTRY_RANGES: readonly CountryRange[] = [
  ['A', 'A', 'H', 'South Africa'],
  ['A', 'J', 'N', "Côte d'Ivoire"],
  ['B', 'A', 'E', 'Angola'],
  ['B', 'F', 'K', 'Kenya'],
  ['B', 'L', 'R', 'Tanzania'],
  ['C', 'A', 'E', 'Benin'],
  ['C', 'F', 'K', 'Madagascar'],
  ['C', 'L', 'R', 'Tunisia'],
  ['D', 'A', 'E', 'Egypt'],
  ['D', 'F', 'K', 'Morocco'],
  ['D', 'L', 'R', 'Zambia'],
  ['E', 'A', 'E', 'Ethiopia'],
  ['E', 'F', 'K', 'Mozambique'],
  ['F', 'A', 'E', 'Ghana'],
  ['F', 'F', 'K', 'Nigeria'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'A', 'E', 'Sri Lanka'],
  ['K', 'F', 'K', 'Israel'],
  ['K', 'L', 'R', 'South Korea'],
  ['K', 'S', '0', 'Kazakhstan'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'],
  ['M', 'F', 'K', 'Indonesia'],
  ['M', 'L', 'R', 'Thailand'],
  ['M', 'S', '0', 'Myanmar'],
  ['N', 'A', 'E', 'Iran'],
  ['N', 'F', 'K', 'Pakistan'],
  ['N', 'L', 'R', 'Türkiye'],
  ['N', 'S', 'Z', 'Uzbekistan'],
  ['P', 'A', 'E', 'Philippines'],
  ['P', 'F', 'K', 'Singapore'],
  ['P', 'L', 'R', 'Malaysia'],
  ['P', 'S', 'Z', 'Bangladesh'],
  ['R', 'A', 'E', 'United Arab Emirates'],
  ['R', 'F', 'K', 'Taiwan'],
  ['R', 'L', 'R', 'Vietnam'],
  ['R', 'S', 'Z', 'Saudi Arabia'],
  ['S', 'A', 'M', 'United Kingdom'],
  ['S', 'N', 'T', 'Germany'],
  ['S', 'U', 'Z', 'Poland'],
  ['S', '1', '4', 'Latvia'],
  ['T', 'A', 'H', 'Switzerland'],
  ['T', 'J', 'P', 'Czech Republic'],
  ['T', 'R', 'V', 'Hungary'],
  ['T', 'W', '1', 'Portugal'],
  ['U', 'H', 'M', 'Denmark'],
  ['U', 'N', 'T', 'Ireland'],
  ['U', 'U', 'Z', 'Romania'],
  ['U', '5', '7', 'Slovakia'],
  ['V', 'A', 'E', 'Austria'],
  ['V', 'F', 'R', 'France'],
  ['V', 'S', 'W', 'Spain'],
  ['V', 'X', '2', 'Serbia'],
  ['V', '3', '5', 'Croatia'],
  ['V', '6', '0', 'Estonia'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'A', 'E', 'Bulgaria'],
  ['X', 'F', 'K', 'Greece'],
  ['X', 'L', 'R', 'Netherlands'],
  ['X', 'S', 'W', 'Russia'],
  ['X', 'X', '2', 'Luxembourg'],
  ['X', '3', '0', 'Russia'],
  ['Y', 'A', 'E', 'Belgium'],
  ['Y', 'F', 'K', 'Finland'],
  ['Y', 'L', 'R', 'Malta'],
  ['Y', 'S', 'W', 'Sweden'],
  ['Y', 'X', '2', 'Norway'],
  ['Y', '3', '5', 'Belarus'],
  ['Y', '6', '0', 'Ukraine'],
  ['Z', 'A', 'R', 'Italy'],
  ['Z', 'X', '2', 'Slovenia'],
  ['Z', '3', '5', 'Lithuania'],
  ['Z', '6', '0', 'Russia'],
  ['1', 'A', '0', 'United States'],
  ['4', 'A', '0', 'United States'],
  ['5', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'],
  ['3', 'A', 'W', 'Mexico'],
  ['3', 'X', '7', 'Costa Rica'],
  ['3', '8', '9', 'Cayman Islands'],
  ['6', 'A', 'W', 'Australia'],
  ['7', 'A', 'E', 'New Zealand'],
  ['8', 'A', 'E', 'Argentina'],
  ['8', 'F', 'K', 'Chile'],
  ['8', 'L', 'R', 'Ecuador'],
  ['8', 'S', 'W', 'Peru'],
  ['8', 'X', '2', 'Venezuela'],
  ['9', 'A', 'E', 'Brazil'],
  ['9', 'F', 'K', 'Colombia'],
  ['9', 'L', 'R', 'Paraguay'],
  ['9', 'S', 'W', 'Uruguay'],
  ['9', 'X', '2', 'Trinidad and Tobago'],
  ['9', '3', '9', 'Brazil'],
];

/** The country ISO 3779 assigns to the first two characters; null when unassigned. */
export function countryOf(vin: string): string | null {
  const [first, second] = [vin[0], vin[1]];
  if (!first || !second) return null;
  const pos = ORDER.indexOf(second);
  if (pos < 0) return null;
  for (const [f, from, to, country] of COUNTRY_RANGES) {
    if (f === first && pos >= ORDER.indexOf(from) && pos <= ORDER.indexOf(to)) return country;
  }
  return null;
}

export type VinRegion = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

/** The continent of the first character (ISO 3779). */
export function regionOf(vin: string): VinRegion | null {
  const c = vin[0] ?? '';
  if (/[A-H]/.test(c)) return 'Africa';
  if (/[J-R]/.test(c)) return 'Asia';
  if (/[S-Z]/.test(c)) return 'Europe';
  if (/[1-5]/.test(c)) return 'North America';
  if (/[67]/.test(c)) return 'Oceania';
  if (/[890]/.test(c)) return 'South America';
  return null;
}

/**
 * Built for North America (1-5): the check digit is mandatory there (49 CFR 565, CMVSS 115), so a
 * wrong one means a typo. Many European and Asian makers leave position 9 as something else.
 */
export function isNorthAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export type VinProblemCode = 'INVALID_LENGTH' | 'INVALID_CHARACTERS' | 'CHECK_DIGIT' | 'MODEL_YEAR' | 'UNKNOWN_COUNTRY';

/**
 * Everything the VIN says by itself, in the VinValidationSchema shape. `valid` is false when
 * there is any error: wrong length, a character that cannot appear in a VIN, or (North American
 * VINs only) a wrong check digit. Outside North America a wrong check digit is a warning.
 * `manufacturerOf` looks up the WMI (the server passes NHTSA's WMI list).
 */
export function validateVin(
  input: string,
  opts: { manufacturerOf?: (wmi: string) => string | null; now?: Date } = {},
): VinValidation {
  const vin = normalizeVin(input);
  const errors: VinValidation['errors'] = [];
  const warnings: VinValidation['warnings'] = [];
  if (vin.length !== VIN_LENGTH) {
    errors.push({ code: 'INVALID_LENGTH', message: `A VIN has 17 characters; this one has ${vin.length}` });
  }
  const bad = [...new Set(vin.replace(/[A-HJ-NPR-Z0-9]/g, ''))];
  if (bad.length > 0) {
    errors.push({
      code: 'INVALID_CHARACTERS',
      message: `A VIN never contains ${bad.map((c) => `"${c}"`).join(', ')}${bad.some((c) => 'IOQ'.includes(c)) ? ' (I, O and Q are never used: try 1 or 0)' : ''}`,
    });
  }
  if (errors.length > 0) {
    return {
      vin,
      valid: false,
      errors,
      warnings,
      checkDigit: { expected: null, actual: vin[8] ?? null, valid: false },
      wmi: null,
      manufacturer: null,
      country: null,
      region: null,
      northAmerican: false,
      modelYear: null,
    };
  }

  const northAmerican = isNorthAmerican(vin);
  const expected = computeCheckDigit(vin)!;
  const actual = vin[8]!;
  const checkOk = expected === actual;
  if (!checkOk) {
    const problem = {
      code: 'CHECK_DIGIT',
      message: northAmerican
        ? `The check digit (9th character) should be ${expected}, not ${actual}: please check the VIN for a typo`
        : `The check digit (9th character) would be ${expected}, not ${actual}; many makers outside North America don't use it`,
    };
    (northAmerican ? errors : warnings).push(problem);
  }
  const modelYear = modelYearOf(vin, { northAmerican, now: opts.now });
  if (modelYear === null) {
    warnings.push({ code: 'MODEL_YEAR', message: `The 10th character "${vin[9]}" is not a model-year code` });
  }
  const country = countryOf(vin);
  if (country === null)
    warnings.push({ code: 'UNKNOWN_COUNTRY', message: `No country is assigned to "${vin.slice(0, 2)}"` });
  const wmi = wmiOf(vin)!;
  return {
    vin,
    valid: errors.length === 0,
    errors,
    warnings,
    checkDigit: { expected, actual, valid: checkOk },
    wmi,
    manufacturer: opts.manufacturerOf?.(wmi) ?? null,
    country,
    region: regionOf(vin),
    northAmerican,
    modelYear,
  };
}
