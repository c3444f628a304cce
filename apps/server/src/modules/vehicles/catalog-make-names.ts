import { readCatalogFile } from './vehicle-catalog.data';

/*
 * Apart from vehicles.service.ts (which reads the context) so the VIN decoder's service can use it without an
 * import circle through context.ts (issue 14).
 */

let makeNames: Promise<Map<string, string>> | null = null;

/**
 * The catalog's spelling of a make ("HONDA" from NHTSA's web API → "Honda"), so a decoded VIN
 * and the year/make/model pickers agree. Unknown makes come back unchanged.
 */
export async function canonicalMakeName(): Promise<(make: string) => string> {
  makeNames ??= readCatalogFile().then((f) => new Map(Object.keys(f.makes).map((m) => [m.toLowerCase(), m])));
  const names = await makeNames;
  return (make) => names.get(make.trim().toLowerCase()) ?? make.trim();
}
