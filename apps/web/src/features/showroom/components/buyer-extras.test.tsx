import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, signedOut } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeListing, makePhoto, pageOf } from '../../../test/listing.fixture';
import { resetPublicSettingsForTests } from '../../../lib/browser-config';
import { clearCompare, COMPARE_FULL_MESSAGE, forgetViewed } from '../../listings';
import { LOCATION_ERRORS } from '../hooks/use-my-location';
import { ListingPage } from './listing-pages';
import { ShowroomPage } from './showroom-page';
import { UseMyLocation } from './use-my-location';

beforeEach(() => {
  localStorage.clear();
  clearCompare();
  forgetViewed();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__REVY__;
  resetPublicSettingsForTests();
});

const badge = {
  rating: 'good',
  value: 1_970_000,
  low: 1_870_000,
  high: 2_070_000,
  confidence: 'high',
  comparableCount: 9,
};

describe('a car’s page (issue 19)', () => {
  it('says the deal in dollars, offers Compare with its tray, and records the view on this device', async () => {
    const user = userEvent.setup();
    const listing = makeListing({ price: 1_850_000 });
    mockApi({
      'GET /v1/user/current': signedOut,
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/listing/${listing.id}/deal`]: { body: badge },
      [`GET /v1/asset/target/${listing.id}/tag/photo`]: { body: [makePhoto(listing.id, 1)] },
      [`POST /v1/listing/${listing.id}/track`]: { body: { uniqueVisitorCount: 1, counted: true } },
    });
    renderPage(<ListingPage />, { path: `/listings/${listing.id}`, route: '/listings/:id' });
    await screen.findByRole('heading', { level: 1, name: '2019 Honda Civic EX' });
    expect(await screen.findByText('$1,200 below market')).toBeTruthy();

    await waitFor(() => expect(localStorage.getItem('revy__recently_viewed')).toContain(listing.id));
    const [viewed] = JSON.parse(localStorage.getItem('revy__recently_viewed')!);
    expect(viewed).toMatchObject({
      id: listing.id,
      title: '2019 Honda Civic EX',
      price: 1_850_000,
      place: 'Austin, TX',
    });
    // The page's own car is not in its "Recently viewed" list.
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();

    const compare = screen.getByRole('button', { name: 'Compare 2019 Honda Civic EX' });
    await user.click(compare);
    expect(compare.getAttribute('aria-pressed')).toBe('true');
    const tray = await screen.findByRole('region', { name: 'Cars to compare' });
    expect(within(tray).getByText('Pick another car to see them side by side.')).toBeTruthy();
  });
});

describe('picking cars to compare in the showroom', () => {
  it('adds up to three cars to the tray, refuses a fourth with a clear message, and links to the compare page', async () => {
    const user = userEvent.setup();
    const civic = makeListing();
    const rav4 = makeListing({ vehicle: { year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE' } });
    const cars = [civic, rav4, makeListing(), makeListing()];
    mockApi({
      'GET /v1/user/current': signedOut,
      'GET /v1/listing': { body: pageOf(cars) },
      'GET /v1/listing/options': { body: {} },
      'GET /v1/vehicle/make': { body: [] },
    });
    renderPage(<ShowroomPage />, { path: '/showroom', route: '/showroom' });
    await screen.findByText('2021 Toyota RAV4 XLE');
    const toggles = screen.getAllByRole('button', { name: /^Compare / });
    expect(toggles).toHaveLength(4);
    for (const t of toggles.slice(0, 3)) await user.click(t);
    expect(toggles.slice(0, 3).map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true']);

    const tray = await screen.findByRole('region', { name: 'Cars to compare' });
    expect(within(tray).getByText(/^3 of 3/)).toBeTruthy();
    const link = within(tray).getByRole('link', { name: 'Compare 3 cars' });
    expect(link.getAttribute('href')).toBe(
      `/compare?ids=${cars
        .slice(0, 3)
        .map((c) => c.id)
        .join(',')}`,
    );

    await user.click(toggles[3]!);
    expect(toggles[3]!.getAttribute('aria-pressed')).toBe('false');
    expect(within(tray).getByRole('alert').textContent).toContain(COMPARE_FULL_MESSAGE);

    // Removing one from the tray (by keyboard) makes room, and the notice goes.
    const remove = within(tray).getByRole('button', { name: 'Remove 2021 Toyota RAV4 XLE from compare' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(within(tray).queryByRole('alert')).toBeNull();
    await user.click(toggles[3]!);
    expect(toggles[3]!.getAttribute('aria-pressed')).toBe('true');
    // The toggle on a card never opens the car.
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('Use my location', () => {
  const geolocation = (impl: Partial<Geolocation>) => vi.stubGlobal('navigator', { ...navigator, geolocation: impl });
  const position = (lat: number, lng: number) =>
    ({ coords: { latitude: lat, longitude: lng, accuracy: 30 }, timestamp: Date.now() }) as GeolocationPosition;

  it('turns the browser’s position into the nearest ZIP and hands it over', async () => {
    const { calls } = mockApi({
      'GET /v1/geo/nearest-zip': {
        body: { zip: '78701', city: 'Austin', state: 'TX', lat: 30.2706, lng: -97.7426, distance: 0.2 },
      },
    });
    geolocation({ getCurrentPosition: (ok) => ok(position(30.2672, -97.7431)) });
    const onZip = vi.fn();
    renderPage(<UseMyLocation onZip={onZip} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(onZip).toHaveBeenCalledWith(expect.objectContaining({ zip: '78701' })));
    expect(screen.getByText(/Near 78701 · Austin, TX/)).toBeTruthy();
    const q = new URLSearchParams(calls.find((c) => c.path === '/v1/geo/nearest-zip')!.search);
    expect([q.get('lat'), q.get('lng')]).toEqual(['30.267200', '-97.743100']);
  });

  it.each([
    [1, LOCATION_ERRORS.denied],
    [2, LOCATION_ERRORS.unavailable],
    [3, LOCATION_ERRORS.timeout],
  ])('says what to do when the browser refuses (code %i)', async (code, message) => {
    geolocation({ getCurrentPosition: (_ok, fail) => fail?.({ code, message: '' } as GeolocationPositionError) });
    const onZip = vi.fn();
    renderPage(<UseMyLocation onZip={onZip} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onZip).not.toHaveBeenCalled();
  });

  it('says so without geolocation, and outside the US with the server’s words', async () => {
    geolocation(undefined as unknown as Geolocation);
    const first = renderPage(<UseMyLocation onZip={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(LOCATION_ERRORS.unsupported)).toBeTruthy();
    first.unmount();

    mockApi({
      'GET /v1/geo/nearest-zip': apiError(404, 'NOT_FOUND', "We couldn't find a US ZIP code near your location."),
    });
    geolocation({ getCurrentPosition: (ok) => ok(position(51.5, -0.12)) });
    renderPage(<UseMyLocation onZip={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText("We couldn't find a US ZIP code near your location.")).toBeTruthy();
  });
});

describe('the showroom map', () => {
  function showroom() {
    mockApi({
      'GET /v1/user/current': signedOut,
      'GET /v1/listing': { body: pageOf([makeListing({ position: { lat: 30.27, lng: -97.74 } })]) },
      'GET /v1/listing/options': { body: {} },
      'GET /v1/vehicle/make': { body: [] },
    });
    return renderPage(<ShowroomPage />, { path: '/showroom', route: '/showroom' });
  }

  it('is not offered when the server has no tile source: the list alone', async () => {
    showroom();
    await screen.findByText('2019 Honda Civic EX');
    expect(screen.queryByRole('group', { name: 'Show the cars as' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
  });

  it(
    'with tiles configured, List and Map switch the results; markers are named buttons',
    { timeout: 30_000 },
    async () => {
      window.__REVY__ = { map: { tileUrl: 'data:image/png;base64,iVBORw0KGgo=', attribution: 'Test tiles' } };
      showroom();
      await screen.findByText('2019 Honda Civic EX');
      const group = screen.getByRole('group', { name: 'Show the cars as' });
      const map = within(group).getByRole('button', { name: 'Map' });
      expect(within(group).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.setup().click(map);
      expect(map.getAttribute('aria-pressed')).toBe('true');
      expect(document.querySelector('ul[hidden]')).toBeTruthy();
      const region = await screen.findByRole(
        'region',
        { name: 'Map of 1 place with cars for sale' },
        { timeout: 15_000 },
      );
      expect(
        await within(region).findByRole(
          'button',
          { name: '2019 Honda Civic EX, $18,500, Austin, TX' },
          { timeout: 15_000 },
        ),
      ).toBeTruthy();
      // The credit is shown as text, escaped.
      expect(within(region).getByText(/Test tiles/)).toBeTruthy();
    },
  );
});
