import { describe, expect, it } from 'vitest';
import {
  dealReadyToFinish,
  dealSteps,
  titleChecklist,
  toUsStateCode,
  US_STATE_CODES,
  type DealStepInput,
} from './deal.rules';
import { BillOfSaleRequestSchema, SignBillOfSaleSchema } from './deal.schema';

const T = '2026-01-01T00:00:00.000Z';

function input(over: Partial<DealStepInput> = {}): DealStepInput {
  return {
    status: 'open',
    provider: 'builtin',
    sellerVerified: false,
    buyerVerified: false,
    billOfSale: null,
    payment: { method: null, fundsConfirmedAt: null },
    checklist: titleChecklist('NY').map((i) => ({ who: i.who, sellerDoneAt: null, buyerDoneAt: null })),
    handover: { sellerConfirmedAt: null, buyerConfirmedAt: null },
    providerProgress: null,
    ...over,
  };
}

describe('dealSteps', () => {
  it('starts with the price done and verification current, naming who acts', () => {
    const steps = dealSteps(input({ sellerVerified: true }));
    expect(steps.map((s) => s.key)).toEqual([
      'price',
      'verified',
      'billOfSale',
      'payment',
      'handover',
      'title',
      'done',
    ]);
    expect(steps[0]).toMatchObject({ status: 'done', nextActor: null });
    expect(steps[1]).toMatchObject({ status: 'current', nextActor: 'buyer' });
    expect(steps.slice(2).every((s) => s.status === 'upcoming')).toBe(true);
  });

  it('follows the bill of sale, payment and handover to the one who acts next', () => {
    const base = input({ sellerVerified: true, buyerVerified: true });
    expect(dealSteps(base)[2]).toMatchObject({ status: 'current', nextActor: 'both' });
    const signedBySeller = { ...base, billOfSale: { signatures: [{ role: 'seller' as const }] } };
    expect(dealSteps(signedBySeller)[2]).toMatchObject({ nextActor: 'buyer' });
    const signed = { ...base, billOfSale: { signatures: [{ role: 'seller' as const }, { role: 'buyer' as const }] } };
    expect(dealSteps(signed)[3]).toMatchObject({ status: 'current', nextActor: 'buyer' });
    const recorded = { ...signed, payment: { method: 'wire' as const, fundsConfirmedAt: null } };
    expect(dealSteps(recorded)[3]).toMatchObject({ nextActor: 'seller' });
  });

  it('is ready to finish only when every step is done', () => {
    const almost = input({
      sellerVerified: true,
      buyerVerified: true,
      billOfSale: { signatures: [{ role: 'seller' }, { role: 'buyer' }] },
      payment: { method: 'cash', fundsConfirmedAt: T },
      handover: { sellerConfirmedAt: T, buyerConfirmedAt: T },
    });
    expect(dealReadyToFinish(almost)).toBe(false);
    const title = almost.checklist.map((i) => ({ ...i, sellerDoneAt: T, buyerDoneAt: i.who === 'seller' ? null : T }));
    expect(dealReadyToFinish({ ...almost, checklist: title })).toBe(true);
    expect(dealReadyToFinish({ ...almost, providerProgress: { paymentDone: true, titleDone: false } })).toBe(false);
    expect(dealReadyToFinish({ ...almost, providerProgress: { paymentDone: true, titleDone: true } })).toBe(true);
  });

  it('shows no next actor once a deal is cancelled', () => {
    expect(dealSteps(input({ status: 'cancelled' })).every((s) => s.nextActor === null && s.status !== 'current')).toBe(
      true,
    );
  });
});

describe('titleChecklist', () => {
  it('has the five items everywhere, with plates kept by the seller in most states', () => {
    const ny = titleChecklist('NY');
    expect(ny.map((i) => i.key)).toEqual([
      'signedTitle',
      'lienRelease',
      'odometerStatement',
      'releaseOfLiability',
      'plates',
    ]);
    expect(ny.find((i) => i.key === 'plates')).toMatchObject({ who: 'seller' });
    expect(titleChecklist(null)).toHaveLength(5);
  });

  it('knows the states that differ', () => {
    const ca = titleChecklist('CA');
    expect(ca.find((i) => i.key === 'plates')?.label).toBe('Plates stay with the car');
    expect(ca.some((i) => i.key === 'smogCertificate')).toBe(true);
    expect(titleChecklist('PA')[0]?.label).toBe('Signed and notarized title');
  });
});

describe('states and payloads', () => {
  it('lists the 50 states and DC, and reads a listing location', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(toUsStateCode(' california ')).toBe('CA');
    expect(toUsStateCode('tx')).toBe('TX');
    expect(toUsStateCode('Narnia')).toBeNull();
  });

  it('refuses a bad state code, an empty typed name and a malformed hash', () => {
    expect(BillOfSaleRequestSchema.safeParse({ state: 'XX' }).success).toBe(false);
    expect(BillOfSaleRequestSchema.parse({ state: 'DC' })).toMatchObject({ odometerNote: 'actual' });
    expect(SignBillOfSaleSchema.safeParse({ typedName: '  ', documentHash: 'a'.repeat(64) }).success).toBe(false);
    expect(SignBillOfSaleSchema.safeParse({ typedName: 'Ann Lee', documentHash: 'A'.repeat(64) }).success).toBe(false);
  });
});
