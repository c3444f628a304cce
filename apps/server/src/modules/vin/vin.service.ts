import { normalizeVin, validateVin, type VinEquipment, type VinValidation } from '@revy/shared';
import type { VinDecoder } from '../../adapters/vin-decoder';
import { AppError, validationFailed } from '../../lib/errors';
import { canonicalMakeName } from '../vehicles';
import { manufacturerLookup } from './wmi-manufacturers';
import type { EquipmentCache } from './equipment-cache';

/** GET /v1/vin/{vin}/validate: what the VIN says by itself (check digit, year, maker, country). */
export async function checkVin(vin: string): Promise<VinValidation> {
  return validateVin(vin, { manufacturerOf: await manufacturerLookup() });
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
