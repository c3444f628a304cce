import { z } from 'zod';

/** Spec 4: ACTIVE is the active purchase; the other values are ours. */
export const PURCHASE_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

/** Spec 4: a purchase that replaces another is an upgrade or a downgrade. */
export const PLAN_CHANGE_TYPES = ['UPGRADE', 'DOWNGRADE'] as const;
export const PlanChangeTypeSchema = z.enum(PLAN_CHANGE_TYPES);
export type PlanChangeType = z.infer<typeof PlanChangeTypeSchema>;

/** Values are ours; they follow the card provider's payment lifecycle. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** Plan features named by spec 4; products may carry others, so feature lists stay strings. */
export const PLAN_FEATURES = ['PUBLISH_14', 'PUBLISH_REV_14', 'PUBLISH_UNLIMITED'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
