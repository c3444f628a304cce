import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeDeal } from '../../../test/deal.fixture';
import { BuyerDealEntry, SellerDealEntry } from './deal-entry';

afterEach(() => vi.unstubAllGlobals());

const L = '00000000-0000-7000-8000-00000000ca71';
const auth = (body: object) => ({
  [`GET /v1/keysavvy/listing/${L}/deal-auth`]: {
    body: { role: 'buyer', canInitiate: false, dealId: null, reason: null, ...body },
  },
});

describe('deal entry points', () => {
  it('seller: "Start the deal" opens the buyer chooser; with an open deal, "Go to the deal room"', async () => {
    mockFetch({
      ...auth({ role: 'seller', canInitiate: true }),
      [`GET /v1/keysavvy/listing/${L}/buyers`]: { body: { content: [] } },
    });
    const first = renderPage(<SellerDealEntry listingId={L} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the deal' }));
    expect(screen.getByRole('dialog', { name: 'Start the deal' })).toBeTruthy();
    first.unmount();

    mockFetch(auth({ role: 'seller', dealId: 'd-9' }));
    renderPage(<SellerDealEntry listingId={L} />);
    expect((await screen.findByRole('link', { name: 'Go to the deal room' })).getAttribute('href')).toBe('/deals/d-9');
  });

  it('seller: explains why not when asked to, and shows nothing to a buyer', async () => {
    mockFetch(auth({ role: 'seller', reason: 'The car is sold' }));
    const first = renderPage(<SellerDealEntry listingId={L} showReason />);
    expect(await screen.findByText('Deal room: The car is sold')).toBeTruthy();
    first.unmount();
    const fetch = mockFetch(auth({ role: 'buyer', canInitiate: true }));
    const { container } = renderPage(<SellerDealEntry listingId={L} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('buyer: their deal found by buyer-deal opens the room', async () => {
    const deal = makeDeal({ you: 'buyer' });
    mockFetch({ ...auth({ dealId: deal.id }), [`GET /v1/keysavvy/listing/${L}/buyer-deal`]: { body: deal } });
    renderPage(<BuyerDealEntry listingId={L} />);
    expect((await screen.findByRole('link', { name: 'Go to the deal room' })).getAttribute('href')).toBe(
      `/deals/${deal.id}`,
    );
  });

  it('buyer: with an accepted offer and no deal, "Start the deal" opens one and goes to the room', async () => {
    const deal = makeDeal({ you: 'buyer' });
    const bodies: unknown[] = [];
    mockFetch({
      ...auth({ canInitiate: true }),
      [`GET /v1/keysavvy/listing/${L}/buyer-deal`]: errorReply(404, 'NOT_FOUND', 'Deal not found'),
      'POST /v1/keysavvy/transaction/buyer-initiate': (body) => {
        bodies.push(body);
        return { body: deal };
      },
    });
    renderPage(<BuyerDealEntry listingId={L} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the deal' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/deals/${deal.id}`);
    expect(bodies).toEqual([{ listingId: L }]);
  });
});
