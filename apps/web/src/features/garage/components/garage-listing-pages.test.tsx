import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { pageOf } from '../../../test/listing.fixture';
import { makeListing } from '../../../test/draft-listing.fixture';
import { makePurchase } from '../../../test/payment.fixture';
import { GarageSectionPage, type GarageSection } from './garage-listing-pages';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing({ photoCount: 3 });
const base = `/my-garage/${listing.id}`;
const seller = makeUser({ id: listing.sellerId });

function render(section: GarageSection, path: string, route: string) {
  return renderPage(<GarageSectionPage section={section} />, { path, route });
}

const bodyOf = (fn: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fn.mock.calls.find(([url, init]) => init?.method === method && String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('publish flow', () => {
  const renderPublish = (step: string) =>
    render('publish', `${base}/publish/${step}`, '/my-garage/:listingId/publish/:step');

  it('blocks Continue until the checklist passes and links to the fix', async () => {
    mockFetch({ [`GET /v1/listing/${listing.id}`]: { body: makeListing({ photoCount: 0, price: null }) } });
    renderPublish('review');
    const list = await screen.findByRole('list', { name: 'Publish checklist' });
    expect(within(list).getByText('Add at least one photo')).toBeTruthy();
    expect(within(list).getByText('Set an asking price')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link', { name: 'Fix' })
        .map((a) => a.getAttribute('href')),
    ).toEqual([`${base}/edit`, `${base}/photos`]);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('publishes with PATCH status published and goes to the share step', async () => {
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: { body: { ...listing, status: 'published' } },
    });
    const { router } = renderPublish('publish');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/done`));
    expect(bodyOf(fetchMock, 'PATCH', `/v1/listing/${listing.id}`)).toEqual({ status: 'published' });
  });

  it("shows the server's 422 fields with links to fix them", async () => {
    mockFetch({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: errorReply(422, 'UNPROCESSABLE', 'Not ready', {
        photos: 'Add at least one photo',
        'location.zip': 'Add the ZIP code where buyers can see the car',
      }),
    });
    renderPublish('publish');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish now' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Add at least one photo/)).toBeTruthy();
    expect(within(alert).getByText(/Add the ZIP code/)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('link', { name: 'Fix' })
        .map((a) => a.getAttribute('href')),
    ).toEqual([`${base}/photos`, `${base}/edit`]);
  });

  it('sends an anonymous seller to register with next back to publishing (403 REGISTRATION_REQUIRED)', async () => {
    mockFetch({
      'GET /v1/user/current': {
        body: makeUser({ id: listing.sellerId, email: null, anonymous: true, verified: false }),
      },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: errorReply(403, 'REGISTRATION_REQUIRED', 'Create an account to publish'),
    });
    renderPublish('publish');
    expect(await screen.findByText(/Publishing needs an account/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publish now' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth/register?next=${encodeURIComponent(`${base}/publish/publish`)}`,
    );
  });

  it('forwards the numbered step of older links to the named one', async () => {
    mockFetch({ [`GET /v1/listing/${listing.id}`]: { body: listing } });
    const { router } = renderPublish('1');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/review`));
  });
});

describe('overview', () => {
  const renderOverview = () => render('overview', base, '/my-garage/:listingId');
  const mocks = (extra = {}) =>
    mockFetch({
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/history/target/${listing.id}`]: {
        body: {
          content: [
            {
              id: 'h1',
              className: 'Listing',
              targetId: listing.id,
              data: { action: 'update', before: { price: 1900000 }, after: { price: 1850000 } },
              savedBy: null,
              savedAt: new Date().toISOString(),
            },
          ],
          totalElements: 1,
          size: 20,
          number: 0,
          totalPages: 1,
        },
      },
      ...extra,
    });

  it('shows status, counts, next steps and recent changes', async () => {
    mocks();
    renderOverview();
    expect(await screen.findByRole('heading', { name: '2018 Toyota Camry SE' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const visitors = screen.getByText('Visitors').closest('div')!;
    expect(within(visitors).getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review and publish' }).getAttribute('href')).toBe(
      `${base}/publish/review`,
    );
    expect(await screen.findByText('Price set to $18,500')).toBeTruthy();
  });

  it('marks the car sold with the sale details (outcome sold)', async () => {
    const fetchMock = mocks({
      [`POST /v1/listing/${listing.id}/update-sale-status`]: {
        body: { ...listing, saleStatus: 'sold', salePrice: 1_780_000 },
      },
    });
    renderOverview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
    await user.type(within(dialog).getByLabelText('Sale price (optional)'), '17,800');
    await user.selectOptions(within(dialog).getByLabelText('Where did it sell? (optional)'), 'Facebook Marketplace');
    await user.type(within(dialog).getByLabelText('Buyer (optional)'), 'Alex');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST', `/v1/listing/${listing.id}/update-sale-status`)).toEqual({
      outcome: 'sold',
      preferNotToSay: false,
      salePrice: 1_780_000,
      saleMarketplace: 'Facebook Marketplace',
      soldTo: 'Alex',
    });
    expect(await screen.findByRole('button', { name: 'Put back on sale' })).toBeTruthy();
  });

  it('sends only preferNotToSay when the seller would rather not say', async () => {
    const fetchMock = mocks({
      [`POST /v1/listing/${listing.id}/update-sale-status`]: { body: { ...listing, saleStatus: 'sold' } },
    });
    renderOverview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
    await user.click(within(dialog).getByLabelText("I'd prefer not to say"));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', `/v1/listing/${listing.id}/update-sale-status`)).toEqual({
        outcome: 'sold',
        preferNotToSay: true,
      }),
    );
  });

  it('asks for a plan in the next steps until the listing has one, then shows the plan and its window', async () => {
    mocks();
    renderOverview();
    const choose = await screen.findByRole('link', { name: /Choose a plan/ });
    expect(choose.getAttribute('href')).toBe(`${base}/plans`);
    expect(choose.textContent).toContain('Free trials on Pro and Premium');
    expect(screen.getByText('1 thing left before you can publish.')).toBeTruthy();
  });

  it('shows the active plan, its trial countdown and publish window', async () => {
    const startAt = new Date(Date.now() - 60_000).toISOString();
    const paid = makeListing({
      photoCount: 3,
      status: 'published',
      purchases: [makePurchase({ status: 'ACTIVE', startAt, paymentDue: true, trialDuration: 3 })],
    });
    mockFetch({
      [`GET /v1/listing/${listing.id}`]: { body: paid },
      [`GET /v1/history/target/${listing.id}`]: { body: pageOf([]) },
    });
    renderOverview();
    expect(await screen.findByText('Pro plan')).toBeTruthy();
    expect(screen.getByText(/Free trial · 3 Days left/)).toBeTruthy();
    expect(screen.getByText('14 days remaining')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Choose a plan/ })).toBeNull();
  });
});

describe('edit', () => {
  it("saves with PATCH and puts the server's field errors on their inputs", async () => {
    const fetchMock = mockFetch({
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`PATCH /v1/listing/${listing.id}`]: errorReply(400, 'VALIDATION_FAILED', 'Invalid', {
        'body.vehicle.mileage': 'That mileage is too high',
      }),
    });
    render('edit', `${base}/edit`, '/my-garage/:listingId/edit');
    const user = userEvent.setup();
    const mileage = await screen.findByLabelText('Mileage');
    expect((mileage as HTMLInputElement).value).toBe('48000');
    expect((screen.getByLabelText('Asking price') as HTMLInputElement).value).toBe('18,500');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    await user.clear(mileage);
    await user.type(mileage, '1999999');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That mileage is too high')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PATCH', `/v1/listing/${listing.id}`).vehicle.mileage).toBe(1_999_999);
  });

  it('a save someone else overtook is 409: the dialog says what they changed, then overwrites on top of their version', async () => {
    const theirs = makeListing({ ...listing, location: { ...listing.location, city: 'Oakland' } });
    let reads = 0;
    let saves = 0;
    const fetchMock = mockFetch({
      [`GET /v1/listing/${listing.id}`]: () =>
        reads++ === 0 ? { body: listing, headers: { etag: 'W/"v1"' } } : { body: theirs, headers: { etag: 'W/"v2"' } },
      [`PATCH /v1/listing/${listing.id}`]: () =>
        saves++ === 0
          ? errorReply(409, 'CONFLICT', 'Someone else changed this listing since you opened it.')
          : {
              body: makeListing({ ...theirs, vehicle: { ...listing.vehicle, mileage: 50_000 } }),
              headers: { etag: 'W/"v3"' },
            },
    });
    render('edit', `${base}/edit`, '/my-garage/:listingId/edit');
    const user = userEvent.setup();
    const mileage = await screen.findByLabelText('Mileage');
    await user.clear(mileage);
    await user.type(mileage, '50000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this listing' });
    const changes = within(dialog).getByRole('list', { name: 'What they changed' });
    expect(changes.textContent).toContain('City');
    expect(changes.textContent).toContain('Oakland');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => (init?.headers as Record<string, string>)['if-match']);
    expect(patches).toEqual(['W/"v1"', 'W/"v2"']);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockFetch({ [`GET /v1/listing/${listing.id}`]: { body: listing } });
    const { router } = render('edit', `${base}/edit`, '/my-garage/:listingId/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('City'), 'shire');
    void router.navigate('/dashboard/selling');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`${base}/edit`);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('San Franciscoshire');
    void router.navigate('/dashboard/selling');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/selling'));
  });
});

describe('unpublish', () => {
  it('asks first, then sends status unpublished', async () => {
    const live = makeListing({ status: 'published', photoCount: 3 });
    const fetchMock = mockFetch({
      [`GET /v1/listing/${live.id}`]: { body: live },
      [`GET /v1/history/target/${live.id}`]: {
        body: { content: [], totalElements: 0, size: 20, number: 0, totalPages: 0 },
      },
      [`PATCH /v1/listing/${live.id}`]: { body: { ...live, status: 'unpublished' } },
    });
    render('overview', base, '/my-garage/:listingId');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unpublish this listing?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PATCH', `/v1/listing/${live.id}`)).toEqual({ status: 'unpublished' }),
    );
    expect(await screen.findByText('Unpublished')).toBeTruthy();
  });
});
