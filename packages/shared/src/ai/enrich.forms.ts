import type { Vehicle } from '../listings/listing.schema';

/**
 * The guided question sets of /my-garage/{id}/enrich (issue 6): what buyers ask most, asked of
 * the seller once, so the assistant can answer from the seller's own words. All optional and
 * ordered; each answer is stored as a Knowledge entry (type 'enrich', category = the set's id,
 * ordinal = the question's ordinal, question = its text, contentSource 'seller').
 * `enrichFormsFor` adapts the sets to the car (an electric car is asked about its battery, not
 * its oil changes; a high-mileage car about its timing belt).
 */
export type EnrichQuestion = {
  /** Stable within its set; also the Knowledge ordinal. */
  ordinal: number;
  key: string;
  question: string;
  /** What the buyer-facing assistant calls this fact (retrieval vocabulary). */
  topic: string;
  kind: 'choice' | 'text';
  options?: readonly string[];
  placeholder?: string;
  help?: string;
};

export type EnrichForm = {
  /** The route segment of enrich/{form}. */
  id: EnrichFormId;
  title: string;
  description: string;
  questions: EnrichQuestion[];
};

export const ENRICH_FORM_IDS = [
  'condition',
  'maintenance',
  'accidents',
  'title',
  'tires',
  'keys',
  'reason',
  'test-drives',
  'price',
] as const;
export type EnrichFormId = (typeof ENRICH_FORM_IDS)[number];

const YES_NO_UNSURE = ['Yes', 'No', 'Not sure'] as const;

const q = (
  ordinal: number,
  key: string,
  topic: string,
  question: string,
  rest: Partial<EnrichQuestion> = {},
): EnrichQuestion => ({
  ordinal,
  key,
  topic,
  question,
  kind: rest.options ? 'choice' : 'text',
  ...rest,
});

const isElectric = (v: Partial<Vehicle> | null | undefined) => /electric/i.test(String(v?.fuelType ?? ''));
const isHighMileage = (v: Partial<Vehicle> | null | undefined) => (v?.mileage ?? 0) >= 90_000;

/** The sets for this car, in the order the enrich page shows them. */
export function enrichFormsFor(vehicle: Partial<Vehicle> | null | undefined): EnrichForm[] {
  const ev = isElectric(vehicle);
  const maintenance: EnrichQuestion[] = [
    q(0, 'records', 'service records', 'Do you have service records?', {
      options: ['Full records', 'Some records', 'No records'],
    }),
    q(1, 'lastService', 'last service', 'When was it last serviced, and what was done?', {
      placeholder: 'e.g. March 2026 at 58,000 miles: oil, filters, brake fluid',
    }),
    ev
      ? q(2, 'battery', 'battery health', 'What is the battery health or range on a full charge?', {
          placeholder: 'e.g. 92% health, about 240 miles of range',
        })
      : q(2, 'oil', 'oil changes', 'How often has the oil been changed?', {
          placeholder: 'e.g. every 5,000 miles at the dealer',
        }),
    q(3, 'majorWork', 'major repairs', 'Any major work done (brakes, transmission, suspension, engine)?', {
      placeholder: 'What, when and roughly at what mileage',
    }),
  ];
  if (isHighMileage(vehicle) && !ev) {
    maintenance.push(
      q(4, 'timingBelt', 'timing belt', 'Has the timing belt or chain been serviced?', {
        options: ['Replaced', 'Not yet due', 'Not sure', 'Has a chain'],
      }),
    );
  }
  if (ev)
    maintenance.push(
      q(5, 'charging', 'charging cable', 'Does it come with a charging cable or home charger?', {
        options: ['Cable and home charger', 'Cable only', 'Neither'],
      }),
    );
  return [
    {
      id: 'condition',
      title: 'Condition',
      description: 'How the car looks and drives today, in your words.',
      questions: [
        q(0, 'overall', 'overall condition', 'How would you describe its overall condition?', {
          options: ['Excellent', 'Good', 'Fair', 'Needs work'],
        }),
        q(1, 'exterior', 'exterior scratches dents', 'Any scratches, dents or paint work buyers should know about?', {
          placeholder: 'e.g. small scratch on the rear bumper',
        }),
        q(2, 'interior', 'interior seats', 'How is the interior (seats, smells, wear)?', {
          placeholder: 'e.g. no tears, non-smoker',
        }),
        q(3, 'mechanical', 'mechanical problems warning lights', 'Any mechanical problems or warning lights?', {
          placeholder: 'e.g. none; check-engine light never on',
        }),
        q(4, 'smoker', 'smoking pets', 'Has anyone smoked in it or carried pets?', {
          options: ['No smoking, no pets', 'Pets only', 'Smoked in', 'Not sure'],
        }),
      ],
    },
    {
      id: 'maintenance',
      title: ev ? 'Maintenance and battery' : 'Maintenance',
      description: 'Service history is the first thing careful buyers ask about.',
      questions: maintenance,
    },
    {
      id: 'accidents',
      title: 'Accidents and damage',
      description: 'Honest answers here save you from buyers walking away at the test drive.',
      questions: [
        q(0, 'accident', 'accident history', 'Has it been in an accident?', {
          options: ['Never', 'Minor, repaired', 'Major, repaired', 'Not sure'],
        }),
        q(1, 'details', 'accident details repairs', 'If so, what happened and who repaired it?', {
          placeholder: 'e.g. rear bumper replaced at a body shop in 2023',
        }),
        q(2, 'flood', 'flood fire hail damage', 'Any flood, fire or hail damage?', { options: YES_NO_UNSURE }),
        q(3, 'airbags', 'airbags deployed', 'Have the airbags ever deployed?', { options: YES_NO_UNSURE }),
      ],
    },
    {
      id: 'title',
      title: 'Title and loan',
      description: 'Buyers need to know you can sign the title over.',
      questions: [
        q(0, 'inHand', 'title in hand', 'Do you have the title in hand, in your name?', {
          options: ['Yes, in my name', 'Yes, not in my name', 'No, the lender has it'],
        }),
        q(1, 'lien', 'loan lien payoff', 'Is there a loan on the car?', {
          options: ['No loan', 'Yes, I will pay it off at sale'],
        }),
        q(2, 'owners', 'previous owners', 'How many owners has it had, including you?', {
          options: ['1', '2', '3', '4 or more', 'Not sure'],
        }),
        q(
          3,
          'registration',
          'registration smog inspection',
          'Is the registration current (and smog or inspection passed where needed)?',
          { placeholder: 'e.g. registered until June 2027, smog passed in 2026' },
        ),
      ],
    },
    {
      id: 'tires',
      title: 'Tires and brakes',
      description: 'Wear items a buyer would otherwise budget for.',
      questions: [
        q(0, 'age', 'tires age', 'How old are the tires?', {
          options: ['Under 1 year', '1-3 years', 'Over 3 years', 'Not sure'],
        }),
        q(1, 'tread', 'tire tread', 'How much tread is left?', {
          options: ['Like new', 'Plenty', 'About half', 'Due soon'],
        }),
        q(2, 'brakes', 'brakes pads rotors', 'When were the brakes last done?', {
          placeholder: 'e.g. pads and rotors at 50,000 miles',
        }),
        q(3, 'spare', 'spare tire', 'Is there a spare tire or repair kit?', {
          options: ['Full-size spare', 'Compact spare', 'Repair kit', 'None'],
        }),
      ],
    },
    {
      id: 'keys',
      title: 'Keys and extras',
      description: 'Small things that matter at hand-over.',
      questions: [
        q(0, 'count', 'keys fobs', 'How many keys or fobs come with it?', { options: ['1', '2', '3 or more'] }),
        q(1, 'manuals', "owner's manual", "Do you have the owner's manual?", { options: ['Yes', 'No'] }),
        q(
          2,
          'extras',
          'accessories extras included',
          'Anything else included (floor mats, roof rack, car seat base, winter tires)?',
          { placeholder: 'e.g. all-weather mats and a roof rack' },
        ),
        q(3, 'modifications', 'modifications aftermarket', 'Any modifications or aftermarket parts?', {
          placeholder: 'e.g. tinted windows, aftermarket stereo',
        }),
      ],
    },
    {
      id: 'reason',
      title: 'Why you are selling',
      description: 'Buyers trust a seller who says why.',
      questions: [
        q(0, 'why', 'reason for selling', 'Why are you selling?', {
          placeholder: 'e.g. we bought a minivan for the family',
        }),
        q(1, 'ownedFor', 'how long owned', 'How long have you owned it?', {
          options: ['Under 1 year', '1-3 years', '3-5 years', 'Over 5 years'],
        }),
        q(2, 'usage', 'daily use commute highway', 'How was it mostly driven?', {
          options: ['Highway commute', 'City driving', 'Mixed', 'Weekend car'],
        }),
      ],
    },
    {
      id: 'test-drives',
      title: 'Test drives',
      description: 'When and how buyers can see the car. Your exact address is never shared by the assistant.',
      questions: [
        q(0, 'when', 'availability test drive times', 'When are you usually available for test drives?', {
          placeholder: 'e.g. weekday evenings after 6 pm, weekends',
        }),
        q(
          1,
          'where',
          'meeting place area',
          'Where do you prefer to meet (an area or a public place, not your address)?',
          { placeholder: 'e.g. a public parking lot near downtown' },
        ),
        q(2, 'license', "driver's license insurance", 'What do you ask of a buyer before a test drive?', {
          placeholder: "e.g. a driver's license and proof of insurance",
        }),
        q(3, 'inspection', 'pre-purchase inspection mechanic', 'May a buyer take it to a mechanic for an inspection?', {
          options: ['Yes', 'Yes, at their cost', 'No'],
        }),
      ],
    },
    {
      id: 'price',
      title: 'Price and payment',
      description: 'How you like to deal. The assistant never tells buyers your lowest price; it passes offers to you.',
      questions: [
        q(0, 'flexibility', 'price flexibility negotiable', 'How flexible are you on price?', {
          options: ['Firm', 'A little', 'Open to reasonable offers'],
        }),
        q(1, 'why', 'price reasoning', 'Why is it priced where it is?', {
          placeholder: 'e.g. new tires and a full service this year',
        }),
        q(2, 'payment', 'payment methods cash financing', 'How can a buyer pay?', {
          placeholder: "e.g. cash or cashier's check at a bank",
        }),
        q(3, 'tradeIn', 'trade-in', 'Would you consider a trade-in?', { options: ['Yes', 'No', 'Maybe'] }),
      ],
    },
  ];
}

/** One set by its route id, or null. */
export function enrichForm(vehicle: Partial<Vehicle> | null | undefined, id: string): EnrichForm | null {
  return enrichFormsFor(vehicle).find((f) => f.id === id) ?? null;
}
