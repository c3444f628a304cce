import { US_STATES, type UsStateCode } from '@revy/shared';

/** The 50 states and DC as [code, name], sorted by name, for the state picker. */
export const STATE_OPTIONS = (Object.entries(US_STATES) as Array<[UsStateCode, string]>).sort((a, b) =>
  a[1].localeCompare(b[1]),
);

export const stateName = (code: string | null | undefined): string =>
  (code && (US_STATES as Record<string, string>)[code]) || code || '';
