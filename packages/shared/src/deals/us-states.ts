/**
 * The 50 states and the District of Columbia (USPS two-letter codes): the states a bill of sale may be written for.
 * Zod-free, so pages may import it at start (decision 038).
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** The codes in alphabetical order of the state's name (for pickers). */
export const US_STATE_CODES = Object.keys(US_STATES) as [UsStateCode, ...UsStateCode[]];

export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(US_STATES, value);
}

/**
 * A listing's free-text location state ("CA", "ca", "California") as a code, or null: the bill of sale's first
 * suggestion.
 */
export function toUsStateCode(value: string | null | undefined): UsStateCode | null {
  if (!value) return null;
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (isUsStateCode(upper)) return upper;
  const lower = trimmed.toLowerCase();
  for (const code of US_STATE_CODES) if (US_STATES[code].toLowerCase() === lower) return code;
  return null;
}
