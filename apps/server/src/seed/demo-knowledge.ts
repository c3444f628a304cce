import { enrichForm, type Vehicle } from '@revy/shared';
import type { DbOrTx } from '../db/client';
import { knowledge } from '../modules/knowledge/knowledge.table';

/**
 * The seller's guided answers (Knowledge, type 'enrich') for the six demo cars, by make and
 * model, so the assistant has something to answer from in the demo and the AI evaluation set
 * (eval/ai) has facts to check answers against. Questions are the enrich forms' texts.
 */
export type DemoKnowledge = {
  category: string;
  question: string;
  content: string;
  /** Issue 15: for the seller and the assistant's decisions only; never quoted to buyers. */
  isPrivate?: boolean;
};

export const DEMO_KNOWLEDGE: Record<string, DemoKnowledge[]> = {
  'Toyota RAV4': [
    { category: 'maintenance', question: 'Do you have service records?', content: 'Full records' },
    {
      category: 'maintenance',
      question: 'When was it last serviced, and what was done?',
      content: 'January 2026 at the Toyota dealer: oil, filters and a tire rotation',
    },
    { category: 'accidents', question: 'Has it been in an accident?', content: 'Never' },
    { category: 'title', question: 'How many owners has it had, including you?', content: '1' },
    { category: 'title', question: 'Is there a loan on the car?', content: 'No loan' },
    { category: 'tires', question: 'How old are the tires?', content: 'Under 1 year' },
    { category: 'keys', question: 'How many keys or fobs come with it?', content: '2' },
    { category: 'reason', question: 'Why are you selling?', content: 'We moved to the city and take the train now' },
    { category: 'condition', question: 'Has anyone smoked in it or carried pets?', content: 'No smoking, no pets' },
  ],
  'Honda Civic': [
    {
      category: 'reason',
      question: 'Why are you selling?',
      content: 'Going through a divorce and need the cash quickly',
      isPrivate: true,
    },
    {
      category: 'maintenance',
      question: 'How often has the oil been changed?',
      content: 'Every 5,000 miles with synthetic oil',
    },
    {
      category: 'condition',
      question: 'Any scratches, dents or paint work buyers should know about?',
      content: 'A small scratch on the rear bumper',
    },
    { category: 'condition', question: 'Has anyone smoked in it or carried pets?', content: 'No smoking, no pets' },
    { category: 'accidents', question: 'Has it been in an accident?', content: 'Never' },
    { category: 'tires', question: 'How much tread is left?', content: 'About half' },
    { category: 'tires', question: 'When were the brakes last done?', content: 'Front pads replaced at 60,000 miles' },
    { category: 'reason', question: 'How was it mostly driven?', content: 'Highway commute' },
    { category: 'title', question: 'How many owners has it had, including you?', content: '2' },
  ],
  'Ford F-150': [
    {
      category: 'private',
      question: 'Walk-away price',
      content: 'I would let it go for $33,400 but no lower',
      isPrivate: true,
    },
    { category: 'maintenance', question: 'Do you have service records?', content: 'Some records' },
    {
      category: 'maintenance',
      question: 'Any major work done (brakes, transmission, suspension, engine)?',
      content: 'New brake pads and rotors at 45,000 miles',
    },
    { category: 'accidents', question: 'Has it been in an accident?', content: 'Minor, repaired' },
    {
      category: 'accidents',
      question: 'If so, what happened and who repaired it?',
      content: 'Tailgate dent from a parking lot, replaced at a body shop in 2023',
    },
    { category: 'title', question: 'Is there a loan on the car?', content: 'Yes, I will pay it off at sale' },
    {
      category: 'keys',
      question: 'Anything else included (floor mats, roof rack, car seat base, winter tires)?',
      content: 'WeatherTech floor liners and a tonneau cover',
    },
    { category: 'tires', question: 'Is there a spare tire or repair kit?', content: 'Full-size spare' },
  ],
  'Subaru Outback': [
    {
      category: 'private',
      question: 'Lowest I would take',
      content: 'Nothing under $12,650, the dealer offered me that as a trade-in',
      isPrivate: true,
    },
    { category: 'maintenance', question: 'Has the timing belt or chain been serviced?', content: 'Has a chain' },
    {
      category: 'maintenance',
      question: 'When was it last serviced, and what was done?',
      content: 'CVT fluid changed at 90,000 miles, oil every 6,000 miles',
    },
    { category: 'accidents', question: 'Any flood, fire or hail damage?', content: 'No' },
    {
      category: 'title',
      question: 'Is the registration current (and smog or inspection passed where needed)?',
      content: 'Registered until August 2026, emissions passed in 2025',
    },
    { category: 'keys', question: 'Any modifications or aftermarket parts?', content: 'None, all stock' },
    { category: 'reason', question: 'Why are you selling?', content: 'Upgrading to a bigger SUV for the dogs' },
  ],
  'Tesla Model 3': [
    {
      category: 'private',
      question: 'Where buyers can see it',
      content: 'In my garage at 4410 Fremont Avenue N, gate code 2291',
      isPrivate: true,
    },
    {
      category: 'maintenance',
      question: 'What is the battery health or range on a full charge?',
      content: '94% health, about 330 miles of range',
    },
    { category: 'maintenance', question: 'Does it come with a charging cable or home charger?', content: 'Cable only' },
    { category: 'accidents', question: 'Has it been in an accident?', content: 'Never' },
    {
      category: 'condition',
      question: 'How is the interior (seats, smells, wear)?',
      content: 'Black seats with no tears, light wear on the driver bolster',
    },
    { category: 'title', question: 'How many owners has it had, including you?', content: '1' },
  ],
  'Mazda MX-5 Miata': [
    {
      category: 'reason',
      question: 'Why are you selling?',
      content: 'My wife says it has to go before the baby arrives in March',
      isPrivate: true,
    },
    { category: 'condition', question: 'How would you describe its overall condition?', content: 'Good' },
    {
      category: 'maintenance',
      question: 'Any major work done (brakes, transmission, suspension, engine)?',
      content: 'Clutch replaced at 50,000 miles and a new soft top in 2023',
    },
    {
      category: 'keys',
      question: 'Any modifications or aftermarket parts?',
      content: 'Aftermarket exhaust, original kept',
    },
  ],
};

/**
 * Stores the demo knowledge of these demo cars (matched by make and model) as the seller's
 * enrich answers, in one insert: each at its question's ordinal in its set, so the enrich page
 * shows them answered and the assistant answers from them. Returns how many it stored.
 */
export async function seedDemoKnowledge(
  db: DbOrTx,
  cars: { id: string; vehicle: Partial<Vehicle> }[],
): Promise<number> {
  const rows = cars.flatMap((car) =>
    (DEMO_KNOWLEDGE[`${car.vehicle.make} ${car.vehicle.model}`] ?? []).map((k, i) => {
      const q = enrichForm(car.vehicle, k.category)?.questions.find((x) => x.question === k.question);
      return {
        listingId: car.id,
        type: 'enrich',
        category: k.category,
        // A question the set does not ask of this car keeps its place after the set's own.
        ordinal: q?.ordinal ?? 100 + i,
        optional: true,
        question: k.question,
        content: k.content,
        contentType: q?.kind ?? 'text',
        contentSource: 'seller',
        isPrivate: k.isPrivate ?? false,
      };
    }),
  );
  if (rows.length > 0) await db.insert(knowledge).values(rows);
  return rows.length;
}
