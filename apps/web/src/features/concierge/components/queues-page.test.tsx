import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueItem } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { ConciergeQueuesPage } from './queues-page';

afterEach(() => vi.unstubAllGlobals());

const COUNTS = { escalated: 1, review: 2, incomplete: 0, activation: 0, scam: 3, 'test-drives': 0 };
const item = (over: Partial<QueueItem> = {}): QueueItem => ({
  id: 'c1',
  queue: 'escalated',
  at: new Date(Date.now() - 3 * 3_600_000 - 20 * 60_000).toISOString(),
  listing: { id: 'l1', title: '2019 Toyota RAV4' },
  seller: { id: 's1', name: 'Sam Seller' },
  buyer: { id: 'b1', name: 'Bea Buyer' },
  chatId: 'c1',
  summary: 'Is the timing belt done?',
  conciergeEscalated: true,
  missing: [],
  status: null,
  endsAt: null,
  timezone: null,
  ...over,
});
const page = (content: QueueItem[]) => ({
  content,
  totalElements: content.length,
  size: 20,
  number: 0,
  totalPages: content.length ? 1 : 0,
});
const render = (path: string) => renderPage(<ConciergeQueuesPage />, { path, route: '/concierge/:type' });

describe('ConciergeQueuesPage', () => {
  it('shows every queue with its count and the escalated chats with the waiting time and buyer message', async () => {
    mockApi({
      'GET /v1/concierge/queues': { body: COUNTS },
      'GET /v1/concierge/queues/escalated': { body: page([item()]) },
    });
    render('/concierge/escalated');
    const nav = await screen.findByRole('navigation', { name: 'Work queues' });
    expect(await within(nav).findByRole('link', { name: 'Scam shield, 3 waiting' })).toBeTruthy();
    const review = within(nav).getByRole('link', { name: 'To review, 2 waiting' });
    expect(review.getAttribute('href')).toBe('/concierge/review');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('3 h 20 min')).toBeTruthy();
    expect(within(card).getByText('Is the timing belt done?')).toBeTruthy();
    expect(within(card).getByText('Handed to a concierge')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe(
      '/my-garage/l1/messages/c1',
    );
    // Phones get a select with the same counts.
    expect(screen.getByRole('combobox', { name: 'Work queue' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Scam shield (3)' })).toBeTruthy();
  });

  it('answers a chat as the concierge, then the row leaves and the counts refresh', async () => {
    let rows = [item()];
    let counts = COUNTS;
    const { calls } = mockApi({
      'GET /v1/concierge/queues': () => ({ body: counts }),
      'GET /v1/concierge/queues/escalated': () => ({ body: page(rows) }),
      'POST /v1/chat/c1/message': () => {
        rows = [];
        counts = { ...COUNTS, escalated: 0 };
        return {
          body: {
            id: 'm1',
            chatId: 'c1',
            senderId: 'staff',
            replyToId: null,
            content: 'Yes, done at 60k.',
            contentText: 'Yes, done at 60k.',
            metadata: { kind: 'text', staff: { userId: 'staff', name: 'Cora', role: 'concierge' } },
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        };
      },
    });
    render('/concierge/escalated');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Answer Bea Buyer as the Revy concierge'), 'Yes, done at 60k.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Nothing waiting')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Yes, done at 60k.' });
    expect(screen.getByRole('status').textContent).toMatch(/Answered Bea Buyer/);
    const nav = screen.getByRole('navigation', { name: 'Work queues' });
    expect(await within(nav).findByRole('link', { name: 'Escalated chats, 0 waiting' })).toBeTruthy();
  });

  it('marks a listing reviewed, with an undo', async () => {
    let rows = [item({ id: 'l1', queue: 'review', chatId: null, buyer: null, summary: null, status: 'published' })];
    const { calls } = mockApi({
      'GET /v1/concierge/queues': { body: COUNTS },
      'GET /v1/concierge/queues/review': () => ({ body: page(rows) }),
      'POST /v1/listing/l1/review': (body) => {
        rows = (body as { reviewed: boolean }).reviewed ? [] : rows;
        return { body: {} };
      },
    });
    render('/concierge/review');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('Nothing waiting')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { reviewed: true },
        { reviewed: false },
      ]),
    );
  });

  it('says what a new listing lacks, and shows load errors with a retry', async () => {
    mockApi({
      'GET /v1/concierge/queues': { body: COUNTS },
      'GET /v1/concierge/queues/incomplete': {
        body: page([item({ id: 'l2', queue: 'incomplete', chatId: null, missing: ['photos', 'price'] })]),
      },
    });
    render('/concierge/incomplete');
    const details = await screen.findByRole('list', { name: 'Details' });
    expect(within(details).getByText('No photos')).toBeTruthy();
    expect(within(details).getByText('No price')).toBeTruthy();

    vi.unstubAllGlobals();
    mockApi({
      'GET /v1/concierge/queues': { body: COUNTS },
      'GET /v1/concierge/queues/activation': apiError(500, 'INTERNAL', 'Database unreachable'),
    });
    render('/concierge/activation');
    expect(await screen.findByText("We couldn't load this queue")).toBeTruthy();
  });

  it('an unknown queue name says so', async () => {
    mockApi({ 'GET /v1/concierge/queues': { body: COUNTS } });
    render('/concierge/nonsense');
    expect(await screen.findByRole('heading', { name: 'There is no such work queue' })).toBeTruthy();
  });
});
