import { normalizeVin, validateVin, type VinEquipment, type VinValidation } from '@revy/shared';
import type { VinDecoder } from '../../adapters/vin-decoder';
import { AppError, validationFailed } from '../../lib/errors';
import { canonicalMakeName } from '../vehicles/vehicles.service';
import { manufacturerLookup } from './wmi-manufacturers';

/** GET /v1/vin/{vin}/validate: what the VIN says by itself (check digit, year, maker, country). */
export async function checkVin(vin: string): Promise<VinValidation> {
  return validateVin(vin, { manufacturerOf: await manufacturerLookup() });
}

/** Decoded VINs kept in memory; VIN data does not change, and decoding costs ~100 ms. */
export class EquipmentCache {
  private readonly entries = new Map<string, VinEquipment | null>();
  constructor(private readonly max = 5000) {}
  get(vin: string): VinEquipment | null | undefined {
    const hit = this.entries.get(vin);
    if (hit !== undefined) {
      this.entries.delete(vin); // most recently used goes last
      this.entries.set(vin, hit);
    }
    return hit;
  }
  set(vin: string, value: VinEquipment | null): void {
    this.entries.set(vin, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * GET /v1/vin/{vin}/equipment: make, model, trim, body, engine... mapped to our value lists.
 * Our rules judge the VIN first: a North American VIN with a wrong check digit is a typo, and
 * decoding it would fill the form with another car, so it is a 400 on the vin field.
 */
export async function getVinEquipment(
  decoder: VinDecoder,
  cache: EquipmentCache,
  input: string,
): Promise<VinEquipment> {
  const vin = normalizeVin(input);
  let equipment = cache.get(vin);
  if (equipment === undefined) {
    const check = await checkVin(vin);
    if (!check.valid) throw validationFailed({ vin: check.errors[0]!.message }, 'This VIN is not valid');
    equipment = await decoder.decode(vin, {
      modelYear: check.modelYear,
      manufacturer: check.manufacturer,
      canonicalMake: await canonicalMakeName(),
    });
    cache.set(vin, equipment);
  }
  if (!equipment) throw new AppError('NOT_FOUND', "We couldn't find this VIN");
  return equipment;
}
