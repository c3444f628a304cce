import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat, ChatMessage } from '@revy/shared';
import { apiError, mockApi, type Reply } from '../../../app/testing';
import { FakeSocket } from '../../../test/fake-socket';
import { makeUser } from '../../../test/user.fixture';
import { pageOf } from '../../../test/listing.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, CHAT_ID, LISTING_ID, makeChat, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { ListingChatPage } from './buyer-chat-pages';

afterEach(() => vi.unstubAllGlobals());

const buyer = makeUser({ id: BUYER_ID, firstName: 'Bea' });
const base = `/v1/chat/${CHAT_ID}`;

function setup({
  chat = makeChat(),
  messages = [] as ChatMessage[],
  send,
}: { chat?: Chat; messages?: ChatMessage[]; send?: (body: unknown) => Reply | Promise<Reply> } = {}) {
  const api = mockApi({
    'GET /v1/user/current': { body: buyer },
    [`GET ${base}`]: { body: chat },
    [`GET ${base}/message`]: { body: pageOf(messages) },
    [`GET ${base}/offer`]: { body: [] },
    [`GET ${base}/user/${SELLER_ID}`]: {
      body: { ...chat.me, userId: SELLER_ID, role: 'seller', lastReadChatMessageId: null },
    },
    [`POST ${base}/read`]: { body: chat.me },
    [`POST ${base}/message`]: send ?? ((body) => ({ body: makeMessage({ ...(body as object), senderId: BUYER_ID }) })),
  });
  const view = renderPage(<ListingChatPage />, {
    path: `/listings/${LISTING_ID}/chat/${CHAT_ID}`,
    route: '/listings/:id/chat/:chatId',
  });
  return { ...api, ...view };
}

const postsOf = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((c) => c.method === 'POST' && c.path === `${base}/message`);

describe('Conversation (buyer)', () => {
  it('sends with Enter, shows the message at once as sending, with a client id, then as sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = setup({
      send: async (body) => {
        await gate;
        return { body: makeMessage({ ...(body as object), senderId: BUYER_ID }) };
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'Is it still available?{Shift>}{Enter}{/Shift}Thanks');
    expect((box as HTMLTextAreaElement).value).toBe('Is it still available?\nThanks');
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText(/Is it still available\?/)).toBeTruthy();
    expect(within(log).getByText('Sending…')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const [post] = postsOf(calls);
    expect((post!.body as { id: string }).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((post!.body as { content: string }).content).toBe('Is it still available?\nThanks');
    release();
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps a failed message with Retry, which resends the same id once', async () => {
    let attempt = 0;
    const { calls } = setup({
      send: (body) =>
        ++attempt === 1
          ? apiError(503, 'UNAVAILABLE', 'Down')
          : { body: makeMessage({ ...(body as object), senderId: BUYER_ID }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/not sent/i);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    const posts = postsOf(calls);
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as { id: string }).id).toBe((posts[0]!.body as { id: string }).id);
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });

  it('shows scam warnings on a flagged message and links as text, never as links', async () => {
    setup({
      messages: [
        makeMessage({
          content: 'Pay with gift cards at https://evil.example/pay and I ship it',
          metadata: {
            kind: 'text',
            scamSignals: [{ kind: 'giftCards', warning: 'Sellers never ask for gift cards. This is a common scam.' }],
          },
        }),
      ],
    });
    const note = await screen.findByRole('note', { name: 'Safety warning' });
    expect(within(note).getByText('Sellers never ask for gift cards. This is a common scam.')).toBeTruthy();
    expect(screen.getByText('https://evil.example/pay').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
  });

  it('replaces the composer with a notice when the seller restricted the buyer', async () => {
    setup({ chat: makeChat({ isRestricted: true }) });
    expect(await screen.findByText(/The seller has paused this conversation/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows the seller typing, then their message live, and marks it read', async () => {
    const { calls } = setup();
    await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'watch', targetIds: expect.arrayContaining([CHAT_ID]) }),
    );
    act(() =>
      socket.serverSend({
        targetId: CHAT_ID,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: { typing: { userId: SELLER_ID, at: new Date().toISOString() } },
      }),
    );
    expect(await screen.findByText('Dana K. is typing…')).toBeTruthy();
    const live = makeMessage({ content: 'Yes, still for sale!', createdAt: new Date().toISOString() });
    act(() => socket.serverSend({ targetId: CHAT_ID, action: 'child', createdAt: live.createdAt, data: live }));
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText('Yes, still for sale!')).toBeTruthy();
    expect(screen.queryByText('Dana K. is typing…')).toBeNull();
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'POST' &&
            c.path === `${base}/read` &&
            (c.body as { messageId?: string }).messageId === live.id,
        ),
      ).toBe(true),
    );
  });

  it('sends a throttled typing signal while writing', async () => {
    setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await userEvent.setup().type(box, 'abc');
    expect(socket.sent.filter((m) => m.type === 'typing')).toEqual([{ type: 'typing', chatId: CHAT_ID }]);
  });

  it('fetches what it missed with afterId when the feed reconnects', async () => {
    const first = makeMessage({ content: 'Before the drop' });
    const missed = makeMessage({ content: 'Sent while offline' });
    const { calls } = setup({ messages: [first] });
    await screen.findByText('Before the drop');
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    mockApi({
      'GET /v1/user/current': { body: buyer },
      [`GET ${base}`]: { body: makeChat() },
      [`GET ${base}/message`]: { body: { content: [missed], totalElements: 1, size: 1000, number: 0, totalPages: 1 } },
      [`GET ${base}/user/${SELLER_ID}`]: { body: makeChat().me },
      [`POST ${base}/read`]: { body: makeChat().me },
    });
    // The feed reconnects after FEED_RECONNECT_MS (1 s).
    act(() => socket.serverClose());
    await waitFor(() => expect(FakeSocket.all.length).toBe(2), { timeout: 2500 });
    act(() => FakeSocket.open());
    expect(await screen.findByText('Sent while offline', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Before the drop')).toBeTruthy();
    expect(calls.length).toBeGreaterThan(0);
    const lastFetch = (vi.mocked(fetch).mock.calls as Array<[RequestInfo | URL]>)
      .map(([u]) => String(u))
      .filter((u) => u.includes('/message?'))
      .at(-1);
    expect(lastFetch).toContain(`afterId=${first.id}`);
  }, 15_000);
});
