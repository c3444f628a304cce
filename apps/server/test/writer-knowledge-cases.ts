import type { WriterCase } from '../../../eval/ai/types';
import { buyerKnowledge } from '../src/modules/ai';
import { listingFactsFixture } from './ai-fixtures';

/**
 * Cars whose sellers' knowledge comes in the shapes real sellers give it (issue 15: the description uses "the
 * features, options and condition answers it has"): free-form FAQ entries in their own words, guided questions
 * filed under another set, corrections typed like a buyer's message, blank and "n/a" answers, one answer that
 * contradicts the fields, a private entry, and a 22-item equipment list. Written before the writer learned them.
 */
type Entry = { type: string; category: string | null; question: string | null; content: string; isPrivate?: boolean };

const entries = (car: string, list: Entry[]) =>
  buyerKnowledge(list.map((e, i) => ({ id: `${car}-${i}`, isPrivate: false, ...e })));
const faq = (question: string, content: string): Entry => ({ type: 'faq', category: null, question, content });

const BOXSTER: Entry[] = [
  faq('Has it been tracked or raced?', 'Two autocross days, never on a road course'),
  faq('Any rust?', 'None'),
  faq('Does the roof leak?', 'No'),
  faq('Is the maintenance up to date?', 'Yes, all dealer serviced, receipts in a binder'),
  faq('Ever been in a collision?', 'No'),
  faq('Any issues with the IMS bearing?', 'Upgraded IMS bearing at 40,000 miles'),
  faq('Are smoke or pets an issue?', 'Never smoked in, no pets'),
  faq('Aftermarket warranty?', 'n/a'),
  faq('Clear bra?', ''),
  // Contradicts the clean title: left out, as any answer that states another fact than the listing.
  faq('Title?', 'Salvage title from a hail claim'),
  // A guided question filed under another set than its own.
  { type: 'enrich', category: 'condition', question: 'How old are the tires?', content: '1-3 years' },
  { type: 'enrich', category: 'maintenance', question: 'How many owners has it had, including you?', content: '2' },
  { type: 'correction', category: null, question: 'how many keys does it come w/', content: 'two keys, both work' },
  { type: 'enrich', category: 'reason', question: 'Why are you selling?', content: 'Moving abroad', isPrivate: true },
];

const PRIUS: Entry[] = [
  faq('Has the hybrid battery been checked?', 'Yes, a dealer health check in March 2026 showed every cell good'),
  { type: 'enrich', category: 'keys', question: 'Do you have service records?', content: 'Full records' },
  { type: 'enrich', category: 'tires', question: 'Has it been in an accident?', content: 'Minor, repaired' },
  {
    type: 'enrich',
    category: 'condition',
    question: 'If so, what happened and who repaired it?',
    content: 'Rear bumper scuff, repaired at a body shop in 2022',
  },
  faq('What fuel economy does it get?', 'About 52 mpg in mixed driving'),
  faq('Any dents or dings?', 'A door ding on the passenger side'),
  faq('Check engine light?', 'Never been on'),
  faq('Smoker?', 'Non-smoker, one small dog rode in the back'),
  faq('Do you accept Zelle?', 'Cash or Zelle only'),
  {
    type: 'enrich',
    category: 'test-drives',
    question: 'When are you usually available for test drives?',
    content: 'Weekday evenings after 6 pm',
  },
  {
    type: 'enrich',
    category: 'price',
    question: 'How flexible are you on price?',
    content: 'Open to reasonable offers',
  },
  faq('Has it ever needed a new inverter?', 'Not sure'),
];

const TELLURIDE: Entry[] = [
  faq('Tyre tread?', 'Plenty'),
  faq('Spare key?', 'Yes, two fobs'),
  faq('Is the third row usable for adults?', 'Yes, for short trips'),
  faq('Has it towed anything?', 'A 3,500 lb camper twice, with the factory hitch'),
  {
    type: 'enrich',
    category: 'reason',
    question: 'Any modifications or aftermarket parts?',
    content: 'Tinted rear windows',
  },
  { type: 'faq', category: 'condition', question: null, content: 'Small curb rash on one wheel' },
];

/** 22 items, as a well-optioned car's VIN decode and the seller's chips give them. */
export const TELLURIDE_EQUIPMENT = [
  'Heated seats',
  'Ventilated seats',
  'Leather seats',
  'Heated steering wheel',
  'Sunroof',
  'Third-row seating',
  'Remote start',
  'Push-button start',
  'Apple CarPlay',
  'Android Auto',
  'Navigation',
  'Premium sound',
  'Wireless charging',
  'Head-up display',
  'Backup camera',
  '360-degree camera',
  'Blind-spot monitoring',
  'Lane-keep assist',
  'Adaptive cruise control',
  'Automatic emergency braking',
  'Alloy wheels',
  'Tow package',
];

/** The raw entries by car, private ones included, so a test can count what must and must not appear. */
export const KNOWLEDGE_SHAPES = { BOXSTER, PRIUS, TELLURIDE };

export function knowledgeShapeCases(): WriterCase[] {
  const base = listingFactsFixture().vehicle;
  return [
    {
      name: 'boxster with FAQ answers',
      facts: listingFactsFixture({
        listingId: '00000000-0000-4000-8000-000000000201',
        vin: 'WP0CB2A89EK140001',
        vehicle: {
          ...base,
          year: 2014,
          make: 'Porsche',
          model: 'Boxster',
          trim: 'S',
          mileage: 61_000,
          bodyType: 'Convertible',
          transmission: 'Manual',
          drivetrain: 'RWD',
          engine: '3.4L H6',
          exteriorColor: 'Silver',
          interiorColor: 'Black',
          equipment: ['Heated seats', 'Bluetooth'],
        },
      }),
      knowledge: entries('boxster', BOXSTER),
      privateValues: ['Moving abroad'],
    },
    {
      name: 'prius with guided answers filed elsewhere',
      facts: listingFactsFixture({
        listingId: '00000000-0000-4000-8000-000000000202',
        vin: 'JTDKARFU0J3540002',
        photoTags: ['exterior'],
        photoCount: 4,
        location: { city: 'Portland', state: 'OR' },
        vehicle: {
          ...base,
          year: 2018,
          make: 'Toyota',
          model: 'Prius',
          trim: 'Two',
          mileage: 88_500,
          bodyType: 'Hatchback',
          fuelType: 'Hybrid',
          transmission: 'CVT',
          engine: '1.8L I4',
          exteriorColor: 'White',
          interiorColor: 'Gray',
          equipment: ['Backup camera', 'Bluetooth', 'Keyless entry'],
        },
      }),
      knowledge: entries('prius', PRIUS),
    },
    {
      name: 'telluride with 22 equipment items',
      facts: listingFactsFixture({
        listingId: '00000000-0000-4000-8000-000000000203',
        vin: '5XYP5DHC1MG100003',
        features: ['Captain’s chairs'],
        location: { city: 'Denver', state: 'CO' },
        vehicle: {
          ...base,
          year: 2021,
          make: 'Kia',
          model: 'Telluride',
          trim: 'SX',
          mileage: 39_000,
          bodyType: 'SUV',
          drivetrain: 'AWD',
          engine: '3.8L V6',
          transmission: 'Automatic',
          exteriorColor: 'Green',
          interiorColor: 'Brown',
          equipment: TELLURIDE_EQUIPMENT,
        },
      }),
      knowledge: entries('telluride', TELLURIDE),
    },
  ];
}
