import type { ListingProduct, Payment, Product, PromoCode, Purchase, SandboxSession } from '@revy/shared';

/** The three seeded plans, as GET /v1/product answers. */
export function makeProducts(): Product[] {
  const base = {
    description: null,
    priceExtra: null,
    featuresTitle: null,
    extra: {},
    content: {},
    metadata: {},
    isTest: false,
  };
  return [
    {
      ...base,
      stripeProductId: 'prod_revy_starter',
      name: 'Starter',
      tier: 'Starter',
      price: 4900,
      duration: 14,
      trialDuration: null,
      features: ['PUBLISH_14'],
      marketingFeatures: ['Photos and description by Revy'],
      popular: false,
    },
    {
      ...base,
      stripeProductId: 'prod_revy_pro',
      name: 'Pro',
      tier: 'Pro',
      price: 9900,
      duration: 14,
      trialDuration: 3,
      features: ['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL'],
      marketingFeatures: [],
      popular: true,
    },
    {
      ...base,
      stripeProductId: 'prod_revy_premium',
      name: 'Premium',
      tier: 'Premium',
      price: 19900,
      duration: null,
      trialDuration: 7,
      features: ['PUBLISH_UNLIMITED', 'REVY_ASSISTANT', 'pubCL', 'CONCIERGE'],
      marketingFeatures: [],
      popular: false,
    },
  ];
}

/** GET /v1/product/listing/{id}: the plans with `change` relative to `current` (a product id). */
export function makeListingProducts(current: string | null = null): ListingProduct[] {
  const ps = makeProducts();
  const cur = ps.find((p) => p.stripeProductId === current);
  return ps.map((p) => ({
    ...p,
    change: !cur ? null : p === cur ? 'CURRENT' : p.price > cur.price ? 'UPGRADE' : 'DOWNGRADE',
  }));
}

export const PROMOS: Record<string, PromoCode> = {
  WELCOME20: {
    code: 'WELCOME20',
    description: '20% off',
    percentOff: 20,
    amountOff: null,
    productIds: [],
    expiresAt: null,
  },
  SAVE10: {
    code: 'SAVE10',
    description: '$10 off',
    percentOff: null,
    amountOff: 1000,
    productIds: [],
    expiresAt: null,
  },
  PRO50: {
    code: 'PRO50',
    description: 'Half off Pro',
    percentOff: 50,
    amountOff: null,
    productIds: ['prod_revy_pro'],
    expiresAt: null,
  },
};

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay_1',
    description: 'Revy Pro plan',
    paymentMethodId: null,
    paymentIntentId: null,
    amount: 7920,
    currency: 'usd',
    status: 'pending',
    failureMessage: null,
    listingId: '0190a000-0000-7000-8000-000000000001',
    purchaseId: 'pur_1',
    paymentType: 'plan',
    userId: '00000000-0000-7000-8000-000000000001',
    clientSecret: null,
    checkoutSessionId: 'sess_1',
    checkoutUrl: '/checkout/sandbox/sess_1',
    productId: 'prod_revy_pro',
    priceId: null,
    couponId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    refundedAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 'pur_1',
    listingId: '0190a000-0000-7000-8000-000000000001',
    userId: '00000000-0000-7000-8000-000000000001',
    stripeProductId: 'prod_revy_pro',
    name: 'Pro',
    tier: 'Pro',
    price: 9900,
    status: 'PENDING',
    startAt: null,
    features: ['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    metadata: {},
    discountAmount: 0,
    planChangeType: null,
    trialDuration: 3,
    paymentDue: false,
    originalPurchaseId: null,
    stripePromoCode: null,
    stripeDiscount: 0,
    totalDue: 9900,
    payment: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SandboxSession> = {}): SandboxSession {
  return {
    id: 'sess_1',
    status: 'open',
    paymentStatus: 'unpaid',
    description: 'Revy Pro plan',
    amountSubtotal: 9900,
    amountDiscount: 1980,
    amountTotal: 7920,
    currency: 'usd',
    promoCode: 'WELCOME20',
    lastError: null,
    successUrl: 'http://localhost:3000/my-garage/l1/publish/payment?payment=pay_1',
    cancelUrl: 'http://localhost:3000/my-garage/l1/publish/payment?payment=pay_1',
    expiresAt: '2026-11-20T11:00:00.000Z',
    ...overrides,
  };
}
