import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { makeDeal, stepsAt } from '../../../test/deal.fixture';
import { PaymentPanel } from './payment-panel';

afterEach(() => vi.unstubAllGlobals());

const awaiting = makeDeal({
  steps: stepsAt('payment', 'seller'),
  payment: { method: 'cashiers_check', recordedAt: '2030-03-03T10:00:00.000Z', fundsConfirmedAt: null },
});

describe('PaymentPanel', () => {
  it("the seller confirms funds only after ticking that they cleared, in a dialog that says it can't be undone", async () => {
    let confirms = 0;
    mockFetch({
      [`POST /v1/deal/${awaiting.id}/payment/confirm`]: () => {
        confirms++;
        return {
          body: { ...awaiting, payment: { ...awaiting.payment, fundsConfirmedAt: '2030-03-03T12:00:00.000Z' } },
        };
      },
    });
    renderPage(<PaymentPanel deal={awaiting} />);
    const user = userEvent.setup();
    expect(screen.getByText(/Never release the car/)).toBeTruthy();
    expect(screen.getByText(/Wire fraud/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm funds received' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the funds have cleared?' });
    expect(within(dialog).getByText('This cannot be undone')).toBeTruthy();
    expect(within(dialog).getByText(/\$12,500/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm funds received' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(confirm);
    expect(confirms).toBe(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /funds have cleared/ }));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(confirms).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Not yet" closes the dialog without confirming', async () => {
    const fetch = mockFetch({});
    renderPage(<PaymentPanel deal={awaiting} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm funds received' }));
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the buyer picks a method from the list and it is sent', async () => {
    const bodies: unknown[] = [];
    const deal = makeDeal({ you: 'buyer', steps: stepsAt('payment', 'buyer') });
    mockFetch({
      [`POST /v1/deal/${deal.id}/payment`]: (body) => {
        bodies.push(body);
        return {
          body: {
            ...deal,
            payment: { method: 'wire', recordedAt: '2030-03-03T10:00:00.000Z', fundsConfirmedAt: null },
          },
        };
      },
    });
    renderPage(<PaymentPanel deal={deal} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Confirm funds received' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Bank wire/ }));
    await user.click(screen.getByRole('button', { name: 'Tell the seller' }));
    await waitFor(() => expect(bodies).toEqual([{ method: 'wire' }]));
  });
});
