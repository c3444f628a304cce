import {
  planTier,
  totalDue,
  type Payment,
  type Product,
  type PromoCode,
  type Purchase,
  type SandboxSession,
} from '@revy/shared';
import type { payments } from './payments.table';
import type { products } from './products.table';
import type { promoCodes } from './promo-codes.table';
import type { purchases } from './purchases.table';
import type { sandboxCheckoutSessions } from './sandbox-sessions.table';

export type ProductRow = typeof products.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toProduct(r: ProductRow): Product {
  return {
    stripeProductId: r.id,
    name: r.name,
    description: r.description,
    duration: r.duration,
    trialDuration: r.trialDuration,
    price: r.price,
    priceExtra: r.priceExtra,
    features: r.features,
    featuresTitle: r.featuresTitle,
    marketingFeatures: r.marketingFeatures,
    extra: r.extra,
    popular: r.popular,
    content: r.content,
    metadata: r.metadata,
    isTest: r.isTest,
    tier: planTier({ stripeProductId: r.id, name: r.name }),
  };
}

/** The payment DTO; `clientSecret` and the checkout link only for the payer and staff (`owner`). */
export function toPayment(r: PaymentRow, owner = true): Payment {
  return {
    id: r.id,
    description: r.description,
    paymentMethodId: r.paymentMethodId,
    paymentIntentId: r.paymentIntentId,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    failureMessage: r.failureMessage,
    listingId: r.listingId,
    purchaseId: r.purchaseId,
    paymentType: r.paymentType,
    userId: r.userId,
    clientSecret: owner ? r.clientSecret : null,
    checkoutSessionId: r.checkoutSessionId,
    checkoutUrl: owner ? r.checkoutUrl : null,
    productId: r.productId,
    priceId: r.priceId,
    couponId: r.couponId,
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
    refundedAt: iso(r.refundedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The purchase DTO with its latest payment; `extraMetadata` adds read-only context (the staff queue). */
export function toPurchase(
  r: PurchaseRow,
  payment: PaymentRow | null,
  extraMetadata: Record<string, unknown> = {},
): Purchase {
  return {
    id: r.id,
    listingId: r.listingId,
    userId: r.userId,
    stripeProductId: r.stripeProductId,
    name: r.name,
    tier: planTier({ stripeProductId: r.stripeProductId, name: r.name }),
    price: r.price,
    status: r.status,
    startAt: iso(r.startAt),
    features: r.features,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    metadata: { ...r.metadata, ...extraMetadata },
    discountAmount: r.discountAmount,
    planChangeType: r.planChangeType,
    trialDuration: r.trialDuration,
    paymentDue: r.paymentDue,
    originalPurchaseId: r.originalPurchaseId,
    stripePromoCode: r.stripePromoCode,
    stripeDiscount: r.stripeDiscount,
    totalDue: totalDue(r),
    payment: payment ? toPayment(payment) : null,
  };
}

export function toPromoCode(r: PromoCodeRow): PromoCode {
  return {
    code: r.code,
    description: r.description,
    percentOff: r.percentOff,
    amountOff: r.amountOff,
    productIds: r.productIds,
    expiresAt: iso(r.expiresAt),
  };
}

export function toSandboxSession(r: SandboxSessionRow, now = Date.now()): SandboxSession {
  return {
    id: r.id,
    status: r.status === 'open' && r.expiresAt.getTime() <= now ? 'expired' : r.status,
    paymentStatus: r.paymentStatus,
    description: r.description,
    amountSubtotal: r.amountSubtotal,
    amountDiscount: r.amountDiscount,
    amountTotal: r.amountTotal,
    currency: r.currency,
    promoCode: r.promoCode,
    lastError: r.lastError,
    successUrl: r.successUrl,
    cancelUrl: r.cancelUrl,
    expiresAt: r.expiresAt.toISOString(),
  };
}
