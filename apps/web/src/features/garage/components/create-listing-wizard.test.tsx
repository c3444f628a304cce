import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/render';
import { renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { makeListing } from '../../../test/draft-listing.fixture';
import { CreateListingWizard } from './create-listing-wizard';

afterEach(() => vi.unstubAllGlobals());

const VIN = '1HGCM82633A004352';

const render = () => renderPage(<CreateListingWizard />, { path: '/my-garage/create', route: '/my-garage/create' });
const bodiesOf = (fn: ReturnType<typeof mockFetch>, key: string) =>
  fn.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Calls other than the value lists (GET /v1/listing/options, which the selects read). */
const apiCalls = (fn: ReturnType<typeof mockFetch>) =>
  fn.mock.calls.filter(([url]) => !String(url).startsWith('/v1/listing/options'));

describe('CreateListingWizard', () => {
  it('decodes a VIN into editable fields and shows its warnings plainly', async () => {
    const fetchMock = mockFetch({
      [`GET /v1/vin/${VIN}/validate`]: {
        body: {
          vin: VIN,
          valid: true,
          errors: [],
          warnings: [{ code: 'YEAR_AMBIGUOUS', message: 'The model year could be 2003 or 2033.' }],
          checkDigit: { expected: '3', actual: '3', valid: true },
          wmi: '1HG',
          manufacturer: 'Honda',
          country: 'United States',
          region: 'North America',
          northAmerican: true,
          modelYear: 2003,
        },
      },
      [`GET /v1/vin/${VIN}/equipment`]: {
        body: {
          vin: VIN,
          year: 2003,
          make: 'Honda',
          model: 'Accord',
          trim: 'EX-V6',
          bodyType: 'Coupe',
          engine: '3.0L V6',
          drivetrain: 'FWD',
          fuelType: 'Gasoline',
          transmission: 'Automatic',
          doors: 2,
          seats: 5,
          manufacturer: 'Honda',
          plantCountry: 'United States',
          details: {},
          source: 'vpic',
        },
      },
    });
    render();
    const user = userEvent.setup();
    const vin = screen.getByLabelText(/^VIN/);
    await user.type(vin, 'abc');
    expect(screen.getByRole('button', { name: 'Decode' })).toHaveProperty('disabled', true);
    await user.type(vin, 'IO');
    expect(screen.getByText(/never contains the letters I, O or Q/)).toBeTruthy();
    await user.clear(vin);
    await user.type(vin, VIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Decode' }));

    expect(await screen.findByText('The model year could be 2003 or 2033.')).toBeTruthy();
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('2003');
    expect((screen.getByLabelText('Make') as HTMLInputElement).value).toBe('Honda');
    expect((screen.getByLabelText('Model') as HTMLInputElement).value).toBe('Accord');
    expect((screen.getByLabelText('Trim (optional)') as HTMLInputElement).value).toBe('EX-V6');
    expect((screen.getByLabelText('Body style') as HTMLSelectElement).value).toBe('Coupe');
    expect((screen.getByLabelText('Drivetrain') as HTMLSelectElement).value).toBe('FWD');
    expect((screen.getByLabelText('Transmission') as HTMLSelectElement).value).toBe('Automatic');
    // Decoded values stay editable.
    await user.clear(screen.getByLabelText('Trim (optional)'));
    await user.type(screen.getByLabelText('Trim (optional)'), 'EX');
    expect((screen.getByLabelText('Trim (optional)') as HTMLInputElement).value).toBe('EX');
    expect(apiCalls(fetchMock)).toHaveLength(2);
  });

  it('does not decode a VIN whose check digit fails, and says why', async () => {
    const bad = '1HGCM82633A004353';
    const fetchMock = mockFetch({
      [`GET /v1/vin/${bad}/validate`]: {
        body: {
          vin: bad,
          valid: false,
          errors: [
            {
              code: 'CHECK_DIGIT',
              message: 'The check digit (position 9) should be 3, not 3 — a character is probably mistyped.',
            },
          ],
          warnings: [],
          checkDigit: { expected: '3', actual: '3', valid: false },
          wmi: '1HG',
          manufacturer: 'Honda',
          country: 'United States',
          region: 'North America',
          northAmerican: true,
          modelYear: 2003,
        },
      },
    });
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^VIN/), bad);
    await user.click(screen.getByRole('button', { name: 'Decode' }));
    expect(await screen.findByText('This VIN does not check out')).toBeTruthy();
    expect(screen.getByText(/check digit \(position 9\)/)).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(1);
  });

  it('saves a draft on each step (anonymous identity, POST, then PATCH), keeps state going back, and ends on the photos', async () => {
    const anon = makeUser({ email: null, anonymous: true, verified: false });
    const listing = makeListing({ sellerId: anon.id });
    const fetchMock = mockFetch({
      'GET /v1/user/current': { status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sign in' } },
      'POST /v1/auth': { body: { user: anon } },
      'POST /v1/listing': { status: 201, body: listing },
      [`PATCH /v1/listing/${listing.id}`]: { body: listing },
    });
    const { router } = render();
    const user = userEvent.setup();

    // Step 1 needs year, make and model.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter the year')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Year'), '2018');
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Camry');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Condition' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Listing progress' }).getAttribute('aria-valuenow')).toBe('2');

    const posts = bodiesOf(fetchMock, 'POST /v1/listing');
    expect(posts).toHaveLength(1);
    expect(posts[0].vehicle).toMatchObject({ year: 2018, make: 'Toyota', model: 'Camry' });
    expect(bodiesOf(fetchMock, 'POST /v1/auth')).toEqual([{}]);

    await user.type(screen.getByLabelText('Mileage'), '48,000');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Features' })).toBeTruthy();
    expect(bodiesOf(fetchMock, `PATCH /v1/listing/${listing.id}`).at(-1).vehicle).toMatchObject({
      mileage: 48000,
      condition: 'Good',
    });

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Mileage') as HTMLInputElement).value).toBe('48,000');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Model') as HTMLInputElement).value).toBe('Camry');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('checkbox', { name: /Heated seats/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('ZIP code'), '94107');
    await user.type(screen.getByLabelText('Asking price'), '18,500');
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-garage/${listing.id}/photos`));
    const last = bodiesOf(fetchMock, `PATCH /v1/listing/${listing.id}`).at(-1);
    expect(last.price).toBe(1_850_000);
    expect(last.location).toMatchObject({ zip: '94107' });
    expect(last.vehicle.equipment).toEqual(['Heated seats']);
    // One anonymous identity and one POST for the whole wizard.
    expect(bodiesOf(fetchMock, 'POST /v1/auth')).toHaveLength(1);
    expect(bodiesOf(fetchMock, 'POST /v1/listing')).toHaveLength(1);
  });

  it('picks up a saved draft from the address (reload mid-way) and keeps saving it with PATCH', async () => {
    const me = makeUser();
    const listing = makeListing({
      sellerId: me.id,
      vehicle: { year: 2018, make: 'Toyota', model: 'Camry', mileage: 48_000 },
    });
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: me },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: { body: listing },
    });
    const { router } = renderPage(<CreateListingWizard />, {
      path: `/my-garage/create?draft=${listing.id}&step=1`,
      route: '/my-garage/create',
    });
    expect(await screen.findByRole('heading', { name: 'Condition' })).toBeTruthy();
    expect((screen.getByLabelText('Mileage') as HTMLInputElement).value).toBe('48000');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Features' })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST /v1/listing')).toHaveLength(0);
    expect(bodiesOf(fetchMock, `PATCH /v1/listing/${listing.id}`)).toHaveLength(1);
    expect(router.state.location.search).toBe(`?draft=${listing.id}&step=2`);
  });
});
