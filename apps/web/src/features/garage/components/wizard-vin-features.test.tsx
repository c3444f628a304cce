import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { makeListing } from '../../../test/draft-listing.fixture';
import { CreateListingWizard } from './create-listing-wizard';

afterEach(() => vi.unstubAllGlobals());

const VIN = '2HKRW2H54MH600001';

const validation = {
  vin: VIN,
  valid: true,
  errors: [],
  warnings: [],
  checkDigit: { expected: '5', actual: '5', valid: true },
  wmi: '2HK',
  manufacturer: 'Honda',
  country: 'Canada',
  region: 'North America',
  northAmerican: true,
  modelYear: 2021,
};

/** What GET /equipment answers for a 2021 CR-V EX through vPIC: ADAS fields as "Standard" or "Optional". */
const equipment = {
  vin: VIN,
  year: 2021,
  make: 'Honda',
  model: 'CR-V',
  trim: 'EX',
  bodyType: 'SUV',
  engine: '1.5L I4 Turbo',
  drivetrain: 'AWD',
  fuelType: 'Gasoline',
  transmission: 'CVT',
  doors: 4,
  seats: 5,
  manufacturer: 'Honda',
  plantCountry: 'Canada',
  details: {
    AdaptiveCruiseControl: 'Standard',
    BlindSpotMon: 'Standard',
    RearVisibilitySystem: 'Standard',
    ParkAssist: 'Optional',
    KeylessIgnition: 'Not Applicable',
  },
  source: 'vpic-online',
};

const bodiesOf = (fn: ReturnType<typeof mockFetch>, key: string) =>
  fn.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the VIN ticks the features it knows', () => {
  it('adds them to the seller’s own, says how many, and lets the seller untick them', async () => {
    const me = makeUser();
    const listing = makeListing({
      sellerId: me.id,
      vehicle: {
        year: 2021,
        make: 'Honda',
        model: 'CR-V',
        mileage: 30_000,
        equipment: ['Heated seats', 'backup camera'],
      },
    });
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: me },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/vin/${VIN}/validate`]: { body: validation },
      [`GET /v1/vin/${VIN}/equipment`]: { body: equipment },
    });
    renderPage(<CreateListingWizard />, {
      path: `/my-garage/create?draft=${listing.id}&step=0`,
      route: '/my-garage/create',
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^VIN/), VIN);
    await user.click(screen.getByRole('button', { name: 'Decode' }));
    expect((await screen.findByDisplayValue('EX')).tagName).toBe('INPUT');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Condition' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Features' })).toBeTruthy();

    // The seller's "backup camera" is the VIN's backup camera: two added, not three, and nothing of theirs gone.
    expect(screen.getByText(/From the VIN: 2 features added — untick any your car doesn't have/)).toBeTruthy();
    const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Adaptive cruise control')).toBe(true);
    expect(checked('Blind-spot monitoring')).toBe(true);
    expect(checked('Heated seats')).toBe(true);
    expect(checked('backup camera')).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Parking sensors' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Blind-spot monitoring' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Location and price' });
    expect(bodiesOf(fetchMock, `PATCH /v1/listing/${listing.id}`).at(-1).vehicle.equipment).toEqual([
      'Heated seats',
      'backup camera',
      'Adaptive cruise control',
    ]);
  });
});
