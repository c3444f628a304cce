/**
 * A long equipment list told in full, by kind, so a buyer can read twenty-two items (issue 15: the description
 * uses the features and options it has; cutting the list would drop what the seller paid for). Each item goes to
 * the first kind whose words it has; what fits none is told last, so nothing is lost.
 */
export type EquipmentGroup = { label: string; items: string[] };

/**
 * Kinds in the order an item is tried: driver aids before comfort, so "Adaptive cruise control" is not comfort.
 * They are told comfort, technology, safety, outside.
 */
const KINDS: { label: string; words: RegExp }[] = [
  {
    label: 'Safety and driver assistance',
    words:
      /\b(camera|blind|lane|emergency braking|collision|adaptive cruise|parking|sensors?|airbags?|assist|eyesight|autopilot|monitor\w*|alert|night vision)\b/i,
  },
  {
    label: 'Technology',
    words:
      /\b(carplay|android|bluetooth|navigation|nav|audio|sound|speakers?|stereo|usb|wireless|display|screen|wi-?fi|sirius\w*|touchscreen|head-up|infotainment)\b/i,
  },
  {
    label: 'Comfort and convenience',
    words:
      /\b(seats?|seating|heated|ventilated|cooled|leather|climate|a\/c|air conditioning|sunroof|moonroof|roof|steering wheel|keyless|push-button|remote start|power|memory|cruise|chairs?|mats?)\b/i,
  },
  {
    label: 'Outside and utility',
    words:
      /\b(wheels?|tires?|rims?|rails?|rack|tow\w*|hitch|bed ?liner|tonneau|led|lights?|lamps?|fog|liftgate|tailgate|running boards|spoiler|mirrors?|tint\w*|skid|winch)\b/i,
  },
];

/** Lists this long are told by kind; shorter ones read well as one list. */
export const GROUP_FROM = 12;

export function groupEquipment(items: string[]): EquipmentGroup[] {
  const groups = KINDS.map((k) => ({ label: k.label, items: [] as string[] }));
  const other: string[] = [];
  for (const item of items) {
    const i = KINDS.findIndex((k) => k.words.test(item));
    if (i >= 0) groups[i]!.items.push(item);
    else other.push(item);
  }
  const reading = [2, 1, 0, 3].map((i) => groups[i]!);
  return [...reading, { label: 'Also', items: other }].filter((g) => g.items.length);
}
