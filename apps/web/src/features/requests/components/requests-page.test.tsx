import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, LISTING_ID, makeChat, makeChatUser, makeMessage } from '../../../test/chat.fixture';
import { RequestsPage } from './requests-page';

afterEach(() => vi.unstubAllGlobals());
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, size: 100, number: 0, totalPages: 1 });

describe('RequestsPage', () => {
  it('shows the buyer’s conversations, offers and requests in tabs with unread badges', async () => {
    mockApi({
      'GET /v1/user/current': { body: makeUser({ id: BUYER_ID }) },
      'GET /v1/chat': {
        body: page([
          makeChat({
            id: 'c-1',
            offerStatus: 'countered',
            offer: 1_600_000,
            lastMessage: makeMessage({ content: 'How about 16k?' }),
            me: makeChatUser({ unreadCount: 1 }),
          }),
          makeChat({ id: 'c-2', isTestDriveRequested: true, lastMessageAt: '2026-02-01T00:00:00.000Z' }),
        ]),
      },
    });
    renderPage(<RequestsPage />, { path: '/requests', route: '/requests' });
    expect(await screen.findByRole('heading', { name: 'My requests' })).toBeTruthy();
    const cards = await screen.findAllByRole('link', { name: /2019 Honda Civic EX/ });
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('href')).toBe(`/listings/${LISTING_ID}/chat/c-1`);
    expect(within(cards[0]!).getByText('How about 16k?')).toBeTruthy();
    expect(within(cards[0]!).getByText('1')).toBeTruthy();
    expect(within(cards[0]!).getByText('Countered')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Test drives/ }));
    const only = screen.getAllByRole('link', { name: /2019 Honda Civic EX/ });
    expect(only).toHaveLength(1);
    expect(within(only[0]!).getByText('Test drive requested')).toBeTruthy();
  });

  it('explains what the page is for when there is nothing yet', async () => {
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'GET /v1/chat': { body: page([]) } });
    renderPage(<RequestsPage />, { path: '/requests', route: '/requests' });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the showroom' })).toBeTruthy();
  });
});
