import { browserTimeZone, zoneCity } from './zoned';

/** US zones first (most sellers), then common others; the browser's own is added when missing. */
const CURATED: Array<{ value: string; label: string }> = [
  { value: 'America/New_York', label: 'Eastern — New York' },
  { value: 'America/Chicago', label: 'Central — Chicago' },
  { value: 'America/Denver', label: 'Mountain — Denver' },
  { value: 'America/Phoenix', label: 'Mountain, no DST — Phoenix' },
  { value: 'America/Los_Angeles', label: 'Pacific — Los Angeles' },
  { value: 'America/Anchorage', label: 'Alaska — Anchorage' },
  { value: 'Pacific/Honolulu', label: 'Hawaii — Honolulu' },
  { value: 'America/Puerto_Rico', label: 'Atlantic — Puerto Rico' },
  { value: 'America/Toronto', label: 'Toronto' },
  { value: 'America/Vancouver', label: 'Vancouver' },
  { value: 'America/Mexico_City', label: 'Mexico City' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'UTC', label: 'UTC' },
];

/** The options of the time zone select: the curated list plus the browser's and the current value. */
export function timeZoneOptions(
  current?: string,
  browser = browserTimeZone(),
): Array<{ value: string; label: string }> {
  const out = [...CURATED];
  for (const tz of [browser, current]) {
    if (tz && !out.some((o) => o.value === tz))
      out.push({ value: tz, label: `${zoneCity(tz)} (${tz === browser ? 'this device' : 'current'})` });
  }
  return out;
}
