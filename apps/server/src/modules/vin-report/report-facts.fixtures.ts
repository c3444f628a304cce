import type { ReportFacts } from './report-facts';

/** Noon UTC of a day, so dates print the same in every zone. */
const at = (d: string) => new Date(`${d}T12:00:00Z`);

/** A typical car's report facts (the unit test and the bench draw them). */
export function sampleReportFacts(overrides: Partial<ReportFacts> = {}): ReportFacts {
  return {
    vin: '1HGCM82633A004352',
    generatedAt: at('2026-03-02'),
    providerNote: null,
    listing: {
      id: '0190b8e0-0000-7000-8000-000000000001',
      title: '2003 Honda Accord EX',
      url: 'http://localhost:3000/listings/0190b8e0-0000-7000-8000-000000000001',
      status: 'published',
      saleStatus: 'unsold',
      price: 5_400_00,
      mileage: 181_000,
      titleStatus: 'Clean',
      place: 'San Jose, CA',
      publishedAt: at('2026-02-01'),
    },
    decoded: {
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      bodyType: 'Coupe',
      engine: '3.0L V6',
      drivetrain: null,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      doors: 2,
      seats: null,
      manufacturer: 'American Honda Motor Co., Inc.',
      plantCountry: 'United States',
      details: { AntiLockBrakingSystem: 'Standard' },
      source: 'NHTSA vPIC (offline)',
    },
    disclosures: [
      {
        set: 'accidents',
        question: 'Has it been in an accident?',
        answer: 'Minor, repaired — rear bumper 😀',
        source: 'seller',
        updatedAt: at('2026-02-03'),
      },
      {
        set: 'title',
        question: 'Is there a loan on the car?',
        answer: 'No loan',
        source: 'concierge',
        updatedAt: at('2026-02-04'),
      },
    ],
    odometer: [
      { at: at('2025-05-01'), value: 170_000, listing: 'earlier' },
      { at: at('2026-02-01'), value: 181_000, listing: 'this' },
    ],
    prices: [
      { at: at('2026-02-01'), value: 5_900_00, listing: 'this' },
      { at: at('2026-02-20'), value: 5_400_00, listing: 'this' },
    ],
    otherListings: [{ createdAt: at('2025-05-01'), publishedAt: at('2025-05-02'), soldAt: null, state: 'removed' }],
    ...overrides,
  };
}
