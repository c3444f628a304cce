import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, Form } from '@revy/shared';
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
const formPath = `/v1/api/chat-form/create/${CHAT_ID}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

type Handler = (body: unknown) => Reply | Promise<Reply>;

function setup({
  chat = makeChat(),
  messages = [] as ChatMessage[],
  routes = {} as Record<string, Reply | Handler>,
} = {}) {
  const api = mockApi({
    'GET /v1/user/current': { body: buyer },
    [`GET ${base}`]: { body: chat },
    [`GET ${base}/message`]: { body: pageOf(messages) },
    [`GET ${base}/offer`]: { body: [] },
    [`GET ${base}/user/${SELLER_ID}`]: {
      body: { ...chat.me, userId: SELLER_ID, role: 'seller', lastReadChatMessageId: null },
    },
    [`POST ${base}/read`]: { body: chat.me },
    ...routes,
  });
  renderPage(<ListingChatPage />, {
    path: `/listings/${LISTING_ID}/chat/${CHAT_ID}`,
    route: '/listings/:id/chat/:chatId',
  });
  return api;
}

describe('Conversation: editing a message', () => {
  it('offers Edit only on our own text messages inside the 15-minute window', async () => {
    setup({
      messages: [
        makeMessage({ senderId: BUYER_ID, content: 'Old one', createdAt: minutesAgo(20) }),
        makeMessage({ senderId: SELLER_ID, content: 'Theirs', createdAt: minutesAgo(2) }),
        makeMessage({
          senderId: BUYER_ID,
          content: 'Offer line',
          metadata: { kind: 'offer' },
          createdAt: minutesAgo(1),
        }),
        makeMessage({ senderId: BUYER_ID, content: 'Fresh one', createdAt: minutesAgo(1) }),
      ],
    });
    await screen.findByText('Fresh one');
    const buttons = screen.getAllByRole('button', { name: 'Edit message' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('li')!.textContent).toContain('Fresh one');
  });

  it('saves with Enter, replaces the bubble and shows "edited" with the edit time', async () => {
    const mine = makeMessage({ senderId: BUYER_ID, content: 'Is it still availble?', createdAt: minutesAgo(1) });
    const { calls } = setup({
      messages: [mine],
      routes: {
        [`POST ${base}/message/${mine.id}`]: (body) => ({
          body: {
            ...mine,
            content: (body as { content: string }).content,
            metadata: { kind: 'text', editedAt: new Date().toISOString() },
          },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit message' }));
    const box = screen.getByRole('textbox', { name: 'Edit message' });
    expect(document.activeElement).toBe(box);
    await user.clear(box);
    await user.type(box, 'Is it still available?{Enter}');
    expect(await screen.findByText('Is it still available?')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    expect(screen.getByTitle(/^Edited /).textContent).toContain('edited');
    const post = calls.find((c) => c.method === 'POST' && c.path === `${base}/message/${mine.id}`);
    expect(post?.body).toEqual({ content: 'Is it still available?' });
  });

  it('cancels with Escape and checks the text with the shared schema', async () => {
    const mine = makeMessage({ senderId: BUYER_ID, content: 'Hello', createdAt: minutesAgo(1) });
    const { calls } = setup({ messages: [mine] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit message' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit message' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message first');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit message' }));
    expect(calls.some((c) => c.path.startsWith(`${base}/message/`))).toBe(false);
  });

  it('shows the server refusing an edit after the window (409) and keeps the editor open', async () => {
    const mine = makeMessage({ senderId: BUYER_ID, content: 'Typo here', createdAt: minutesAgo(14) });
    setup({
      messages: [mine],
      routes: {
        [`POST ${base}/message/${mine.id}`]: apiError(
          409,
          'CONFLICT',
          'Messages can be edited for 15 minutes after sending',
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), ' fixed{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This message can no longer be edited. Messages can be edited for 15 minutes after sending.',
    );
    expect(screen.getByRole('textbox', { name: 'Edit message' })).toBeTruthy();
  });

  it('replaces a message the other side edited when the feed pushes it', async () => {
    const theirs = makeMessage({ senderId: SELLER_ID, content: 'Price is $18,000' });
    setup({ messages: [theirs] });
    await screen.findByText('Price is $18,000');
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    const edited = {
      ...theirs,
      content: 'Price is $17,500',
      metadata: { kind: 'text', editedAt: new Date().toISOString() },
    };
    act(() =>
      socket.serverSend({
        targetId: CHAT_ID,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: { message: edited },
      }),
    );
    expect(await screen.findByText('Price is $17,500')).toBeTruthy();
    expect(screen.queryByText('Price is $18,000')).toBeNull();
    expect(screen.getByTitle(/^Edited /)).toBeTruthy();
  });
});

describe('Conversation: chat forms', () => {
  const form = (overrides: Partial<Form>): Form => ({
    id: 'form-1',
    userId: SELLER_ID,
    name: 'availability',
    data: '{}',
    createdAt: minutesAgo(5),
    ...overrides,
  });

  it('shares a financing form with the right body and shows it as a card', async () => {
    const { calls } = setup({
      routes: {
        [`POST ${formPath}`]: (body) => {
          const { name } = body as { name: string };
          return {
            body: makeMessage({
              senderId: BUYER_ID,
              content: `Shared a form: ${name}`,
              metadata: { kind: 'form', formId: 'form-9', formName: name },
              createdAt: new Date().toISOString(),
            }),
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share details' }));
    const dialog = screen.getByRole('dialog', { name: 'Share details' });
    expect(within(dialog).getByRole('radio', { name: /Financing/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Pre-approved loan' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount pre-approved/ }), '18,000');
    await user.type(within(dialog).getByRole('textbox', { name: /Lender/ }), 'Bay Credit Union');
    await user.click(within(dialog).getByRole('button', { name: 'Share financing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.path === formPath);
    expect(post?.body).toEqual({
      name: 'financing',
      data: JSON.stringify({ payment: 'pre-approved-loan', preApprovedAmount: 18000, lender: 'Bay Credit Union' }),
    });
    const card = await screen.findByRole('article', { name: 'Financing details' });
    expect(within(card).getByText('Pre-approved loan')).toBeTruthy();
    expect(within(card).getByText('$18,000')).toBeTruthy();
    expect(within(card).getByText('Bay Credit Union')).toBeTruthy();
  });

  it('shows field errors for invalid input and posts nothing', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share details' }));
    const dialog = screen.getByRole('dialog', { name: 'Share details' });
    await user.click(within(dialog).getByRole('radio', { name: /Trade-in/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Year' }), '20x6');
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Call me at 415-555-0134');
    await user.click(within(dialog).getByRole('button', { name: 'Share trade-in' }));
    expect(within(dialog).getByText('Enter the model year')).toBeTruthy();
    expect(within(dialog).getByText('Enter the make')).toBeTruthy();
    expect(within(dialog).getByText('Choose the condition')).toBeTruthy();
    expect(within(dialog).getByText(/Leave out phone numbers and email addresses/)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Year' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === formPath)).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("draws the other side's form from chat.forms and falls back to the text when it is unknown", async () => {
    setup({
      chat: makeChat({
        forms: [
          form({ id: 'form-1', data: JSON.stringify({ days: ['sat', 'sun'], timeOfDay: 'morning' }) }),
          form({ id: 'form-2', name: 'bank-card' }),
        ],
      }),
      messages: [
        makeMessage({
          content: 'Shared a form: availability',
          metadata: { kind: 'form', formId: 'form-1', formName: 'availability' },
        }),
        makeMessage({
          content: 'Shared a form: bank-card',
          metadata: { kind: 'form', formId: 'form-2', formName: 'bank-card' },
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Availability details' });
    expect(within(card).getByText('Sat, Sun')).toBeTruthy();
    expect(within(card).getByText('Morning')).toBeTruthy();
    expect(screen.getByText('Shared a form: bank-card')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('asks for the chat with its forms and hides sharing from a restricted buyer', async () => {
    setup({ chat: makeChat({ isRestricted: true }) });
    expect(await screen.findByText(/The seller has paused this conversation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share details' })).toBeNull();
    const urls = (vi.mocked(fetch).mock.calls as Array<[RequestInfo | URL]>).map(([u]) => String(u));
    expect(urls.some((u) => u.endsWith(`${base}?forms=true`))).toBe(true);
  });
});
