import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat, Offer } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, CHAT_ID, LISTING_ID, makeChat, makeOffer, SELLER_ID } from '../../../test/chat.fixture';
import { OfferPanel } from './offer-panel';

afterEach(() => vi.unstubAllGlobals());
const base = `/v1/chat/${CHAT_ID}`;

/** The car's public deal badge: the market range offers are shown against. */
const deal = {
  rating: 'fair',
  value: 17_000_00,
  low: 16_000_00,
  high: 18_000_00,
  confidence: 'medium',
  comparableCount: 6,
} as const;

function setup(role: 'buyer' | 'seller', offers: Offer[], chat: Chat = makeChat()) {
  const api = mockApi({
    [`GET /v1/listing/${LISTING_ID}/deal`]: { body: deal },
    'GET /v1/user/current': { body: makeUser({ id: role === 'buyer' ? BUYER_ID : SELLER_ID }) },
    [`GET ${base}/offer`]: { body: offers },
    [`GET ${base}`]: { body: chat },
    [`GET ${base}/message`]: { body: [] },
    'GET /v1/chat': { body: { content: [], totalElements: 0, size: 100, number: 0, totalPages: 0 } },
    [`POST ${base}/offer`]: (body) => ({ body: makeOffer({ ...(body as object), fromRole: role }) }),
    [`POST ${base}/offer/respond`]: (body) => ({
      body: makeOffer({ status: (body as { action: string }).action === 'accept' ? 'accepted' : 'declined' }),
    }),
  });
  renderPage(<OfferPanel chat={chat} role={role} />);
  return api;
}

describe('OfferPanel', () => {
  it('shows the seller’s terms and checks the amount in dollars before sending cents', async () => {
    const { calls } = setup('buyer', []);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    expect(screen.getByText('Payment: Cash, Cashier check')).toBeTruthy();
    expect(screen.getByText('Serious offers only, in person.')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount');
    await user.type(amount, 'twelve');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in dollars, like 12,500');
    await user.clear(amount);
    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Offers start at $1');
    await user.clear(amount);
    await user.type(amount, '$17,250.50');
    expect(screen.getByText('You offer $17,251')).toBeTruthy();
    await user.type(screen.getByLabelText(/Note/), 'Cash today');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${base}/offer`)).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === `${base}/offer`)!.body).toEqual({
      amount: 1_725_050,
      explanation: 'Cash today',
    });
  });

  it('lets the buyer withdraw their pending offer', async () => {
    const { calls } = setup('buyer', [makeOffer({ amount: 1_600_000 })]);
    expect(await screen.findByText('$16,000')).toBeTruthy();
    expect(screen.getByText(/You offered/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `${base}/offer/respond`)?.body).toEqual({ action: 'withdraw' }),
    );
  });

  it('lets the buyer accept the seller’s counter', async () => {
    const { calls } = setup('buyer', [
      makeOffer({ status: 'countered' }),
      makeOffer({ fromRole: 'seller', fromUserId: SELLER_ID, amount: 1_700_000 }),
    ]);
    expect(await screen.findByText(/The seller countered with/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept $17,000' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `${base}/offer/respond`)?.body).toEqual({ action: 'accept' }),
    );
  });

  it('shows the amount against the market range as the buyer types, in words', async () => {
    setup('buyer', []);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    await user.type(screen.getByLabelText('Amount'), '14800');
    expect(await screen.findByText('$1,200 below the market range')).toBeTruthy();
    expect(screen.getByText(/\(\$16,000–\$18,000\)/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '17000');
    expect(screen.getByText('Within the market range')).toBeTruthy();
  });

  it('shows the seller the buyer’s offer against the market range; nothing without a range', async () => {
    setup('seller', [makeOffer({ amount: 18_800_00 })]);
    expect(await screen.findByText('$800 above the market range')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    const api = mockApi({
      'GET /v1/user/current': { body: makeUser({ id: SELLER_ID }) },
      [`GET ${base}/offer`]: { body: [makeOffer({ amount: 18_800_00 })] },
      // mockApi cannot answer a JSON null; a car without a badge is the same to the page as one that failed.
      [`GET /v1/listing/${LISTING_ID}/deal`]: apiError(404, 'NOT_FOUND'),
    });
    renderPage(<OfferPanel chat={makeChat()} role="seller" />);
    expect(await screen.findByText(/The buyer offers/)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/deal'))).toBe(true));
    expect(screen.queryByTestId('offer-market-range')).toBeNull();
  });

  it('tells the seller when the last offer was declined automatically under their lowest price', async () => {
    setup('seller', [makeOffer({ amount: 12_000_00, status: 'declined', autoDeclined: true })]);
    expect(
      await screen.findByText(
        'No offer waiting. The last, $12,000, was under your lowest price and declined automatically.',
      ),
    ).toBeTruthy();
  });

  it('lets the seller counter the buyer’s offer', async () => {
    const { calls } = setup('seller', [makeOffer({ amount: 1_500_000, explanation: 'Needs tires' })]);
    expect(await screen.findByText(/The buyer offers/)).toBeTruthy();
    expect(screen.getByText('“Needs tires”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    await user.type(screen.getByLabelText('Amount'), '16500');
    await user.click(screen.getByRole('button', { name: 'Send counteroffer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === `${base}/offer`)?.body).toEqual({
        amount: 1_650_000,
        explanation: null,
      }),
    );
  });
});
