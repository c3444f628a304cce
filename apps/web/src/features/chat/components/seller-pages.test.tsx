import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { FakeSocket } from '../../../test/fake-socket';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { CHAT_ID, LISTING_ID, makeChat, makeChatUser, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { SellerMessages, SellerRequests } from './seller-pages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const seller = makeUser({ id: SELLER_ID, firstName: 'Dana' });
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, size: 100, number: 0, totalPages: 1 });

describe('Seller inbox', () => {
  it('lists buyers by last activity with unread counts, previews and waiting time, and follows the feed', async () => {
    const now = Date.now();
    const waiting = makeChat({
      id: 'c-1',
      buyer: { ...makeChat().buyer!, firstName: 'Ana', lastNameInitial: 'R' },
      lastMessageAt: new Date(now - 2 * 3600_000).toISOString(),
      lastMessage: makeMessage({ chatId: 'c-1', senderId: 'b', content: 'Does it have a spare key?' }),
      me: makeChatUser({
        userId: SELLER_ID,
        role: 'seller',
        unreadCount: 2,
        slaClockAt: new Date(now - 2 * 3600_000 - 5 * 60_000).toISOString(),
      }),
      offerStatus: 'pending',
      offer: 1_500_000,
    });
    const answered = makeChat({
      id: 'c-2',
      buyer: { ...makeChat().buyer!, firstName: 'Ben', lastNameInitial: 'T' },
      lastMessageAt: new Date(now - 60_000).toISOString(),
      lastMessage: makeMessage({ chatId: 'c-2', senderId: SELLER_ID, content: 'See you Saturday' }),
      me: makeChatUser({ userId: SELLER_ID, role: 'seller', unreadCount: 0 }),
      isTestDriveRequested: true,
    });
    let chats = [waiting, answered];
    const { calls } = mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/chat/listing/${LISTING_ID}`]: () => ({ body: page(chats) }),
    });
    renderPage(<SellerMessages listingId={LISTING_ID} />, {
      path: `/my-garage/${LISTING_ID}/messages`,
      route: '/my-garage/:listingId/messages',
    });
    const list = await screen.findByRole('list', { name: 'Conversations with buyers' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ben T.'),
      expect.stringContaining('Ana R.'),
    ]);
    expect(rows[1]!.getAttribute('href')).toBe(`/my-garage/${LISTING_ID}/messages/c-1`);
    expect(within(rows[1]!).getByText('2')).toBeTruthy();
    expect(within(rows[1]!).getByText('waiting 2 h')).toBeTruthy();
    expect(within(rows[1]!).getByText('Does it have a spare key?')).toBeTruthy();
    expect(within(rows[1]!).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(rows[0]!).getByText('You: See you Saturday')).toBeTruthy();
    expect(within(rows[0]!).getByText('Test drive')).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();

    // A new message pushed on the seller's own id refreshes the list, no reload.
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'watch', targetIds: expect.arrayContaining([SELLER_ID]) }),
    );
    chats = [{ ...waiting, me: { ...waiting.me!, unreadCount: 3 } }, answered];
    const before = calls.length;
    act(() =>
      socket.serverSend({
        targetId: SELLER_ID,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: { chatId: 'c-1', unreadCount: 3 },
      }),
    );
    expect(await screen.findByText('3 unread')).toBeTruthy();
    expect(calls.length).toBeGreaterThan(before);
  });

  it('blocks a buyer after confirmation', async () => {
    const chat = makeChat({ me: makeChatUser({ userId: SELLER_ID, role: 'seller' }) });
    const { calls } = mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/chat/listing/${LISTING_ID}`]: { body: page([chat]) },
      [`GET /v1/chat/${CHAT_ID}`]: { body: chat },
      [`GET /v1/chat/${CHAT_ID}/message`]: { body: page([]) },
      [`GET /v1/chat/${CHAT_ID}/user/${chat.buyerId}`]: { body: makeChatUser() },
      [`PUT /v1/chat/${CHAT_ID}`]: (body) => ({ body: { ...chat, ...(body as object) } }),
    });
    renderPage(<SellerMessages listingId={LISTING_ID} />, {
      path: `/my-garage/${LISTING_ID}/messages/${CHAT_ID}`,
      route: '/my-garage/:listingId/messages/:chatId',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bea B.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block buyer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isRestricted: true }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.getByText(/You blocked this buyer/)).toBeTruthy();
  });

  it('lists test-drive and video-tour requests with links to the chat', async () => {
    mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/chat/listing/${LISTING_ID}`]: {
        body: page([makeChat({ isVideoTourRequested: true }), makeChat({ id: 'quiet' })]),
      },
    });
    renderPage(<SellerRequests listingId={LISTING_ID} />);
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Video tour')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Reply in chat' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages/${CHAT_ID}`,
    );
  });
});
