import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxFilter, InboxPage, InboxRow } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SellerInbox } from './seller-inbox';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const NOW = Date.now();
const ago = (min: number) => new Date(NOW - min * 60_000).toISOString();

function row(over: Partial<InboxRow> & { chatId: string }): InboxRow {
  return {
    listingId: 'l-civic',
    buyer: {
      id: `b-${over.chatId}`,
      firstName: 'Bea',
      lastNameInitial: 'B',
      isIdVerified: false,
      anonymous: false,
      listingCount: 0,
      createdAt: ago(1000),
    },
    listing: { id: over.listingId ?? 'l-civic', title: '2019 Honda Civic EX', thumbnailUrl: null, status: 'published' },
    lastMessage: { preview: 'Is it still available?', at: ago(7), from: 'buyer' },
    activityAt: ago(7),
    unreadCount: 0,
    waitingSince: null,
    offer: null,
    testDrive: null,
    videoTourRequested: false,
    handledByAssistant: false,
    escalated: false,
    restricted: false,
    ...over,
  };
}

const counts = (over: Partial<InboxPage['counts']> = {}): InboxPage['counts'] => ({
  all: { chats: 2, unread: 3 },
  needsReply: { chats: 1, unread: 2 },
  offers: { chats: 1, unread: 0 },
  testDrives: { chats: 1, unread: 1 },
  assistant: { chats: 0, unread: 0 },
  ...over,
});

const cars: InboxPage['cars'] = [
  { id: 'l-civic', title: '2019 Honda Civic EX', chats: 1, unread: 2 },
  { id: 'l-rav4', title: '2020 Toyota RAV4', chats: 1, unread: 1 },
];

const waiting = row({
  chatId: 'c1',
  unreadCount: 2,
  waitingSince: ago(7),
  offer: { amount: 17_500_00, status: 'pending' },
});
const booked = row({
  chatId: 'c2',
  listingId: 'l-rav4',
  listing: { id: 'l-rav4', title: '2020 Toyota RAV4', thumbnailUrl: null, status: 'published' },
  buyer: null,
  unreadCount: 1,
  lastMessage: { preview: 'See you Saturday', at: ago(60), from: 'seller' },
  activityAt: ago(60),
  testDrive: 'booked',
  handledByAssistant: true,
});

function serve(pages: (filter: InboxFilter, search: URLSearchParams) => InboxPage) {
  const api = mockApi({
    'GET /v1/user/current': { body: makeUser() },
    'GET /v1/chat/inbox': () => {
      const search = new URLSearchParams(api.calls.at(-1)!.search);
      return { body: pages((search.get('filter') ?? 'all') as InboxFilter, search) };
    },
  });
  return api;
}

describe('SellerInbox', () => {
  it('lists conversations of every car with buyer, car, preview, unread, the waiting clock and badges', async () => {
    serve(() => ({ content: [waiting, booked], nextCursor: null, counts: counts(), cars }));
    renderPage(<SellerInbox />, { path: '/dashboard/inbox', route: '/dashboard/inbox' });
    const list = await screen.findByRole('list', { name: 'Conversations: All' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Bea B.')).toBeTruthy();
    expect(first.getByText('2019 Honda Civic EX')).toBeTruthy();
    expect(first.getByText('Is it still available?')).toBeTruthy();
    expect(first.getByText('waiting 7 min')).toBeTruthy();
    expect(first.getByText('Offer $17,500 pending')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe('/my-garage/l-civic/messages/c1');
    expect(first.getByRole('link').getAttribute('aria-label')).toContain('2 unread');
    const second = within(items[1]!);
    expect(second.getByText('Buyer')).toBeTruthy();
    expect(second.getByText('You: See you Saturday')).toBeTruthy();
    expect(second.getByText('Test drive booked')).toBeTruthy();
    expect(second.getByText('Answered by Revy')).toBeTruthy();
    expect(screen.getByText('3 unread across 2 cars')).toBeTruthy();
    // Chips carry each filter's unread total (or how many conversations when none are unread).
    const chips = screen.getByRole('group', { name: 'Show' });
    expect(within(chips).getByRole('button', { name: 'Needs reply: 1 conversation, 2 unread' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Offers: 1 conversation, 0 unread' })).toBeTruthy();
    expect(
      within(chips).getByRole('button', { name: 'All: 2 conversations, 3 unread' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('filters by needs reply and by car, keeping both in the address', async () => {
    const api = serve((filter, search) => ({
      content:
        filter === 'needsReply' ? [waiting] : search.get('listingId') === 'l-rav4' ? [booked] : [waiting, booked],
      nextCursor: null,
      counts: counts(),
      cars,
    }));
    const { router } = renderPage(<SellerInbox />, { path: '/dashboard/inbox', route: '/dashboard/inbox' });
    await screen.findByRole('list', { name: 'Conversations: All' });
    await userEvent.click(screen.getByRole('button', { name: /^Needs reply/ }));
    const list = await screen.findByRole('list', { name: 'Conversations: Needs reply' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(router.state.location.search).toBe('?filter=needsReply');
    await userEvent.click(screen.getByRole('button', { name: /^All/ }));
    await userEvent.selectOptions(await screen.findByLabelText('Car'), 'l-rav4');
    await waitFor(() => expect(router.state.location.search).toBe('?car=l-rav4'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/v1/chat/inbox' && c.search.includes('listingId=l-rav4'))).toBe(true),
    );
    expect(await screen.findByText('See you Saturday', { exact: false })).toBeTruthy();
  });

  it('loads more with the cursor, and says so when a filter is empty', async () => {
    const api = serve((filter, search) =>
      filter === 'assistant'
        ? { content: [], nextCursor: null, counts: counts(), cars }
        : search.get('cursor')
          ? { content: [booked], nextCursor: null, counts: counts(), cars }
          : { content: [waiting], nextCursor: 'abc', counts: counts(), cars },
    );
    renderPage(<SellerInbox />, { path: '/dashboard/inbox', route: '/dashboard/inbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(api.calls.some((c) => c.search.includes('cursor=abc'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Handled by Revy/ }));
    expect(await screen.findByText('Revy has not answered anyone here yet.')).toBeTruthy();
  });

  it('has a real empty state without conversations, and a retry on failure', async () => {
    serve(() => ({ content: [], nextCursor: null, counts: counts({ all: { chats: 0, unread: 0 } }), cars: [] }));
    const { unmount } = renderPage(<SellerInbox />, { path: '/dashboard/inbox', route: '/dashboard/inbox' });
    expect(await screen.findByRole('heading', { name: 'No messages from buyers yet' })).toBeTruthy();
    unmount();
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'GET /v1/chat/inbox': apiError(500, 'INTERNAL') });
    renderPage(<SellerInbox />, { path: '/dashboard/inbox', route: '/dashboard/inbox' });
    expect(await screen.findByText("We couldn't load your inbox")).toBeTruthy();
  });
});
