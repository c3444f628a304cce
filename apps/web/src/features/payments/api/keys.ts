/** Query keys of plans, purchases and payments; mutations invalidate through these. */
export const paymentsKeys = {
  all: ['payments'] as const,
  products: (isTest = false) => [...paymentsKeys.all, 'products', { isTest }] as const,
  listingProducts: (listingId: string) => [...paymentsKeys.all, 'products', 'listing', listingId] as const,
  promoCode: (code: string) => [...paymentsKeys.all, 'promo-code', code.toUpperCase()] as const,
  purchases: () => [...paymentsKeys.all, 'purchases'] as const,
  purchase: (id: string) => [...paymentsKeys.purchases(), 'detail', id] as const,
  listingPurchases: (listingId: string) => [...paymentsKeys.purchases(), 'listing', listingId] as const,
  purchaseList: (params: { status?: string; page?: number; size?: number }) =>
    [...paymentsKeys.purchases(), 'list', params] as const,
  userPayments: (userId: string) => [...paymentsKeys.all, 'payments', 'user', userId] as const,
  payment: (id: string) => [...paymentsKeys.all, 'payments', 'check', id] as const,
  sandboxSession: (sessionId: string) => [...paymentsKeys.all, 'sandbox', sessionId] as const,
};
