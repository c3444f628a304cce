import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Escalation, RevyExchange, RevySettings } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { makeUser, staffUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { CHAT_ID, LISTING_ID, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { GarageSectionPage } from '../../garage';

afterEach(() => vi.unstubAllGlobals());

const seller = makeUser({ id: SELLER_ID });
const settings = (o: Partial<RevySettings> = {}): RevySettings => ({
  listingId: LISTING_ID,
  enabled: true,
  included: true,
  handledCount: 7,
  handoffCount: 2,
  ...o,
});
const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
const revyMeta = (o: Record<string, unknown> = {}) => ({
  kind: 'assistant',
  revy: {
    action: 'answer',
    handoffTo: null,
    reason: null,
    citations: [],
    confidence: 0.9,
    engine: 'builtin',
    inReplyTo: 'm-q1',
    ...o,
  },
});
const exchange = (o: Partial<RevyExchange> = {}): RevyExchange => ({
  chatId: CHAT_ID,
  buyerName: 'Ana R.',
  question: makeMessage({ id: 'm-q1', content: 'Any accidents?', createdAt: ago(30) }),
  answer: makeMessage({
    id: 'm-a1',
    senderId: null,
    content: 'No accidents, says the seller.',
    createdAt: ago(29),
    metadata: revyMeta(),
  }),
  ...o,
});
const escalation = (o: Partial<Escalation> = {}): Escalation => ({
  chatId: 'chat-esc-1',
  listingId: LISTING_ID,
  buyerName: 'Ben T.',
  reason: 'negotiation',
  handoffTo: 'seller',
  isEscalated: true,
  isConciergeEscalated: false,
  question: 'What is your lowest price?',
  at: ago(90),
  waitingSince: ago(90),
  ...o,
});

const revyRoutes = (over: Record<string, unknown> = {}) => ({
  'GET /v1/user/current': { body: seller },
  [`GET /v1/listing/${LISTING_ID}/revy`]: { body: settings() },
  [`GET /v1/listing/${LISTING_ID}/revy/conversations`]: {
    body: { content: [exchange()], totalElements: 1, totalPages: 1 },
  },
  [`GET /v1/listing/${LISTING_ID}/escalations`]: {
    body: [escalation(), escalation({ chatId: 'chat-esc-2', handoffTo: 'concierge', reason: 'sla' })],
  },
  ...over,
});
const renderRevy = () =>
  renderPage(<GarageSectionPage section="revy" />, {
    path: `/my-garage/${LISTING_ID}/revy`,
    route: '/my-garage/:listingId/revy',
  });

describe('Revy page', () => {
  it('shows the counts, the chats waiting for the seller and each handled exchange', async () => {
    mockApi(revyRoutes());
    renderRevy();
    expect(await screen.findByText('Waiting for you (1)')).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting for you (1)' });
    expect(within(waiting).getByText('Price talk or an offer')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Open chat with Ben T.' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages/chat-esc-1`,
    );
    expect(screen.getByText(/1 chat is with a Revy concierge/)).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(await screen.findByText('Any accidents?')).toBeTruthy();
    expect(screen.getByText('No accidents, says the seller.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chat with Ana R.' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages/${CHAT_ID}`,
    );
  });

  it('turns the assistant off at once and back on when the server refuses', async () => {
    let reply: { status?: number; body?: unknown } = { body: settings({ enabled: false }) };
    const { calls } = mockApi(revyRoutes({ [`PUT /v1/listing/${LISTING_ID}/revy`]: () => reply }));
    const user = userEvent.setup();
    renderRevy();
    const toggle = await screen.findByRole('switch', { name: 'Answer buyers for me' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false });

    reply = apiError(500, 'INTERNAL', 'Try later');
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText(/We couldn't change that/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('offers an upgrade when the plan lacks the assistant', async () => {
    mockApi(
      revyRoutes({ [`GET /v1/listing/${LISTING_ID}/revy`]: { body: settings({ included: false, enabled: true }) } }),
    );
    renderRevy();
    expect(await screen.findByText('Your plan does not include the assistant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(`/my-garage/${LISTING_ID}/plans`);
    const toggle = screen.getByRole('switch', { name: 'Answer buyers for me' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('corrects an answer inline and shows it corrected', async () => {
    const { calls } = mockApi(
      revyRoutes({ [`POST /v1/chat/${CHAT_ID}/message/m-a1/correction`]: { status: 201, body: {} } }),
    );
    const user = userEvent.setup();
    renderRevy();
    await user.click(await screen.findByRole('button', { name: 'Correct this answer' }));
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Write the right answer')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('The right answer'), 'One small parking dent, repaired in 2024.');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Corrected')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'One small parking dent, repaired in 2024.',
    });
  });

  it('marks a handoff with its reason in words', async () => {
    mockApi(
      revyRoutes({
        [`GET /v1/listing/${LISTING_ID}/revy/conversations`]: {
          body: {
            content: [
              exchange({
                answer: makeMessage({
                  id: 'm-a2',
                  senderId: null,
                  content: 'I will ask the seller.',
                  metadata: revyMeta({ action: 'handoff', handoffTo: 'seller', reason: 'booking' }),
                }),
              }),
            ],
            totalElements: 1,
            totalPages: 1,
          },
        },
      }),
    );
    renderRevy();
    expect(await screen.findByText('Handed to seller: Wants to see the car')).toBeTruthy();
  });
});

describe('Concierge escalations page', () => {
  const renderConcierge = () =>
    renderPage(<GarageSectionPage section="concierge" />, {
      path: `/my-garage/${LISTING_ID}/concierge`,
      route: '/my-garage/:listingId/concierge',
    });

  it('lists the escalations for staff, longest waiting first, with who they were handed to', async () => {
    mockApi({
      'GET /v1/user/current': { body: staffUser('concierge') },
      [`GET /v1/listing/${LISTING_ID}/escalations`]: {
        body: [
          escalation({ chatId: 'new', buyerName: 'New B.', waitingSince: ago(5) }),
          escalation({
            chatId: 'old',
            buyerName: 'Old B.',
            handoffTo: 'concierge',
            reason: 'sla',
            waitingSince: ago(200),
          }),
        ],
      },
    });
    renderConcierge();
    expect(await screen.findByText('Old B.')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('No reply from the seller in time')).toBeTruthy();
    expect(within(items[0]!).getByText('To: Concierge')).toBeTruthy();
    expect(within(items[1]!).getByText('New B.')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Open chat with Old B.' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages/old`,
    );
  });

  it('shows an empty state when nothing waits', async () => {
    mockApi({
      'GET /v1/user/current': { body: staffUser('admin') },
      [`GET /v1/listing/${LISTING_ID}/escalations`]: { body: [] },
    });
    renderConcierge();
    expect(await screen.findByText('Nothing waiting')).toBeTruthy();
  });

  it('sends a seller to the Revy page without asking for escalations', async () => {
    const { calls } = mockApi({ 'GET /v1/user/current': { body: seller } });
    renderConcierge();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/my-garage/${LISTING_ID}/revy`));
    expect(calls.some((c) => c.path.includes('escalations'))).toBe(false);
  });
});
