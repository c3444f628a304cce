import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makePurchase } from '../../../test/payment.fixture';
import { BulkActivatePurchasesPage } from './bulk-activate-page';

afterEach(() => vi.unstubAllGlobals());

const purchases = [
  makePurchase({
    id: 'pur_a',
    listingId: 'l-a',
    metadata: { listingTitle: '2018 Toyota Camry', sellerEmail: 'a@example.com' },
  }),
  makePurchase({
    id: 'pur_b',
    listingId: 'l-b',
    tier: 'Premium',
    name: 'Premium',
    totalDue: 19900,
    metadata: { listingTitle: '2015 Ford Focus', sellerEmail: 'b@example.com' },
  }),
  makePurchase({ id: 'pur_c', listingId: 'l-c', metadata: {} }),
];
const page = (content: typeof purchases) => ({
  body: { content, totalElements: content.length, size: 100, number: 0, totalPages: 1 },
});

describe('BulkActivatePurchasesPage', () => {
  it('activates the selected purchases and shows the result of each row', async () => {
    let remaining = purchases;
    const fetchMock = mockFetch({
      'GET /v1/purchase': () => page(remaining),
      'POST /v1/purchase/pur_a/activate': () => ({ body: { ...purchases[0], status: 'ACTIVE' } }),
      'POST /v1/purchase/pur_b/activate': errorReply(409, 'CONFLICT', 'This purchase is already active'),
      'POST /v1/purchase/pur_c/activate': () => ({ body: { ...purchases[2], status: 'ACTIVE' } }),
    });
    renderPage(<BulkActivatePurchasesPage />, {
      path: '/concierge/bulk-activate-purchases',
      route: '/concierge/bulk-activate-purchases',
    });
    const table = await screen.findByRole('table', { name: 'Pending purchases' });
    const q = new URLSearchParams(String(fetchMock.mock.calls[0]![0]).split('?')[1]);
    expect(q.get('status')).toBe('PENDING');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '2018 Toyota Camry' }).getAttribute('href')).toBe(
      '/my-garage/l-a',
    );
    expect(within(rows[0]!).getByText('a@example.com')).toBeTruthy();
    expect(within(rows[1]!).getByText('Premium')).toBeTruthy();
    expect(within(rows[1]!).getByText('$199')).toBeTruthy();
    // A purchase without the extra metadata still reads sensibly.
    expect(within(rows[2]!).getByText('Listing l-c')).toBeTruthy();

    const user = userEvent.setup();
    const activate = screen.getByRole('button', { name: 'Activate selected' });
    expect(activate).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    remaining = [purchases[1]!];
    await user.click(screen.getByRole('button', { name: 'Activate 3 selected' }));

    expect(await screen.findByText('2 activated, 1 failed — see the rows marked Failed.')).toBeTruthy();
    expect(within(screen.getByTestId('result-pur_a')).getByText('Activated')).toBeTruthy();
    expect(within(screen.getByTestId('result-pur_c')).getByText('Activated')).toBeTruthy();
    expect(screen.getByTestId('result-pur_b').textContent).toBe('This purchase is already active');
    const activated = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(activated.sort()).toEqual([
      '/v1/purchase/pur_a/activate',
      '/v1/purchase/pur_b/activate',
      '/v1/purchase/pur_c/activate',
    ]);
    // Refreshed: the queue is read again, and the activated rows stay to show their result.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/purchase?')).length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('link', { name: '2018 Toyota Camry' })).toBeTruthy();
  });

  it('says so when nothing is waiting', async () => {
    mockFetch({ 'GET /v1/purchase': page([]) });
    renderPage(<BulkActivatePurchasesPage />, { path: '/x', route: '/x' });
    expect(await screen.findByText('No purchases waiting')).toBeTruthy();
  });
});
