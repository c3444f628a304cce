import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);
let table: Promise<Record<string, string>> | null = null;

/**
 * NHTSA's WMI → manufacturer list (data/wmi.json.gz, 12,767 entries, built by
 * scripts/build-vehicle-catalog.ts), loaded once. Small manufacturers' six-character WMIs
 * (position 3 '9' plus positions 12-14) are tried before the three-character one.
 */
export async function manufacturerLookup(): Promise<(wmi: string) => string | null> {
  table ??= readFile(new URL('./data/wmi.json.gz', import.meta.url))
    .then((gz) => gunzipAsync(gz))
    .then((json) => JSON.parse(json.toString('utf8')) as Record<string, string>);
  const wmis = await table;
  return (wmi) => wmis[wmi] ?? wmis[wmi.slice(0, 3)] ?? null;
}
