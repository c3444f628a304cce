import { useMutation } from '@tanstack/react-query';
import { type VinEquipment, VinEquipmentSchema, type VinValidation, VinValidationSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';

/** GET /v1/vin/{vin}/validate: check digit, model year, maker and country from the VIN itself. */
export const fetchVinValidation = (vin: string, signal?: AbortSignal) =>
  api(sellerApiPaths.vin.validate(vin), { signal, schema: import.meta.env.DEV ? VinValidationSchema : undefined });

/** GET /v1/vin/{vin}/equipment: what the VIN says about the vehicle, in our value lists. */
export const fetchVinEquipment = (vin: string, signal?: AbortSignal) =>
  api(sellerApiPaths.vin.equipment(vin), { signal, schema: import.meta.env.DEV ? VinEquipmentSchema : undefined });

export type VinDecode = { validation: VinValidation; equipment: VinEquipment | null };

/**
 * Validate, then decode when the VIN is usable. A VIN that fails validation (a North American
 * check digit, say) is not decoded: its answer would describe some other car.
 */
export async function decodeVin(vin: string): Promise<VinDecode> {
  const validation = await fetchVinValidation(vin);
  if (!validation.valid) return { validation, equipment: null };
  return { validation, equipment: await fetchVinEquipment(vin) };
}

/** A button-triggered decode, so typing never fires requests. */
export function useDecodeVin() {
  return useMutation({ mutationFn: decodeVin });
}
