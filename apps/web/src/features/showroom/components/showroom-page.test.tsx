import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, signedOut } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeListing, pageOf } from '../../../test/listing.fixture';
import { ShowroomPage } from './showroom-page';

afterEach(() => vi.unstubAllGlobals());

const lists = (calls: Array<{ method: string; path: string; search: string }>) =>
  calls
    .filter((c) => c.method === 'GET' && (c.path === '/v1/listing' || c.path === '/v1/listing/search'))
    .map((c) => ({ path: c.path, q: new URLSearchParams(c.search) }));

function setup(
  path: string,
  content = [
    makeListing(),
    makeListing({ vehicle: { year: 2021, make: 'Toyota', model: 'RAV4', mileage: 12000, bodyType: 'SUV' } }),
  ],
) {
  const api = mockApi({
    'GET /v1/user/current': signedOut,
    'GET /v1/listing': { body: pageOf(content) },
    'GET /v1/listing/search': { body: pageOf(content.slice(0, 1)) },
    'GET /v1/listing/options': {
      body: {
        bodyTypes: ['Sedan', 'SUV', 'Pickup'],
        fuelTypes: ['Gasoline', 'Electric'],
        transmissionTypes: ['Automatic', 'Manual'],
        titleStatuses: [],
        drivetrains: [],
        conditions: [],
        offerMethods: [],
      },
    },
    'GET /v1/vehicle/make': { body: ['Honda', 'Toyota'] },
  });
  const view = renderPage(<ShowroomPage />, { path, route: '/showroom' });
  return { ...api, ...view };
}

describe('ShowroomPage', () => {
  it('builds the API query from the URL, with prices in cents', async () => {
    const { calls } = setup(
      '/showroom?priceMin=5000&priceMax=20000&body=SUV&mileageMax=50000&zip=78701&radius=25&sort=priceAsc',
    );
    expect(await screen.findByText('2019 Honda Civic EX')).toBeTruthy();
    const first = lists(calls)[0]!;
    expect(first.path).toBe('/v1/listing');
    expect(Object.fromEntries(first.q)).toEqual({
      page: '0',
      size: '24',
      sort: 'price,asc',
      status: 'published',
      saleStatus: 'unsold',
      priceMin: '500000',
      priceMax: '2000000',
      mileageMax: '50000',
      bodyType: 'SUV',
      zip: '78701',
      radius: '25',
    });
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '2 cars')).toBeTruthy();
    // Cards carry a responsive cover: WebP srcset over the cover widths and a JPEG fallback.
    const img = document.querySelector('article img')!;
    expect(img.getAttribute('srcset')).toContain('cover300x200.jpg 300w');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.closest('picture')!.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain(
      'cover1920x1280.webp 1920w',
    );
  });

  it('writes each filter to the URL and Back undoes it', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup('/showroom');
    await screen.findByText('2019 Honda Civic EX');
    const aside = screen.getByRole('complementary', { name: 'Filters' });

    await screen.findAllByRole('option', { name: 'Toyota' });
    await user.selectOptions(within(aside).getByLabelText('Make'), 'Toyota');
    expect(router.state.location.search).toBe('?make=Toyota');
    await user.click(within(aside).getByRole('button', { name: 'SUV' }));
    expect(router.state.location.search).toBe('?make=Toyota&body=SUV');

    await user.type(within(aside).getByLabelText('Price to'), '15000');
    await waitFor(() => expect(router.state.location.search).toBe('?make=Toyota&priceMax=15000&body=SUV'));
    await waitFor(() => expect(lists(calls).at(-1)!.q.get('priceMax')).toBe('1500000'));
    expect(lists(calls).at(-1)!.q.get('make')).toBe('Toyota');

    // Each filter is one step back: the typed price, then the chip, then the make.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?make=Toyota&body=SUV');
    expect(within(aside).getByLabelText<HTMLInputElement>('Price to').value).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?make=Toyota');
    expect(within(aside).getByRole('button', { name: 'SUV' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(aside).getByLabelText<HTMLSelectElement>('Make').value).toBe('Toyota');
    await act(() => router.navigate(-1));
    expect(within(aside).getByLabelText<HTMLSelectElement>('Make').value).toBe('');
  });

  it('searches through /v1/listing/search by relevance once typing pauses', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup('/showroom');
    await screen.findByText('2019 Honda Civic EX');
    await user.type(screen.getByLabelText('Search cars'), 'civic');
    await waitFor(() => expect(router.state.location.search).toBe('?q=civic'));
    // Refining the text replaces the entry; Back returns to the page before the search.
    await user.type(screen.getByLabelText('Search cars'), ' ex');
    await waitFor(() => expect(router.state.location.search).toBe('?q=civic+ex'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Search cars').value).toBe('');
    await act(() => router.navigate(1));
    await waitFor(() => expect(lists(calls).at(-1)!.path).toBe('/v1/listing/search'));
    const q = lists(calls).at(-1)!.q;
    expect(q.get('search')).toBe('civic ex');
    expect(q.get('sort')).toBe('relevance,desc');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeTruthy();
    // One request per pause in typing, not one per letter.
    expect([
      ...new Set(
        lists(calls)
          .filter((c) => c.path === '/v1/listing/search')
          .map((c) => c.q.get('search')),
      ),
    ]).toEqual(['civic', 'civic ex']);
  });

  it('says "about" for an estimated total and offers only the next page, not a last one it cannot promise', async () => {
    const api = mockApi({
      'GET /v1/user/current': signedOut,
      'GET /v1/listing': {
        body: {
          ...pageOf(Array.from({ length: 24 }, () => makeListing())),
          totalElements: 48_000,
          totalPages: 2000,
          totalIsEstimate: true,
          nextCursor: 'abc',
        },
      },
      'GET /v1/vehicle/make': { body: [] },
    });
    renderPage(<ShowroomPage />, { path: '/showroom?page=3', route: '/showroom' });
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'About 48,000 cars'),
    ).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('button', { name: 'Page 4' })).toBeTruthy();
    expect(pages.queryByRole('button', { name: 'Page 2000' })).toBeNull();
    expect(api.calls.length).toBeGreaterThan(0);
  });

  it('offers to clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = setup('/showroom?make=Honda&priceMax=100', []);
    expect(await screen.findByRole('heading', { name: 'No cars match — clear filters' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /v1/user/current': signedOut,
      'GET /v1/listing': () =>
        fail
          ? { status: 500, body: { error: 'INTERNAL', message: 'Boom', status: 500 } }
          : { body: pageOf([makeListing()]) },
      'GET /v1/listing/options': { status: 500 },
      'GET /v1/vehicle/make': { status: 500 },
    });
    renderPage(<ShowroomPage />, { path: '/showroom', route: '/showroom' });
    expect(await screen.findByText("We couldn't load the cars")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2019 Honda Civic EX')).toBeTruthy();
  });
});
