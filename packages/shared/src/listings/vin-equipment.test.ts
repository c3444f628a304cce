import { describe, expect, it } from 'vitest';
import { canonicalFeature } from './car-features';
import { equipmentFromVinDetails } from './vin-equipment';

// Shaped after vPIC DecodeVinValuesExtended rows (field names and wording as vPIC returns them), trimmed to the
// fields that matter here plus a few that must be ignored.
const CRV_2021_EX = {
  Make: 'HONDA',
  Model: 'CR-V',
  Trim: 'EX',
  AdaptiveCruiseControl: 'Standard',
  BlindSpotMon: 'Standard',
  BlindSpotIntervention: '',
  CIB: 'Standard',
  ForwardCollisionWarning: 'Standard',
  LaneDepartureWarning: 'Standard',
  LaneKeepSystem: 'Standard',
  LaneCenteringAssistance: 'Not Applicable',
  RearCrossTrafficAlert: 'Optional',
  RearVisibilitySystem: 'Standard',
  ParkAssist: 'Optional',
  KeylessIgnition: 'Standard',
  SemiautomaticHeadlampBeamSwitching: 'Standard',
  AdaptiveDrivingBeam: 'Not Available',
  DaytimeRunningLight: 'Standard',
  TPMS: 'Indirect',
  ABS: 'Standard',
  ESC: 'Standard',
  SeatRows: '2',
};

const F150_2021_XLT = {
  Make: 'FORD',
  Model: 'F-150',
  AdaptiveCruiseControl: 'Optional',
  BlindSpotMon: 'Optional',
  CIB: 'Standard',
  PedestrianAutomaticEmergencyBraking: 'Standard',
  ForwardCollisionWarning: 'Standard',
  LaneDepartureWarning: 'Optional',
  LaneKeepSystem: 'Optional',
  RearVisibilitySystem: 'Standard',
  RearAutomaticEmergencyBraking: '',
  ParkAssist: 'Standard',
  KeylessIgnition: 'Optional',
  DaytimeRunningLight: 'Optional',
  TPMS: 'Direct',
  EntertainmentSystem: 'AM/FM, Bluetooth, Navigation',
  SeatRows: '2',
};

const PACIFICA_2020 = {
  Make: 'CHRYSLER',
  Model: 'Pacifica',
  AdaptiveCruiseControl: 'Standard',
  BlindSpotMon: 'Standard',
  RearCrossTrafficAlert: 'Standard',
  RearAutomaticEmergencyBraking: 'Standard',
  AdaptiveHeadlights: 'Standard',
  TPMS: 'Direct',
  SeatRows: '3',
};

// A 2003 Accord: the ADAS fields did not exist for it and come back empty or "Not Applicable".
const ACCORD_2003 = {
  Make: 'HONDA',
  Model: 'Accord',
  AdaptiveCruiseControl: '',
  BlindSpotMon: 'Not Applicable',
  CIB: '',
  RearVisibilitySystem: '',
  KeylessIgnition: 'Not Applicable',
  TPMS: '',
  SeatRows: '0',
  Seats: '5',
  Doors: '2',
};

describe('equipment from a VIN decode', () => {
  it('names what is standard on the car and leaves out what is optional or unavailable', () => {
    expect(equipmentFromVinDetails(CRV_2021_EX)).toEqual([
      'Backup camera',
      'Adaptive cruise control',
      'Blind-spot monitoring',
      'Lane departure warning',
      'Lane-keep assist',
      'Forward collision warning',
      'Automatic emergency braking',
      'Push-button start',
      'Automatic high beams',
      'Daytime running lights',
      'Tire pressure monitoring',
    ]);
  });

  it('names one feature once when two fields say it, and reads the entertainment text', () => {
    const names = equipmentFromVinDetails(F150_2021_XLT);
    expect(names).toEqual([
      'Backup camera',
      'Forward collision warning',
      'Automatic emergency braking',
      'Parking sensors',
      'Tire pressure monitoring',
      'Bluetooth',
      'Navigation',
    ]);
    expect(names).not.toContain('Adaptive cruise control');
    expect(names).not.toContain('Push-button start');
  });

  it('counts a third seat row', () => {
    expect(equipmentFromVinDetails(PACIFICA_2020)).toEqual([
      'Adaptive cruise control',
      'Blind-spot monitoring',
      'Rear automatic braking',
      'Rear cross-traffic alert',
      'Adaptive headlights',
      'Tire pressure monitoring',
      'Third-row seating',
    ]);
  });

  it('finds nothing in an older car, an empty record or none', () => {
    expect(equipmentFromVinDetails(ACCORD_2003)).toEqual([]);
    expect(equipmentFromVinDetails({})).toEqual([]);
    expect(equipmentFromVinDetails(null)).toEqual([]);
  });

  it('takes yes-like values and counts, and nothing that only sounds close', () => {
    expect(equipmentFromVinDetails({ ParkAssist: 'Yes', BlindSpotMon: ' standard ', TPMS: '1' })).toEqual([
      'Blind-spot monitoring',
      'Parking sensors',
      'Tire pressure monitoring',
    ]);
    expect(
      equipmentFromVinDetails({ ParkAssist: 'No', BlindSpotMon: 'Non-standard', TPMS: 'None', CIB: 'Optional' }),
    ).toEqual([]);
  });

  it('uses names the vocabulary itself reads back the same', () => {
    const all = equipmentFromVinDetails({ ...CRV_2021_EX, ...PACIFICA_2020, RearCrossTrafficAlert: 'Standard' });
    for (const name of all) expect(canonicalFeature(name)).toBe(name);
  });
});
