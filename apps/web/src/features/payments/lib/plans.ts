import {
  activePurchase,
  formatMoneyCents,
  isOnTrial,
  planChangeCredit as sharedPlanChangeCredit,
  promoAppliesTo,
  promoDiscount,
  publishBlocker,
  publishWindowText,
  trialTimeLeftText,
  type Listing,
  type Product,
  type PromoCode,
  type Purchase,
} from '@revy/shared';

/** Money for prices and discounts: whole dollars when round ($49), else cents ($79.20). */
export const money = (cents: number) => formatMoneyCents(cents, { decimals: cents % 100 === 0 ? 0 : 2 });

/** Plan features in the seller's words (unknown ones are left to marketingFeatures). */
export const FEATURE_WORDS: Record<string, string> = {
  PUBLISH_14: 'Listed in the showroom for 14 days',
  PUBLISH_REV_14: 'Listed in the showroom for 14 days',
  PUBLISH_UNLIMITED: 'Listed until your car sells',
  REVY_ASSISTANT: 'Revy AI answers buyers for you, day and night',
  pubCL: 'Posted to classifieds sites for more buyers',
  CONCIERGE: 'A personal concierge helps you close the sale',
};

/**
 * What a plan includes, in words: its marketing lines, which already say what its features do;
 * a plan without them lists its features in words instead (never both, which would repeat).
 */
export function planIncludes(p: Pick<Product, 'features' | 'marketingFeatures'>): string[] {
  if (p.marketingFeatures.length) return [...new Set(p.marketingFeatures)];
  return [...new Set(p.features.map((f) => FEATURE_WORDS[f]).filter((s): s is string => !!s))];
}

/** "3-day free trial, pay later", or null for a plan without a trial. */
export function trialLabel(p: Pick<Product, 'trialDuration'>): string | null {
  return p.trialDuration && p.trialDuration > 0 ? `${p.trialDuration}-day free trial, pay later` : null;
}

/** How long the plan keeps the car listed. */
export function durationLabel(p: Pick<Product, 'duration' | 'features'>): string {
  if (p.features.includes('PUBLISH_UNLIMITED') || p.duration === null) return 'until sold';
  return `${p.duration} days`;
}

/**
 * Listing.purchases as purchases: the list is typed loosely in the listing contract, so only
 * entries that look like purchases are kept.
 */
export function listingPurchases(listing: Pick<Listing, 'purchases'>): Purchase[] {
  return (listing.purchases ?? []).filter(
    (p): p is Purchase & Record<string, unknown> =>
      typeof p === 'object' && p !== null && typeof p.status === 'string' && typeof p.stripeProductId === 'string',
  ) as Purchase[];
}

/** The listing's active plan, or null. */
export const listingActivePurchase = (listing: Pick<Listing, 'purchases'>) => activePurchase(listingPurchases(listing));

/** Whether the listing may be published with the plans it has, and if not why. */
export function listingPlanBlocker(listing: Pick<Listing, 'purchases'>, now = Date.now()): string | null {
  const purchases = listingPurchases(listing);
  if (purchases.some((p) => publishBlocker(p, now) === null)) return null;
  return publishBlocker(activePurchase(purchases), now);
}

export type PlanState = {
  tier: string;
  name: string;
  trial: string | null;
  window: string | null;
  paymentDue: boolean;
};

/** The active plan in a few words for badges: tier, trial time left, publish window. */
export function planState(listing: Pick<Listing, 'purchases'>, now = Date.now()): PlanState | null {
  const p = listingActivePurchase(listing);
  if (!p) return null;
  return {
    tier: p.tier ?? p.name,
    name: p.name,
    trial: isOnTrial(p, now) ? trialTimeLeftText(p, now) : null,
    window: publishWindowText(p, now),
    paymentDue: !!p.paymentDue,
  };
}

/** A promo code's effect on one plan: the discount and the sentence that says it. */
export function promoEffect(
  promo: PromoCode,
  product: Pick<Product, 'stripeProductId' | 'price' | 'name'>,
  now = Date.now(),
) {
  if (!promoAppliesTo(promo, product.stripeProductId, now)) {
    return {
      applies: false as const,
      discount: 0,
      text:
        promo.expiresAt && Date.parse(promo.expiresAt) <= now
          ? `${promo.code} has expired`
          : `${promo.code} does not apply to ${product.name}`,
    };
  }
  const discount = promoDiscount(product.price, promo);
  const what = promo.percentOff ? `${promo.percentOff}% off` : `${money(promo.amountOff ?? 0)} off`;
  return { applies: true as const, discount, text: `${what} — you save ${money(discount)}` };
}

/**
 * What changing to `product` credits from the listing's active plan, by the shared rule the
 * server stores as discountAmount (planChangeCredit): what that plan was paid (its succeeded
 * payment), at most the new price. Zero without an active plan, for the same plan, or for an
 * unpaid trial.
 */
export function planChangeCredit(
  listing: Pick<Listing, 'purchases'>,
  product: Pick<Product, 'stripeProductId' | 'price'>,
): number {
  const current = listingActivePurchase(listing);
  const paid = current?.payment?.status === 'succeeded' ? current.payment.amount : 0;
  return sharedPlanChangeCredit(current ? { ...current, paid } : null, product);
}

/** The tier's display name ("Pro"), or the product's own name for a Standard plan. */
export const tierName = (p: { tier: string; name: string }) => (p.tier === 'Standard' ? p.name : p.tier);
