import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { makeListing } from '../../../test/draft-listing.fixture';
import { GarageSectionPage } from './garage-listing-pages';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing({ status: 'published', price: 20_000_00, offerLowest: 18_000_00, offerAutoDecline: false });
const path = `/v1/listing/${listing.id}`;

function setup(
  patch: (body: unknown) => { status?: number; body?: unknown } = (b) => ({ body: { ...listing, ...(b as object) } }),
) {
  const fn = mockFetch({
    'GET /v1/user/current': { body: makeUser({ id: listing.sellerId }) },
    [`GET ${path}`]: { body: listing, headers: { etag: 'W/"v1"' } },
    [`GET /v1/chat/listing/${listing.id}/offers`]: { body: [] },
    [`PATCH ${path}`]: patch,
  });
  renderPage(<GarageSectionPage section="offers" />, {
    path: `/my-garage/${listing.id}/offers`,
    route: '/my-garage/:listingId/offers',
  });
  return fn;
}

const patchOf = (fn: ReturnType<typeof mockFetch>) => fn.mock.calls.find(([, init]) => init?.method === 'PATCH');

describe('the seller floor on the offers page', () => {
  it('shows the saved floor, says buyers never see it, and saves it with the switch and the version it opened', async () => {
    const fn = setup();
    const floor = await screen.findByLabelText('Lowest offer you would consider');
    expect((floor as HTMLInputElement).value).toBe('18000');
    expect(screen.getByText(/Private: buyers never see it/)).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(floor);
    await user.type(floor, '18,500');
    await user.click(screen.getByRole('checkbox', { name: /Decline lower offers automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchOf(fn)).toBeTruthy());
    const [, init] = patchOf(fn)!;
    expect(JSON.parse(String(init?.body))).toEqual({ offerLowest: 18_500_00, offerAutoDecline: true });
    expect((init?.headers as Record<string, string>)['if-match']).toBe('W/"v1"');
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('needs a floor to decline under, and a number; a stale version shows the conflict', async () => {
    const fn = setup(() => errorReply(409, 'CONFLICT', 'Someone else changed this listing since you opened it.'));
    const floor = await screen.findByLabelText('Lowest offer you would consider');
    const user = userEvent.setup();
    await user.clear(floor);
    await user.click(screen.getByRole('checkbox', { name: /Decline lower offers automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Set your lowest price to decline offers under it');
    await user.type(floor, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in dollars, like 18,500');
    expect(patchOf(fn)).toBeUndefined();
    await user.clear(floor);
    await user.type(floor, '17000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this listing/)).toBeTruthy();
  });
});
