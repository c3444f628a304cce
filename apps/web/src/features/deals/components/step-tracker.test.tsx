import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeDeal, stepsAt } from '../../../test/deal.fixture';
import { StepTracker } from './step-tracker';

describe('StepTracker', () => {
  it('lists the seven steps in order, marks the done ones and the current one, and says who acts', () => {
    render(<StepTracker deal={makeDeal({ steps: stepsAt('payment', 'buyer') })} />);
    const list = screen.getByRole('list', { name: 'Deal steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.firstChild!.textContent)).toEqual([
      'Price agreed',
      'Both verified',
      'Bill of sale',
      'Payment',
      'Handover',
      'Title transfer',
      'Done',
    ]);
    expect(items.filter((li) => li.getAttribute('aria-current') === 'step')).toEqual([items[3]]);
    expect(within(items[0]!).getByText('(done)')).toBeTruthy();
    expect(within(items[2]!).getByText('(done)')).toBeTruthy();
    expect(within(items[5]!).getByText('(to come)')).toBeTruthy();
    // The seller is looking: the buyer acts next, named.
    expect(within(items[3]!).getByText('Next: Bea B. (buyer)')).toBeTruthy();
  });

  it('speaks to the current user: "You" when it is their turn, "Both of you" when both act', () => {
    const { rerender } = render(<StepTracker deal={makeDeal({ you: 'buyer', steps: stepsAt('payment', 'buyer') })} />);
    expect(screen.getByText('Next: You')).toBeTruthy();
    rerender(<StepTracker deal={makeDeal({ steps: stepsAt('billOfSale', 'both') })} />);
    expect(screen.getByText('Next: Both of you')).toBeTruthy();
  });

  it('shows no current step on a cancelled deal', () => {
    render(<StepTracker deal={makeDeal({ status: 'cancelled', steps: stepsAt('payment') })} />);
    const list = screen.getByRole('list', { name: 'Deal steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .some((li) => li.hasAttribute('aria-current')),
    ).toBe(false);
    expect(screen.queryByText(/^Next:/)).toBeNull();
  });
});
