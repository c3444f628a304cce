import { describe, expect, it } from 'vitest';
import { makeBill, makeDeal, stepsAt } from '../../../test/deal.fixture';
import { nextActionFor, waitingLine } from './deal-view';

const bill = makeBill;

describe('nextActionFor', () => {
  it('sends an unverified user to verify, and tells a verified one to wait for the other', () => {
    const steps = stepsAt('verified');
    const unverified = makeDeal({ steps, seller: { id: 's', displayName: 'Sam S.', isIdVerified: false } });
    expect(nextActionFor(unverified)).toMatchObject({ kind: 'link', to: '/account/verify' });
    const other = makeDeal({ steps, buyer: { id: 'b', displayName: 'Bea B.', isIdVerified: false } });
    expect(nextActionFor(other)).toMatchObject({ kind: 'wait', title: 'Waiting for Bea B.' });
  });

  it('walks the bill of sale: prepare, sign, then wait for the other signature', () => {
    expect(nextActionFor(makeDeal())).toMatchObject({
      kind: 'panel',
      panel: 'billOfSale',
      label: 'Prepare the bill of sale',
    });
    expect(nextActionFor(makeDeal({ billOfSale: bill() }))).toMatchObject({ label: 'Review and sign' });
    const signed = makeDeal({
      billOfSale: bill([{ role: 'seller', typedName: 'Sam Seller', signedAt: '2030-03-02T11:00:00Z' }]),
    });
    expect(nextActionFor(signed)).toMatchObject({ kind: 'wait' });
    expect(nextActionFor({ ...signed, you: 'buyer' })).toMatchObject({ label: 'Review and sign' });
  });

  it('payment: the buyer chooses the method, then the seller confirms funds', () => {
    const steps = stepsAt('payment');
    expect(nextActionFor(makeDeal({ steps, you: 'buyer' }))).toMatchObject({ label: 'Choose how you pay' });
    expect(nextActionFor(makeDeal({ steps }))).toMatchObject({ kind: 'wait' });
    const chosen = makeDeal({
      steps,
      payment: { method: 'wire', recordedAt: '2030-03-03T10:00:00Z', fundsConfirmedAt: null },
    });
    expect(nextActionFor(chosen)).toMatchObject({ label: 'Confirm funds received' });
    expect(nextActionFor({ ...chosen, you: 'buyer' })).toMatchObject({ kind: 'wait' });
  });

  it('KeySavvy deals send payment and title to KeySavvy; finished deals say sold', () => {
    const ks = makeDeal({
      provider: 'keysavvy',
      steps: stepsAt('payment'),
      keysavvy: { status: 'Awaiting funds', url: null },
    });
    expect(nextActionFor(ks)).toMatchObject({ kind: 'panel', panel: 'keysavvy' });
    expect(nextActionFor(makeDeal({ status: 'completed', steps: stepsAt('done') }))).toMatchObject({ title: 'Sold' });
    expect(waitingLine(makeDeal({ status: 'cancelled' }))).toBe('Cancelled');
  });
});
