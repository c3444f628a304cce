import { equipmentFromVinDetails, type ListingInput, type Vehicle, type VinEquipment } from '@revy/shared';
import type { ListingPatch, ListingRow } from './listings.repo';

/**
 * Issue 15: when a save sets a VIN that decodes and the seller sent no equipment, the listing gets the equipment
 * the decode says is standard, so an API client gets what the web form pre-ticks (the web merges it into the
 * form itself and always sends its list, which then wins, unticks included). Equipment the seller sent in this
 * save, or saved before on this listing, is never replaced.
 */
export function fillEquipmentFromVin(
  patch: ListingPatch,
  saved: ListingRow | null,
  input: ListingInput,
  decoded: VinEquipment | null | undefined,
): void {
  if (!decoded || input.vehicle?.equipment !== undefined) return;
  const vehicle: Vehicle = patch.vehicle ?? saved?.vehicle ?? {};
  if (Array.isArray(vehicle.equipment) && vehicle.equipment.length > 0) return;
  const equipment = equipmentFromVinDetails(decoded.details);
  if (equipment.length > 0) patch.vehicle = { ...vehicle, equipment };
}
