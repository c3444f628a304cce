import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';

/**
 * Spec 4: ACTIVE is the active purchase; the other values are ours (decision 010):
 * PENDING (created, not paid), ACTIVE (paid, on trial or comped by staff), CANCELLED (given up
 * or replaced by an upgrade/downgrade), EXPIRED (its publish window or unpaid trial ended).
 */
export const PURCHASE_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

/** Spec 4: a purchase that replaces another is an upgrade or a downgrade. */
export const PLAN_CHANGE_TYPES = ['UPGRADE', 'DOWNGRADE'] as const;
export const PlanChangeTypeSchema = z.enum(PLAN_CHANGE_TYPES);
export type PlanChangeType = z.infer<typeof PlanChangeTypeSchema>;

/**
 * Values are ours; they follow the card provider's payment lifecycle. `requires_action` is a
 * card waiting for the buyer's bank (3-D Secure) — the sandbox's 4000 0025 0000 3155.
 * `refund_due` is a charge the provider took for a purchase that another payment had already
 * paid (two checkout pages of one purchase both paid): it never activates anything, and staff
 * refund it (decision 021).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
  'refund_due',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** What a payment pays for. */
export const PAYMENT_TYPES = ['plan'] as const;

// Plan features live in plan-features.ts (plain constants the listing rules need without these schemas).
export {
  PLAN_FEATURES,
  type PlanFeature,
  PUBLISH_FEATURES,
  WINDOWED_PUBLISH_FEATURES,
  ASSISTANT_FEATURE,
  CLASSIFIEDS_FEATURE,
} from './plan-features';

/** Spec 9: the three known plan product ids. */
export const PLAN_PRODUCT_IDS = {
  Starter: 'prod_revy_starter',
  Pro: 'prod_revy_pro',
  Premium: 'prod_revy_premium',
} as const;
export const PLAN_TIERS = ['Starter', 'Pro', 'Premium', 'Standard'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** A publishing plan (spec 3 Product). Money in integer cents, durations in whole days. */
export const ProductSchema = z
  .object({
    stripeProductId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Days a purchase lasts; null is unlimited. */
    duration: z.number().int().nullable(),
    /** Free days before payment is due; null or 0 is no trial. */
    trialDuration: z.number().int().nullable(),
    price: z.number().int(),
    priceExtra: z.string().nullable(),
    features: z.array(z.string()),
    featuresTitle: z.string().nullable(),
    marketingFeatures: z.array(z.string()),
    extra: z.record(z.string(), z.unknown()),
    popular: z.boolean(),
    content: z.record(z.string(), z.unknown()),
    metadata: z.record(z.string(), z.unknown()),
    isTest: z.boolean(),
    /** Spec 9 naming: Starter, Pro, Premium, else Standard. */
    tier: z.enum(PLAN_TIERS),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

/** GET /v1/product/listing/{id}: each plan with what buying it would mean for this listing. */
export const ListingProductSchema = ProductSchema.extend({
  /** CURRENT: the listing's active plan; UPGRADE/DOWNGRADE: buying it replaces that plan. */
  change: z.enum(['CURRENT', 'UPGRADE', 'DOWNGRADE']).nullable(),
}).meta({ id: 'ListingProduct' });
export type ListingProduct = z.infer<typeof ListingProductSchema>;

/** Spec 3 Payment. `clientSecret` only ever reaches the payer. */
export const PaymentSchema = z
  .object({
    id: z.string(),
    description: z.string().nullable(),
    paymentMethodId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    status: PaymentStatusSchema,
    /** Why the card was refused or the checkout ended, in words for the seller. */
    failureMessage: z.string().nullable(),
    listingId: z.string().nullable(),
    purchaseId: z.string().nullable(),
    paymentType: z.string(),
    userId: z.string().nullable(),
    clientSecret: z.string().nullable(),
    checkoutSessionId: z.string().nullable(),
    /** Where to send the payer to pay (the sandbox page or the provider's hosted page). */
    checkoutUrl: z.string().nullable(),
    productId: z.string().nullable(),
    priceId: z.string().nullable(),
    couponId: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/** Spec 3 Purchase; `payment` is the latest payment for it, if any. */
export const PurchaseSchema = z
  .object({
    id: z.string(),
    listingId: z.string().nullable(),
    userId: z.string().nullable(),
    stripeProductId: z.string(),
    name: z.string(),
    tier: z.enum(PLAN_TIERS),
    price: z.number().int(),
    status: PurchaseStatusSchema,
    startAt: z.string().nullable(),
    features: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    discountAmount: z.number().int(),
    planChangeType: PlanChangeTypeSchema.nullable(),
    trialDuration: z.number().int().nullable(),
    /** Spec 4: set while a trial runs unpaid (decision 010: a flag; due at the trial's end). */
    paymentDue: z.boolean(),
    originalPurchaseId: z.string().nullable(),
    stripePromoCode: z.string().nullable(),
    stripeDiscount: z.number().int(),
    /** price - discountAmount - stripeDiscount, never below zero (spec 9). */
    totalDue: z.number().int(),
    payment: PaymentSchema.nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PromoCodeSchema = z
  .object({
    code: z.string(),
    description: z.string().nullable(),
    /** Whole percent off (1-100), or null when the code takes a fixed amount off. */
    percentOff: z.number().nullable(),
    /** Cents off, or null when the code takes a percentage. */
    amountOff: z.number().int().nullable(),
    /** Plans it applies to; empty is every plan. */
    productIds: z.array(z.string()),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof PromoCodeSchema>;

const PromoCodeTextSchema = z
  .string()
  .trim()
  .min(1, 'Enter a promo code')
  .max(64, 'That promo code is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Promo codes are letters, numbers, - and _');

// ---- requests ------------------------------------------------------------------------------

export const ProductQuerySchema = z.object({
  isTest: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true' || v === ''),
});

/** POST /v1/purchase/listing/{listingId} */
export const CreatePurchaseSchema = z
  .object({
    stripeProductId: z.string().trim().min(1, 'Choose a plan').max(100),
    stripePromoCode: PromoCodeTextSchema.nullish(),
    /** Publish the listing as soon as the plan is active (the publish flow); default true. */
    publish: z.boolean().optional(),
  })
  .strict();
export type CreatePurchase = z.infer<typeof CreatePurchaseSchema>;

/** POST /v1/purchase/{id}/checkout */
export const CheckoutRequestSchema = z
  .object({
    /** Start the plan's free trial now and pay later, instead of paying now. */
    trial: z.boolean().optional(),
    /** Where the checkout page sends the payer back to: an app path starting with "/". */
    returnPath: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)[^\s]*$/, 'Give a path inside the app')
      .optional(),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const CheckoutResultSchema = z
  .object({
    purchase: PurchaseSchema,
    /** The payment to make; null when nothing is due (a trial, or a 100% promo code). */
    payment: PaymentSchema.nullable(),
    /** Open this to pay; null when nothing is due. */
    url: z.string().nullable(),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** POST /v1/purchase/{id}/activate (staff) */
export const ActivatePurchaseSchema = z.object({ startAt: z.iso.datetime({ offset: true }).optional() }).strict();
export type ActivatePurchase = z.infer<typeof ActivatePurchaseSchema>;

/** PUT /v1/purchase/{id}/payment-due (staff); the purchase's own GET body is accepted, only paymentDue is applied (decision 019). */
export const PaymentDueSchema = acceptingReadOnly(z.object({ paymentDue: z.boolean() }).strict(), PurchaseSchema);

/** GET /v1/purchase (staff): the concierge's queue. Not in the spec; decision 010. */
export const PurchaseListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(100),
  status: PurchaseStatusSchema.optional(),
});

export const PromoCodeParamsSchema = z.object({ code: PromoCodeTextSchema });

// ---- the built-in sandbox checkout ---------------------------------------------------------

/** Test cards of the sandbox (the same numbers Stripe's test mode uses). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAction: '4000002500003155',
} as const;

export const SandboxSessionSchema = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'requires_action', 'complete', 'expired']),
    paymentStatus: z.enum(['unpaid', 'paid']),
    description: z.string(),
    amountSubtotal: z.number().int(),
    amountDiscount: z.number().int(),
    amountTotal: z.number().int(),
    currency: z.string(),
    promoCode: z.string().nullable(),
    /** The last card problem, for the page to show. */
    lastError: z.string().nullable(),
    successUrl: z.string(),
    cancelUrl: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'SandboxCheckoutSession' });
export type SandboxSession = z.infer<typeof SandboxSessionSchema>;

export const SandboxPaySchema = z
  .object({
    cardNumber: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use MM / YY'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
    name: z.string().trim().min(1, 'Enter the name on the card').max(100),
    postalCode: z.string().trim().max(10).optional(),
  })
  .strict();
export type SandboxPay = z.infer<typeof SandboxPaySchema>;

/** The bank's answer to the 3-D Secure challenge of the requires-action card. */
export const SandboxConfirmSchema = z.object({ approve: z.boolean() }).strict();
