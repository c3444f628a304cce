import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/** The catalog starts at model year 1990 (older cars are listed by typing the model). */
export const CATALOG_FIRST_YEAR = 1990;

/**
 * data/vehicle-catalog.json.gz, written by scripts/build-vehicle-catalog.ts from NHTSA vPIC:
 * make → model → trim ('' when the model has no trims) → model years as "2019-2021,2023".
 */
export type VehicleCatalogFile = {
  source: string;
  builtAt: string;
  years: [number, number];
  rows: number;
  makes: Record<string, Record<string, Record<string, string>>>;
};

export type CatalogRow = { year: number; make: string; model: string; trim: string | null };

export const CATALOG_FILE = new URL('./data/vehicle-catalog.json.gz', import.meta.url);

export async function readCatalogFile(file: URL | string = CATALOG_FILE): Promise<VehicleCatalogFile> {
  return JSON.parse((await gunzipAsync(await readFile(file))).toString('utf8')) as VehicleCatalogFile;
}

/** Every year/make/model/trim row of the file, optionally only some makes (tests). */
export function* catalogRows(file: VehicleCatalogFile, opts: { makes?: string[] } = {}): Generator<CatalogRow> {
  for (const [make, models] of Object.entries(file.makes)) {
    if (opts.makes && !opts.makes.includes(make)) continue;
    for (const [model, trims] of Object.entries(models)) {
      for (const [trim, ranges] of Object.entries(trims)) {
        for (const range of ranges.split(',')) {
          const [from, to = from] = range.split('-').map(Number) as [number, number?];
          for (let year = from; year <= to; year++) yield { year, make, model, trim: trim === '' ? null : trim };
        }
      }
    }
  }
}
