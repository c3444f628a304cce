import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../test/render';
import { makePayment } from '../../../test/payment.fixture';
import { PaymentHistory } from './payment-history';

afterEach(() => vi.unstubAllGlobals());

describe('PaymentHistory', () => {
  it('lists payments newest first with amount, status and why one failed', async () => {
    mockFetch({
      'GET /v1/payment/user/u1': {
        body: [
          makePayment({
            id: 'p1',
            description: 'Revy Starter plan',
            amount: 4900,
            status: 'succeeded',
            createdAt: '2026-10-01T10:00:00.000Z',
          }),
          makePayment({
            id: 'p2',
            description: 'Revy Pro plan',
            amount: 7920,
            status: 'failed',
            failureMessage: 'Your card was declined.',
            createdAt: '2026-11-20T10:00:00.000Z',
          }),
        ],
      },
    });
    renderPage(<PaymentHistory userId="u1" />);
    const table = await screen.findByRole('table', { name: 'Your payments, newest first' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Revy Pro plan')).toBeTruthy();
    expect(within(first!).getByText('$79.20')).toBeTruthy();
    expect(within(first!).getByText('Failed')).toBeTruthy();
    expect(within(first!).getByText('Your card was declined.')).toBeTruthy();
    expect(within(first!).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(second!).getByText('$49')).toBeTruthy();
    expect(within(second!).getByText('Paid')).toBeTruthy();
    // The same payments as cards for phones.
    expect(within(screen.getByRole('list', { name: 'Your payments' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there are no payments yet', async () => {
    mockFetch({ 'GET /v1/payment/user/u1': { body: [] } });
    renderPage(<PaymentHistory userId="u1" />);
    expect(await screen.findByText(/No payments yet/)).toBeTruthy();
  });
});
