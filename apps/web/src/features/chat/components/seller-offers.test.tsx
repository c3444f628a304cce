import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { LISTING_ID, makeChat, makeChatUser, makeOffer, SELLER_ID } from '../../../test/chat.fixture';
import { SellerOffers } from './seller-pages';

afterEach(() => vi.unstubAllGlobals());

const seller = makeUser({ id: SELLER_ID, firstName: 'Dana' });

describe('Seller offers page', () => {
  it('loads every chat with its offers in one call, pending first, and accepts one', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const pending = makeChat({
      id: 'c-1',
      buyer: { ...makeChat().buyer!, firstName: 'Ana', lastNameInitial: 'R' },
      offer: 1_500_000,
      offerStatus: 'pending',
      offerAt: at(30),
      me: makeChatUser({ userId: SELLER_ID, role: 'seller' }),
    });
    const declined = makeChat({
      id: 'c-2',
      buyer: { ...makeChat().buyer!, firstName: 'Ben', lastNameInitial: 'T' },
      offer: 1_200_000,
      offerStatus: 'declined',
      offerAt: at(5),
      me: makeChatUser({ userId: SELLER_ID, role: 'seller' }),
    });
    const { calls } = mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/chat/listing/${LISTING_ID}/offers`]: {
        body: [
          {
            chat: declined,
            offers: [
              makeOffer({
                id: 'o-2',
                chatId: 'c-2',
                amount: 1_200_000,
                status: 'declined',
                createdAt: at(5),
                autoDeclined: true,
              }),
            ],
          },
          {
            chat: pending,
            offers: [makeOffer({ id: 'o-1', chatId: 'c-1', amount: 1_500_000, status: 'pending', createdAt: at(30) })],
          },
        ],
      },
      'POST /v1/chat/c-1/offer/respond': {
        body: makeOffer({ id: 'o-1', chatId: 'c-1', amount: 1_500_000, status: 'accepted' }),
      },
    });
    renderPage(<SellerOffers listingId={LISTING_ID} />, {
      path: `/my-garage/${LISTING_ID}/offers`,
      route: '/my-garage/:listingId/offers',
    });
    expect(await screen.findByText('2 buyers made offers · best $15,000')).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('section'));
    expect(cards.map((c) => within(c).getAllByText(/Ana R\.|Ben T\./)[0]!.textContent)).toEqual(['Ana R.', 'Ben T.']);
    // Declined under the seller's floor: the history says so (to the seller only; buyers see no floor).
    expect(within(cards[1]!).getByText('automatically, under your lowest price')).toBeTruthy();
    // One request for the whole page, never one per chat.
    expect(calls.filter((c) => c.method === 'GET' && c.path.includes('/offer')).map((c) => c.path)).toEqual([
      `/v1/chat/listing/${LISTING_ID}/offers`,
    ]);

    await userEvent.setup().click(within(cards[0]!).getByRole('button', { name: 'Accept $15,000' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/chat/c-1/offer/respond')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/v1/chat/c-1/offer/respond')?.body).toEqual({ action: 'accept' });
  });

  it('shows an empty state with a way to the messages when nobody has offered', async () => {
    mockApi({ 'GET /v1/user/current': { body: seller }, [`GET /v1/chat/listing/${LISTING_ID}/offers`]: { body: [] } });
    renderPage(<SellerOffers listingId={LISTING_ID} />, {
      path: `/my-garage/${LISTING_ID}/offers`,
      route: '/my-garage/:listingId/offers',
    });
    expect(await screen.findByText('No offers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages`,
    );
  });
});
