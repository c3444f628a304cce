/**
 * vPIC spells some makes in capitals or with the company suffix ("RIVIAN", "MULLEN AUTOMOTIVE
 * INC."). The catalog and the VIN decoder both show makes through this map, so a make picked
 * from the catalog and one decoded from a VIN are the same string.
 */
const DISPLAY_NAMES: Record<string, string> = {
  RIVIAN: 'Rivian',
  KARMA: 'Karma',
  SAAB: 'Saab',
  YUGO: 'Yugo',
  MERKUR: 'Merkur',
  KANDI: 'Kandi',
  INEOS: 'INEOS',
  'MULLEN AUTOMOTIVE INC.': 'Mullen',
  'SF Motors Inc.': 'SF Motors',
  'EQUUS AUTOMOTIVE': 'Equus',
  'CONTEMPORARY CLASSIC CARS (CCC)': 'Contemporary Classic Cars',
  'Sprinter (Dodge or Freightliner)': 'Sprinter',
};

export function displayMakeName(vpicName: string): string {
  const name = vpicName.replace(/\s+/g, ' ').trim();
  return DISPLAY_NAMES[name] ?? DISPLAY_NAMES[name.toUpperCase()] ?? name;
}

/**
 * Makes in vPIC with car, MPV or truck WMIs that are not passenger vehicles a private seller
 * lists: buses, coachbuilders and hearses, commercial chassis, autonomous shuttles, kit and
 * replica builders, drive-motor suppliers.
 */
export const NON_PASSENGER_MAKES = new Set([
  'Armbruster Stageway',
  'Autocar Ltd',
  'Avera Motors',
  'Bakkura Mobility',
  'BREMACH',
  'Bug Motors',
  'Carbodies',
  'CLASSIC ROADSTERS',
  'Costin sports car',
  'Cruise',
  'Dongfeng',
  'Excalibur Automobile Corporation',
  'Faw Jiaxing Happy Messenger',
  'FortuneSport VES',
  'Heritage',
  'HMC',
  'Hunter Automotive Group, Inc',
  'IC Bus',
  'International',
  'Ives Motors Corporation (IMC)',
  'LondonCoach Inc',
  'mycar',
  'Shay Reproduction',
  'Superior Coaches',
  'US Specialty Vehicles LLC',
  'VIA MOTORS, INC.',
  'Winnebago',
  'Workhorse',
  'Zoox',
]);
