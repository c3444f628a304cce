import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/user.fixture';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { DEAL_BUYER_ID, makeDeal, stepsAt } from '../../../test/deal.fixture';
import { DealRoomPage, DealsPage } from './deal-pages';

afterEach(() => vi.unstubAllGlobals());

const me = { 'GET /v1/user/current': { body: makeUser({ id: DEAL_BUYER_ID }) } };
const room = (id: string) => renderPage(<DealRoomPage />, { path: `/deals/${id}`, route: '/deals/:id' });

describe('DealsPage', () => {
  it('shows a real empty state', async () => {
    mockFetch({ ...me, 'GET /v1/deal': { body: { content: [] } } });
    renderPage(<DealsPage />);
    expect(await screen.findByRole('heading', { name: 'No deals yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a car' })).toBeTruthy();
  });

  it('lists deals waiting for the user first, with the other party, step and whose turn, and links to each room', async () => {
    const waitingOnSeller = makeDeal({ id: 'd-1', you: 'buyer', steps: stepsAt('payment', 'seller') });
    const myTurn = makeDeal({ id: 'd-2', you: 'buyer', steps: stepsAt('payment', 'buyer') });
    const sold = makeDeal({
      id: 'd-3',
      status: 'completed',
      steps: stepsAt('done'),
      completedAt: '2030-02-01T10:00:00Z',
    });
    mockFetch({ ...me, 'GET /v1/deal': { body: { content: [waitingOnSeller, myTurn, sold] } } });
    renderPage(<DealsPage />);
    const open = await screen.findByRole('region', { name: 'In progress' });
    const cards = within(open).getAllByRole('listitem');
    expect(cards[0]!.textContent).toMatch(/Your turn/);
    expect(cards[1]!.textContent).toMatch(/Waiting for Sam S\. \(seller\)/);
    expect(cards[0]!.textContent).toMatch(/Seller: Sam S\./);
    expect(cards[0]!.textContent).toMatch(/Step 4 of 7: Payment/);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/deals/d-2');
    expect(screen.getByText('1 deal waiting for you')).toBeTruthy();
    const closed = screen.getByRole('region', { name: 'Finished and cancelled' });
    expect(within(closed).getByText('Sold', { selector: 'span' })).toBeTruthy();
  });

  it('numbers the current step by its place even when later steps are done first', async () => {
    const steps = stepsAt('verified', 'both').map((st) =>
      st.key === 'billOfSale' ? { ...st, status: 'done' as const } : st,
    );
    mockFetch({ ...me, 'GET /v1/deal': { body: { content: [makeDeal({ id: 'd-4', steps })] } } });
    renderPage(<DealsPage />);
    expect(await screen.findByText(/Step 2 of 7: Both verified/)).toBeTruthy();
  });
});

describe('DealRoomPage', () => {
  it('asks an unverified user to verify, with the primary action linking to /account/verify', async () => {
    const deal = makeDeal({
      you: 'buyer',
      steps: stepsAt('verified', 'buyer'),
      buyer: { id: DEAL_BUYER_ID, displayName: 'Bea B.', isIdVerified: false },
    });
    mockFetch({ ...me, [`GET /v1/deal/${deal.id}`]: { body: deal } });
    room(deal.id);
    const next = await screen.findByRole('region', { name: 'Verify your ID' });
    expect(within(next).getByRole('link', { name: 'Verify your ID' }).getAttribute('href')).toBe('/account/verify');
    const panel = screen.getByRole('region', { name: 'Verified people' });
    expect(within(panel).getByText('Not verified')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Verify your ID' })).toBeTruthy();
  });

  it('a KeySavvy deal shows its status and link instead of the payment and title panels', async () => {
    const deal = makeDeal({
      provider: 'keysavvy',
      providerTransactionId: 'KS-1001',
      steps: stepsAt('payment', 'buyer'),
      keysavvy: { status: 'Awaiting buyer funds', url: 'https://keysavvy.example/t/KS-1001' },
    });
    mockFetch({ ...me, [`GET /v1/deal/${deal.id}`]: { body: deal } });
    room(deal.id);
    const panel = await screen.findByRole('region', { name: 'Payment and title with KeySavvy' });
    expect(within(panel).getByText('Awaiting buyer funds')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Open on KeySavvy/ })
        .getAttribute('href'),
    ).toBe('https://keysavvy.example/t/KS-1001');
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Title transfer/ })).toBeNull();
  });

  it('cancels with a reason after confirming, and needs the reason', async () => {
    const deal = makeDeal();
    let current = deal;
    const bodies: unknown[] = [];
    mockFetch({
      ...me,
      [`GET /v1/deal/${deal.id}`]: () => ({ body: current }),
      [`POST /v1/deal/${deal.id}/cancel`]: (body) => {
        bodies.push(body);
        current = { ...deal, status: 'cancelled', cancelReason: 'Buyer changed their mind' };
        return { body: current };
      },
    });
    room(deal.id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this deal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/why/i);
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Buyer changed their mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Buyer changed their mind' }]));
    expect(await screen.findByRole('heading', { name: 'This deal was cancelled' })).toBeTruthy();
  });

  it('shows "not available" for a deal that is not the user\'s', async () => {
    mockFetch({ ...me, 'GET /v1/deal/other': errorReply(403, 'FORBIDDEN', 'Not your deal') });
    room('other');
    expect(await screen.findByRole('heading', { name: "This deal isn't available" })).toBeTruthy();
  });
});
