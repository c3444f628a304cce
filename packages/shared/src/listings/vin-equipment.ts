import { featuresIn } from './car-features';

/**
 * What a decoded VIN says the car is fitted with, in the equipment vocabulary's names (issue 15), so the form's
 * chips, the listing writer and the assistant know about the adaptive cruise control the seller never ticked.
 *
 * vPIC's equipment fields (DecodeVinValuesExtended: AdaptiveCruiseControl, BlindSpotMon, ...) say "Standard",
 * "Optional" or "Not Available" for the model and trim the VIN decodes to. Only "Standard" (and the yes-like
 * values below) counts as fitted: "Optional" means the trim could have it, and the VIN does not say whether this
 * car was ordered with it, so claiming it would put a feature the car may lack into the listing.
 * https://vpic.nhtsa.dot.gov/api/ (variable list: GetVehicleVariableList)
 */

/** vPIC field → our name. Several fields may give one name (either kind of emergency braking). */
const FIELD_NAMES: Record<string, string> = {
  RearVisibilitySystem: 'Backup camera',
  AdaptiveCruiseControl: 'Adaptive cruise control',
  BlindSpotMon: 'Blind-spot monitoring',
  // Intervention steers or brakes away from the car in the blind spot: it watches the blind spot to do so.
  BlindSpotIntervention: 'Blind-spot monitoring',
  LaneDepartureWarning: 'Lane departure warning',
  LaneKeepSystem: 'Lane-keep assist',
  LaneCenteringAssistance: 'Lane-keep assist',
  ForwardCollisionWarning: 'Forward collision warning',
  // CIB: crash imminent braking, NHTSA's name for automatic emergency braking.
  CIB: 'Automatic emergency braking',
  PedestrianAutomaticEmergencyBraking: 'Automatic emergency braking',
  RearAutomaticEmergencyBraking: 'Rear automatic braking',
  RearCrossTrafficAlert: 'Rear cross-traffic alert',
  ParkAssist: 'Parking sensors',
  // Keyless ignition is the push-button start; it does not say the doors open without the key.
  KeylessIgnition: 'Push-button start',
  AdaptiveDrivingBeam: 'Automatic high beams',
  SemiautomaticHeadlampBeamSwitching: 'Automatic high beams',
  AdaptiveHeadlights: 'Adaptive headlights',
  DaytimeRunningLight: 'Daytime running lights',
  TPMS: 'Tire pressure monitoring',
};
// Left out on purpose: ABS, ESC, traction control, airbags, seat belts and the event data recorder are on every
// car sold new in the US for years (FMVSS), so as chips they would crowd the list and tell a buyer nothing.

/**
 * "Standard" (vPIC sometimes adds a note: "Standard - Front"), "Yes", TPMS's "Direct"/"Indirect", and a count
 * above zero. "Optional", "Not Available", "No", "Not Applicable", "0" and "" are not.
 */
function fitted(value: string | undefined): boolean {
  const v = value?.replace(/\s+/g, ' ').trim().toLowerCase() ?? '';
  if (/^(standard|yes|direct|indirect)\b/.test(v)) return true;
  return /^\d+$/.test(v) && Number(v) > 0;
}

/** Free text that names equipment ("AM/FM, Bluetooth, Navigation"): read with the vocabulary's own words. */
const TEXT_FIELDS = ['EntertainmentSystem'] as const;

/** Seat rows: a count, and a third row is what buyers ask about. */
const THIRD_ROW_FROM = 3;

/**
 * The vocabulary's names for what a VIN decode's `details` (vPIC field name → value) say this car has, in a
 * stable order (the order of FIELD_NAMES, then the text fields, then seating), each name once.
 */
export function equipmentFromVinDetails(details: Readonly<Record<string, string>> | null | undefined): string[] {
  if (!details) return [];
  const names: string[] = [];
  for (const [field, name] of Object.entries(FIELD_NAMES)) {
    if (fitted(details[field])) names.push(name);
  }
  for (const field of TEXT_FIELDS) {
    const text = details[field];
    if (text) names.push(...featuresIn(text));
  }
  const rows = Number.parseInt(details.SeatRows ?? '', 10);
  if (rows >= THIRD_ROW_FROM) names.push('Third-row seating');
  return [...new Set(names)];
}
