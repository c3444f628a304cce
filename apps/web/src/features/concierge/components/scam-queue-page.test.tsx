import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScamFlaggedChat } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { BUYER_ID, CHAT_ID, makeChat, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { ScamQueuePage } from './scam-queue-page';

afterEach(() => vi.unstubAllGlobals());

const signal = (kind: string) => ({ kind, warning: `warning for ${kind}` });
const item = (over: Partial<ScamFlaggedChat> = {}): ScamFlaggedChat => ({
  chat: makeChat(),
  scamFlaggedAt: '2026-03-01T10:05:00.000Z',
  families: ['offPlatform', 'depositUnseen'],
  flaggedMessageCount: 2,
  messages: [
    makeMessage({
      senderId: SELLER_ID,
      content: 'whatsapp me at https://wa.me/15551234567',
      metadata: { kind: 'text', scamSignals: [signal('offPlatform')] },
    }),
    makeMessage({
      senderId: SELLER_ID,
      content: 'Send $300 deposit to hold it',
      metadata: { kind: 'text', scamSignals: [signal('depositUnseen')] },
    }),
  ],
  ...over,
});
const page = (content: ScamFlaggedChat[], totalElements = content.length, number = 0) => ({
  content,
  totalElements,
  size: 20,
  number,
  totalPages: Math.ceil(totalElements / 20),
});
const render = (path = '/concierge/scam') => renderPage(<ScamQueuePage />, { path, route: '/concierge/scam' });

describe('ScamQueuePage', () => {
  it('lists flagged conversations with counts, families, messages as text and a link to the chat', async () => {
    mockApi({ 'GET /v1/concierge/scam-flagged': { body: page([item()]) } });
    render();
    const list = await screen.findByRole('list', { name: 'Flagged conversations, page 1' });
    expect(screen.getByText('1 conversation to review')).toBeTruthy();
    const card = within(list).getByRole('article');
    const link = within(card).getByRole('link', { name: makeChat().listing!.title });
    expect(link.getAttribute('href')).toBe(`/my-garage/${makeChat().listingId}/messages/${CHAT_ID}`);
    const families = within(card).getByRole('list', { name: 'Scam families' });
    expect(within(families).getByText('Moving off Revy')).toBeTruthy();
    expect(within(families).getByText('Deposit before seeing the car')).toBeTruthy();
    expect(within(card).getByText('2 flagged messages')).toBeTruthy();
    // A scammer's link is shown as text, never as a link.
    expect(within(card).getByText('whatsapp me at https://wa.me/15551234567').tagName).toBe('P');
    expect(within(card).queryByRole('link', { name: /wa\.me/ })).toBeNull();
    expect(within(card).getAllByText(/^Seller · /)).toHaveLength(2);
  });

  it('restricts the buyer and dismisses a conversation with the keyboard, announcing each', async () => {
    let flagged = [item()];
    const { calls } = mockApi({
      'GET /v1/concierge/scam-flagged': () => ({ body: page(flagged) }),
      [`PUT /v1/chat/${CHAT_ID}`]: () => {
        flagged = [item({ chat: makeChat({ isRestricted: true }) })];
        return { body: makeChat({ isRestricted: true }) };
      },
      [`POST /v1/concierge/scam-flagged/${CHAT_ID}/dismiss`]: () => {
        flagged = [];
        return { status: 204 };
      },
    });
    render();
    const user = userEvent.setup();
    const restrict = await screen.findByRole('button', { name: 'Restrict the buyer' });
    restrict.focus();
    await user.keyboard('{Enter}');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isRestricted: true });
    expect(await screen.findByText('Buyer restricted')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/can no longer write/);
    expect(screen.getByRole('button', { name: 'Let the buyer write again' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Dismiss: not a scam' }));
    expect(await screen.findByText('No flagged conversations')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Dismissed the conversation/);
  });

  it('pages with the URL and shows errors with a retry', async () => {
    const { calls } = mockApi({
      'GET /v1/concierge/scam-flagged': () => ({
        body: page([item({ chat: makeChat({ buyerId: BUYER_ID }) })], 45, 1),
      }),
    });
    render('/concierge/scam?page=2');
    expect(await screen.findByText('Page 2 of 3 · 45 conversations')).toBeTruthy();
    expect(calls[0]!.search).toContain('page=1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.search).toContain('page=2'));

    vi.unstubAllGlobals();
    mockApi({ 'GET /v1/concierge/scam-flagged': apiError(500, 'INTERNAL', 'Database unreachable') });
    render();
    expect(await screen.findByText("We couldn't load the flagged conversations")).toBeTruthy();
  });
});
