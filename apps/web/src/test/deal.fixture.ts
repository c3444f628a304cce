import type { DealStep, DealView } from '../features/deals/lib/types';

export const DEAL_SELLER_ID = '00000000-0000-7000-8000-00000000d001';
export const DEAL_BUYER_ID = '00000000-0000-7000-8000-00000000d002';
export const HASH = 'a3f1c2d4e5b6978812345678abcdef0123456789abcdef0123456789abcdef01';

const ORDER: Array<[DealStep['key'], string, DealStep['nextActor']]> = [
  ['price', 'Price agreed', null],
  ['verified', 'Both verified', 'both'],
  ['billOfSale', 'Bill of sale', 'both'],
  ['payment', 'Payment', 'buyer'],
  ['handover', 'Handover', 'both'],
  ['title', 'Title transfer', 'both'],
  ['done', 'Done', null],
];

/** The steps with `current` as the current one (everything before it done). */
export function stepsAt(current: DealStep['key'], nextActor?: DealStep['nextActor']): DealStep[] {
  const at = ORDER.findIndex(([k]) => k === current);
  return ORDER.map(([key, label, actor], i) => ({
    key,
    label,
    detail: `${label} detail`,
    status: i < at ? 'done' : i === at ? (key === 'done' ? 'done' : 'current') : 'upcoming',
    nextActor: i === at ? (nextActor !== undefined ? nextActor : actor) : null,
  }));
}

/** A generated bill of sale for California, signed by `signatures`. */
export function makeBill(
  signatures: NonNullable<DealView['billOfSale']>['signatures'] = [],
): NonNullable<DealView['billOfSale']> {
  return {
    state: 'CA',
    generatedAt: '2030-03-02T10:00:00.000Z',
    documentHash: HASH,
    odometer: 42_000,
    odometerNote: 'actual',
    signatures,
  };
}

/** A deal as GET /v1/deal/{id} answers it, seen by the seller unless `you` says otherwise. */
export function makeDeal(overrides: Partial<DealView> = {}): DealView {
  return {
    id: '00000000-0000-7000-8000-00000000dea1',
    listingId: '00000000-0000-7000-8000-00000000ca71',
    sellerId: DEAL_SELLER_ID,
    buyerId: DEAL_BUYER_ID,
    provider: 'builtin',
    providerTransactionId: null,
    status: 'open',
    cancelReason: null,
    price: 1_250_000,
    state: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    updatedAt: '2030-03-01T10:00:00.000Z',
    completedAt: null,
    you: 'seller',
    listing: {
      id: '00000000-0000-7000-8000-00000000ca71',
      title: '2018 Honda Civic EX',
      vin: '2HGFC2F59JH000001',
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      odometer: 42_000,
      coverUrl: null,
    },
    seller: { id: DEAL_SELLER_ID, displayName: 'Sam S.', isIdVerified: true },
    buyer: { id: DEAL_BUYER_ID, displayName: 'Bea B.', isIdVerified: true },
    steps: stepsAt('billOfSale'),
    billOfSale: null,
    payment: { method: null, recordedAt: null, fundsConfirmedAt: null },
    checklist: [],
    handover: { sellerConfirmedAt: null, buyerConfirmedAt: null },
    keysavvy: null,
    ...overrides,
  };
}
