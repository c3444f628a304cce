import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, apiError, signedOut } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { makeListing, makePhoto } from '../../../test/listing.fixture';
import { ListingPage, OldListingPhotoPage } from './listing-pages';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(listing = makeListing(), { user = signedOut as unknown, photos = 3 } = {}) {
  const api = mockApi({
    'GET /v1/user/current': user === signedOut ? signedOut : { body: user },
    [`GET /v1/listing/${listing.id}`]: { body: listing },
    [`GET /v1/asset/target/${listing.id}/tag/photo`]: {
      body: Array.from({ length: photos }, (_, i) => makePhoto(listing.id, i + 1)),
    },
    [`POST /v1/listing/${listing.id}/track`]: { body: { uniqueVisitorCount: 1, counted: true } },
  });
  const view = renderPage(<ListingPage />, { path: `/listings/${listing.id}`, route: '/listings/:id' });
  return { ...api, ...view, listing };
}

const trackCalls = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith('/track'));

describe('ListingPage', () => {
  it('shows the title, price, key facts, VIN specs, location and seller', async () => {
    setup(makeListing({ distance: 12.4 }));
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Honda Civic EX' })).toBeTruthy();
    expect(document.title).toBe('2019 Honda Civic EX - Revy');
    expect(screen.getAllByText('$18,500').length).toBeGreaterThan(0);
    const facts = screen.getByRole('region', { name: 'Key facts' });
    for (const [label, value] of [
      ['Year', '2019'],
      ['Mileage', '42,300 mi'],
      ['Body', 'Sedan'],
      ['Fuel', 'Gasoline'],
      ['Transmission', 'CVT'],
      ['Drivetrain', 'FWD'],
      ['Exterior colour', 'Blue'],
      ['Title', 'Clean'],
      ['Condition', 'Good'],
    ] as const) {
      expect(within(facts).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('2HGFC2F59KH500001')).toBeTruthy();
    expect(within(specs).getByText('2.0L I4')).toBeTruthy();
    expect(screen.getByText(/Austin, TX 78701/)).toBeTruthy();
    expect(screen.getByText(/12 mi away/)).toBeTruthy();
    expect(screen.getByText('Dana K.')).toBeTruthy();
    expect(screen.getByText('ID verified')).toBeTruthy();
    expect(screen.getByText(/Member since March 2025/)).toBeTruthy();
    for (const name of ['Message seller', 'Book a test drive', 'Request video tour', 'Make an offer']) {
      for (const link of screen.getAllByRole('link', { name }))
        expect(link.getAttribute('href')).toMatch(/\/chat\?intent=/);
    }
  });

  it('loads the vehicle history report section after the page, and checks availability then', async () => {
    const listing = makeListing();
    const { calls } = setup(listing);
    await screen.findByRole('heading', { level: 1, name: '2019 Honda Civic EX' });
    const section = await screen.findByRole('region', { name: 'Vehicle history report' });
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/v1/listing/${listing.id}/vinaudit/check-availability`)).toBe(true),
    );
    expect(section).toBeTruthy();
  });

  it('draws the gallery from the ordered photos with responsive sources', async () => {
    setup();
    const hero = await screen.findByRole('button', { name: 'Open photo 1 of 3 full screen' });
    const img = hero.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/files/p1/cover800x560.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/files/p1/cover300x200.jpg 300w, /files/p1/cover600x400.jpg 600w, /files/p1/cover800x560.jpg 800w, /files/p1/cover1280x720.jpg 1280w, /files/p1/cover1920x1280.jpg 1920w',
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(hero.querySelector('source[type="image/webp"]')).toBeTruthy();
    const thumbs = screen.getByRole('list', { name: 'Thumbnails' });
    expect(within(thumbs).getAllByRole('button')).toHaveLength(3);
    expect(within(thumbs).getAllByRole('button')[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    await userEvent.setup().click(within(thumbs).getByRole('button', { name: 'Show photo 3' }));
    expect(screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' })).toBeTruthy();
  });

  it('records the view once per visit, with the analytics identity', async () => {
    localStorage.setItem('revy__distinct_id', 'visitor-42');
    const { calls, listing, qc } = setup();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(trackCalls(calls)).toHaveLength(1));
    expect(trackCalls(calls)[0]!.body).toEqual({ action: 'VIEW', distinctId: 'visitor-42' });
    // A refetch of the listing is not a new visit.
    await qc.refetchQueries();
    await new Promise((r) => setTimeout(r, 20));
    expect(trackCalls(calls)).toHaveLength(1);
    expect(calls.some((c) => c.path === `/v1/listing/${listing.id}/track`)).toBe(true);
  });

  it('greets the owner with an Edit link and does not count their visit', async () => {
    const me = makeUser();
    const listing = makeListing({ sellerId: me.id, status: 'unpublished' });
    const { calls } = setup(listing, { user: me });
    expect(await screen.findByText('This is your listing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/my-garage/${listing.id}`);
    expect(screen.queryByRole('link', { name: 'Message seller' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(trackCalls(calls)).toHaveLength(0);
  });

  it('opens the buyer’s chat from a call to action, creating an anonymous identity first', async () => {
    const listing = makeListing();
    let me: unknown = null;
    const api = mockApi({
      'GET /v1/user/current': () => (me ? { body: me } : signedOut),
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/asset/target/${listing.id}/tag/photo`]: { body: [] },
      [`POST /v1/listing/${listing.id}/track`]: { body: { uniqueVisitorCount: 1, counted: true } },
      'POST /v1/auth': () => {
        me = makeUser({ anonymous: true, email: null });
        return { body: { user: me } };
      },
      'POST /v1/chat': (body) => ({ body: { id: 'chat-9', listingId: (body as { listingId: string }).listingId } }),
    });
    renderPage(<ListingPage />, { path: `/listings/${listing.id}`, route: '/listings/:id' });
    const [offer] = await screen.findAllByRole('link', { name: 'Make an offer' });
    await userEvent.setup().click(offer!);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/listings/${listing.id}/chat/chat-9?intent=offer`),
    );
    expect(api.calls.find((c) => c.path === '/v1/auth')?.body).toEqual({});
    expect(api.calls.find((c) => c.path === '/v1/chat')?.body).toEqual({ listingId: listing.id });
  });

  it('shows the sold ribbon', async () => {
    setup(makeListing({ saleStatus: 'sold' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Sold' })).toBeTruthy();
  });

  it('shows the not-found state for a missing car', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'GET /v1/listing/nope': apiError(404, 'NOT_FOUND') });
    renderPage(<ListingPage />, { path: '/listings/nope', route: '/listings/:id' });
    expect(await screen.findByRole('heading', { name: "This car isn't on Revy right now" })).toBeTruthy();
  });

  it('shows the not-found state to a buyer for an unpublished car, and does not track it', async () => {
    const { calls } = setup(makeListing({ status: 'unpublished' }));
    expect(await screen.findByRole('heading', { name: "This car isn't on Revy right now" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the showroom' })).toBeTruthy();
    expect(trackCalls(calls)).toHaveLength(0);
  });
});

describe('photo viewer', () => {
  it('moves with the arrow keys, shows where it is, traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    setup();
    const hero = await screen.findByRole('button', { name: 'Open photo 1 of 3 full screen' });
    await user.click(hero);
    // The viewer's code loads on the first press (decision 038).
    const dialog = await screen.findByRole('dialog', { name: 'Photos of 2019 Honda Civic EX' });
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close photos' }));

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/files/p2/full.jpg');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();

    // Tab cycles inside the viewer.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close photos' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The hero follows the last photo seen, and focus returns to it.
    expect(document.activeElement).toBe(hero);
  });

  it('opens at the photo of an old photo link', async () => {
    const listing = makeListing();
    const photos = [1, 2, 3].map((i) => makePhoto(listing.id, i));
    mockApi({
      'GET /v1/user/current': signedOut,
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/asset/target/${listing.id}/tag/photo`]: { body: photos },
    });
    const { router } = renderPage(<OldListingPhotoPage />, {
      path: `/old-listings/${listing.id}/photos/${photos[1]!.id}`,
      route: '/old-listings/:id/photos/:photoId',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`/old-listings/${listing.id}/photos/${photos[2]!.id}`);
  });
});
