// Placeholder types from the deal contract until the shared schemas land (replaced by re-exports).
export type DealRole = 'seller' | 'buyer';
export type DealActor = DealRole | 'both';
export type DealStepKey = 'price' | 'verified' | 'billOfSale' | 'payment' | 'handover' | 'title' | 'done';
export type PaymentMethod = 'cashiers_check' | 'wire' | 'cash' | 'escrow' | 'other';
export type DealStep = {
  key: DealStepKey;
  status: 'done' | 'current' | 'upcoming';
  nextActor: DealActor | null;
  label: string;
  detail: string;
};
export type DealParty = { id: string; displayName: string; isIdVerified: boolean };
export type DealView = {
  id: string;
  listingId: string;
  sellerId: string;
  buyerId: string;
  provider: 'builtin' | 'keysavvy';
  providerTransactionId: string | null;
  status: 'open' | 'completed' | 'cancelled';
  cancelReason: string | null;
  price: number;
  state: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  you: DealRole | 'staff';
  listing: {
    id: string;
    title: string;
    vin: string | null;
    year: number;
    make: string;
    model: string;
    trim: string | null;
    odometer: number | null;
    coverUrl: string | null;
  };
  seller: DealParty;
  buyer: DealParty;
  steps: DealStep[];
  billOfSale: null | {
    state: string;
    generatedAt: string;
    documentHash: string;
    signatures: Array<{ role: DealRole; typedName: string; signedAt: string }>;
  };
  payment: { method: PaymentMethod | null; recordedAt: string | null; fundsConfirmedAt: string | null };
  checklist: Array<{
    key: string;
    label: string;
    who: DealActor;
    sellerDoneAt: string | null;
    buyerDoneAt: string | null;
  }>;
  handover: { sellerConfirmedAt: string | null; buyerConfirmedAt: string | null };
  keysavvy: null | { status: string; url: string | null };
};
export type DealBuyer = {
  buyerId: string;
  displayName: string;
  isIdVerified: boolean;
  chatId: string;
  offer: number | null;
  offerStatus: string | null;
  lastMessageAt: string | null;
};
export type DealAuth = {
  role: 'seller' | 'buyer' | 'staff' | 'none';
  canInitiate: boolean;
  dealId: string | null;
  reason: string | null;
};
