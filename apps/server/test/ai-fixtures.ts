import type { KnowledgeFact, ListingFacts } from '../src/adapters/ai/ai-engine';

/** A complete ListingFacts for engine unit tests; override any field. */
export function listingFactsFixture(overrides: Partial<ListingFacts> = {}): ListingFacts {
  return {
    listingId: '00000000-0000-4000-8000-000000000001',
    title: null,
    price: 1_850_000,
    priceExplanation: null,
    description: null,
    shortDescription: null,
    features: [],
    vehicle: {
      year: 2019,
      make: 'Toyota',
      model: 'Camry',
      trim: 'SE',
      mileage: 42_000,
      bodyType: 'Sedan',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      drivetrain: 'FWD',
      engine: '2.5L I4',
      exteriorColor: 'Blue',
      interiorColor: 'Black',
      titleStatus: 'Clean',
      equipment: ['Apple CarPlay', 'Backup camera', 'Heated seats'],
    },
    location: { city: 'Austin', state: 'TX' },
    offerMethods: [],
    offerRequirements: null,
    photoTags: ['exterior', 'interior', 'odometer'],
    photoCount: 12,
    sellerFirstName: 'Ann',
    vin: '4T1B11HK5KU123456',
    ...overrides,
  };
}

export const knowledgeFixture: KnowledgeFact[] = [
  {
    id: 'k-accident',
    type: 'enrich',
    category: 'accidents',
    question: 'Has it been in an accident?',
    content: 'Never',
  },
  {
    id: 'k-records',
    type: 'enrich',
    category: 'maintenance',
    question: 'Do you have service records?',
    content: 'Full records',
  },
  { id: 'k-tread', type: 'enrich', category: 'tires', question: 'How much tread is left?', content: 'About half' },
  {
    id: 'k-why',
    type: 'enrich',
    category: 'reason',
    question: 'Why are you selling?',
    content: 'We bought a minivan for the family',
  },
];
