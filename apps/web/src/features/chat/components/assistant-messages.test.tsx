import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../app/testing';
import { FakeSocket } from '../../../test/fake-socket';
import { makeUser } from '../../../test/user.fixture';
import { pageOf } from '../../../test/listing.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, CHAT_ID, LISTING_ID, makeChat, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { ListingChatPage } from './buyer-chat-pages';
import { MessageList } from './message-list';

afterEach(() => vi.unstubAllGlobals());

const base = `/v1/chat/${CHAT_ID}`;
const revy = (o: Record<string, unknown> = {}) => ({
  kind: 'assistant',
  revy: {
    action: 'answer',
    handoffTo: null,
    reason: null,
    citations: [],
    confidence: 0.8,
    engine: 'builtin',
    inReplyTo: 'q',
    ...o,
  },
});
const question = makeMessage({
  id: 'q',
  senderId: BUYER_ID,
  content: 'Any accidents?',
  createdAt: '2026-03-01T10:00:00.000Z',
});
const answer = makeMessage({
  id: 'a',
  senderId: null,
  content: 'No accidents, according to the seller.',
  createdAt: '2026-03-01T10:00:05.000Z',
  metadata: revy(),
});
const handoff = makeMessage({
  id: 'h',
  senderId: null,
  content: 'I will ask the seller about the lowest price.',
  createdAt: '2026-03-01T10:01:00.000Z',
  metadata: revy({ action: 'handoff', handoffTo: 'seller', reason: 'negotiation' }),
});

describe('Assistant messages in the chat', () => {
  it("labels the assistant's answers, notes a handoff, and shows Revy typing from the feed", async () => {
    const chat = makeChat();
    mockApi({
      'GET /v1/user/current': { body: makeUser({ id: BUYER_ID }) },
      [`GET ${base}`]: { body: chat },
      [`GET ${base}/message`]: { body: pageOf([question, answer, handoff]) },
      [`GET ${base}/offer`]: { body: [] },
      [`GET ${base}/user/${SELLER_ID}`]: {
        body: { ...chat.me, userId: SELLER_ID, role: 'seller', lastReadChatMessageId: null },
      },
      [`POST ${base}/read`]: { body: chat.me },
    });
    renderPage(<ListingChatPage />, {
      path: `/listings/${LISTING_ID}/chat/${CHAT_ID}`,
      route: '/listings/:id/chat/:chatId',
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const item = (await within(log).findByText('No accidents, according to the seller.')).closest('li')!;
    expect(within(item).getByText(/Revy · AI assistant/)).toBeTruthy();
    expect(within(item).getByText('Revy, AI assistant:')).toBeTruthy();
    // For the buyer the assistant speaks for the other side: on the left, never editable.
    expect(item.className).toContain('items-start');
    expect(within(item).queryByRole('button', { name: 'Edit message' })).toBeNull();
    expect(
      within(within(log).getByText(handoff.content).closest('li')!).getByText('Handed to the seller'),
    ).toBeTruthy();

    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'watch', targetIds: expect.arrayContaining([CHAT_ID]) }),
    );
    const at = new Date().toISOString();
    act(() =>
      socket.serverSend({
        targetId: CHAT_ID,
        action: 'revyStart',
        createdAt: at,
        data: { chatId: CHAT_ID, messageId: null },
      }),
    );
    expect(await screen.findByText('Revy is typing…')).toBeTruthy();
    act(() =>
      socket.serverSend({
        targetId: CHAT_ID,
        action: 'revyEnd',
        createdAt: at,
        data: { chatId: CHAT_ID, messageId: 'x' },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Revy is typing…')).toBeNull());

    // A new answer arriving ends the typing even if revyEnd is lost.
    act(() =>
      socket.serverSend({
        targetId: CHAT_ID,
        action: 'revyStart',
        createdAt: at,
        data: { chatId: CHAT_ID, messageId: null },
      }),
    );
    expect(await screen.findByText('Revy is typing…')).toBeTruthy();
    const live = makeMessage({
      id: 'a2',
      senderId: null,
      content: 'It has two keys.',
      createdAt: at,
      metadata: revy(),
    });
    act(() => socket.serverSend({ targetId: CHAT_ID, action: 'child', createdAt: at, data: live }));
    expect(await within(log).findByText('It has two keys.')).toBeTruthy();
    expect(screen.queryByText('Revy is typing…')).toBeNull();
  });

  it("puts the assistant's answers on the seller's side for the seller", () => {
    render(
      <MessageList
        messages={[question, answer]}
        myUserId={SELLER_ID}
        otherLabel="Bea B."
        otherRead={null}
        typingLabel={null}
        onRetry={() => undefined}
        sellerSide
        empty={null}
      />,
    );
    const item = screen.getByText('No accidents, according to the seller.').closest('li')!;
    expect(item.className).toContain('items-end');
    expect(within(item).getByText('Revy, AI assistant:')).toBeTruthy();
    expect(screen.getByText('Any accidents?').closest('li')!.className).toContain('items-start');
  });
});
