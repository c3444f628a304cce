import {
  PLAN_PRODUCT_IDS,
  PUBLISH_FEATURES,
  WINDOWED_PUBLISH_FEATURES,
  CLASSIFIEDS_FEATURE,
  type PlanChangeType,
  type PlanTier,
  type PromoCode,
  type PurchaseStatus,
} from './payment.schema';
import { CLASSIFIEDS_UPDATE_DELAY_MS } from '../limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Spec 9: the 14-day publish window is computed as 15 days from the start. */
export const PUBLISH_WINDOW_DAYS = 15;

type Time = Date | string | number;
const ms = (t: Time): number => (t instanceof Date ? t.getTime() : typeof t === 'string' ? Date.parse(t) : t);

/**
 * Spec 9 plan tiers: the three known product ids, else a guess from the name (starter or basic,
 * pro, premium), else Standard.
 */
export function planTier(p: { stripeProductId: string; name?: string | null }): PlanTier {
  for (const [tier, id] of Object.entries(PLAN_PRODUCT_IDS)) if (p.stripeProductId === id) return tier as PlanTier;
  const name = (p.name ?? '').toLowerCase();
  if (name.includes('starter') || name.includes('basic')) return 'Starter';
  if (name.includes('premium')) return 'Premium';
  if (name.includes('pro')) return 'Pro';
  return 'Standard';
}

/** Spec 9: total due = price - discountAmount - stripeDiscount, never below zero. Cents. */
export function totalDue(p: { price: number; discountAmount?: number | null; stripeDiscount?: number | null }): number {
  return Math.max(0, p.price - (p.discountAmount ?? 0) - (p.stripeDiscount ?? 0));
}

/** Cents a promo code takes off a price: percent rounded to the cent, never more than the price. */
export function promoDiscount(
  price: number,
  promo: Pick<PromoCode, 'percentOff' | 'amountOff'> | null | undefined,
): number {
  if (!promo) return 0;
  const off = promo.percentOff ? Math.round((price * promo.percentOff) / 100) : (promo.amountOff ?? 0);
  return Math.min(price, Math.max(0, off));
}

/** Whether a promo code can be used on a plan (its product list, its expiry). */
export function promoAppliesTo(
  promo: Pick<PromoCode, 'productIds' | 'expiresAt'>,
  productId: string,
  now: Time = Date.now(),
): boolean {
  if (promo.expiresAt && ms(promo.expiresAt) <= ms(now)) return false;
  return promo.productIds.length === 0 || promo.productIds.includes(productId);
}

type PurchaseLike = {
  status: PurchaseStatus;
  startAt?: Time | null;
  features?: readonly string[] | null;
  trialDuration?: number | null;
  paymentDue?: boolean | null;
  createdAt?: Time;
};

/** Spec 4: ACTIVE is the active purchase. */
export function isActivePurchase(p: PurchaseLike): boolean {
  return p.status === 'ACTIVE';
}

/** The listing's active purchase: the most recently started ACTIVE one. */
export function activePurchase<T extends PurchaseLike>(purchases: readonly T[] | null | undefined): T | null {
  const active = (purchases ?? []).filter(isActivePurchase);
  active.sort((a, b) => ms(b.startAt ?? b.createdAt ?? 0) - ms(a.startAt ?? a.createdAt ?? 0));
  return active[0] ?? null;
}

/**
 * Spec 4: trial duration minus whole days elapsed since the start, floored at 0; the full trial
 * when not started.
 */
export function trialDaysLeft(p: PurchaseLike, now: Time = Date.now()): number {
  const trial = p.trialDuration ?? 0;
  if (!p.startAt) return trial;
  const elapsed = Math.floor((ms(now) - ms(p.startAt)) / DAY_MS);
  return Math.max(0, trial - Math.max(0, elapsed));
}

/** Spec 4: on trial when paymentDue is set and trial days remain. */
export function isOnTrial(p: PurchaseLike, now: Time = Date.now()): boolean {
  return !!p.paymentDue && trialDaysLeft(p, now) > 0;
}

/** When the trial ends, or null when the purchase has no trial or has not started. */
export function trialEndsAt(p: PurchaseLike): Date | null {
  if (!p.startAt || !p.trialDuration) return null;
  return new Date(ms(p.startAt) + p.trialDuration * DAY_MS);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Spec 4: trial time left as days, hours or minutes, and "0 Days" at the end. Before the
 * trial starts it is the whole trial.
 */
export function trialTimeLeftText(p: PurchaseLike, now: Time = Date.now()): string {
  const end = trialEndsAt(p);
  const left = end ? end.getTime() - ms(now) : (p.trialDuration ?? 0) * DAY_MS;
  // Days to the nearest whole day, so a 3-day trial reads "3 Days" when it starts, not "2".
  if (left >= DAY_MS) return plural(Math.round(left / DAY_MS), 'Day');
  if (left >= HOUR_MS) return plural(Math.floor(left / HOUR_MS), 'Hour');
  if (left >= MINUTE_MS) return plural(Math.floor(left / MINUTE_MS), 'Minute');
  return '0 Days';
}

export type PublishWindow =
  | { kind: 'none' }
  | { kind: 'unlimited'; text: 'Unlimited'; finished: false }
  | { kind: 'window'; daysLeft: number; text: string; finished: boolean; endsAt: Date | null };

/**
 * Spec 4 publish window. PUBLISH_UNLIMITED is "Unlimited"; PUBLISH_14 and PUBLISH_REV_14 count
 * whole days to 15 days after the start: above 2 "N days remaining", above 1 "1 day
 * remaining", above 0 "Last day", else "Finished". So the window shows 14 on the day it starts
 * and finishes 14 days after the start. Not started yet: the whole window.
 */
export function publishWindow(p: Pick<PurchaseLike, 'features' | 'startAt'>, now: Time = Date.now()): PublishWindow {
  const features = p.features ?? [];
  if (features.includes('PUBLISH_UNLIMITED')) return { kind: 'unlimited', text: 'Unlimited', finished: false };
  if (!WINDOWED_PUBLISH_FEATURES.some((f) => features.includes(f))) return { kind: 'none' };
  const start = p.startAt ? ms(p.startAt) : ms(now);
  // Whole days until 15 days after the start, not counting the day under way: 14 at the very
  // start, 0 ("Finished") from 14 days after it. A start still ahead of `now` (a plan bought a
  // moment ago, read against a screen clock up to a minute old or a device clock a little
  // behind) is the whole window, never 15.
  const daysLeft = Math.ceil((start + PUBLISH_WINDOW_DAYS * DAY_MS - Math.max(start, ms(now))) / DAY_MS) - 1;
  const text =
    daysLeft > 2
      ? `${daysLeft} days remaining`
      : daysLeft > 1
        ? '1 day remaining'
        : daysLeft > 0
          ? 'Last day'
          : 'Finished';
  return {
    kind: 'window',
    daysLeft: Math.max(0, daysLeft),
    text,
    finished: daysLeft <= 0,
    endsAt: p.startAt ? new Date(start + (PUBLISH_WINDOW_DAYS - 1) * DAY_MS) : null,
  };
}

/** The window's text alone ("14 days remaining", "Unlimited"...), or null for a plan without one. */
export function publishWindowText(
  p: Pick<PurchaseLike, 'features' | 'startAt'>,
  now: Time = Date.now(),
): string | null {
  const w = publishWindow(p, now);
  return w.kind === 'none' ? null : w.text;
}

/** The moment the purchase stops letting its listing be published, or null when it never does. */
export function purchaseEndsAt(p: PurchaseLike): Date | null {
  if (!p.startAt) return null;
  const w = publishWindow(p, ms(p.startAt));
  const windowEnd = w.kind === 'window' ? w.endsAt : null;
  const trialEnd = p.paymentDue ? trialEndsAt(p) : null;
  const ends = [windowEnd, trialEnd].filter((d): d is Date => d !== null);
  return ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

/**
 * Why a purchase does not let its listing be published right now, or null when it does:
 * it must be ACTIVE, carry a publish feature, have time left in its window, and not be an
 * unpaid trial that has run out.
 */
export function publishBlocker(p: PurchaseLike | null | undefined, now: Time = Date.now()): string | null {
  if (!p || !isActivePurchase(p)) return 'Choose a plan to publish your listing';
  if (!PUBLISH_FEATURES.some((f) => (p.features ?? []).includes(f))) return 'Your plan does not include publishing';
  const w = publishWindow(p, now);
  if (w.kind === 'window' && w.finished) {
    return 'Your publishing window has finished. Choose a plan to publish again';
  }
  if (p.paymentDue && p.trialDuration && trialDaysLeft(p, now) <= 0)
    return 'Your free trial has ended. Pay for your plan to publish again';
  return null;
}

/** Whether some purchase of the listing lets it be published now. */
export function canPublishWithPurchases(
  purchases: readonly PurchaseLike[] | null | undefined,
  now: Time = Date.now(),
): boolean {
  return (purchases ?? []).some((p) => publishBlocker(p, now) === null);
}

/** Upgrade or downgrade from the current plan to another, by price; null for the same plan or none. */
export function planChangeType(
  current: { stripeProductId: string; price: number } | null | undefined,
  next: { stripeProductId: string; price: number },
): PlanChangeType | null {
  if (!current || current.stripeProductId === next.stripeProductId) return null;
  return next.price >= current.price ? 'UPGRADE' : 'DOWNGRADE';
}

/**
 * The one rule for what changing plans credits (the new purchase's discountAmount): what the
 * current plan was actually paid (its one succeeded payment; nothing for an unpaid trial or a
 * comp), never more than the new plan's price, so a downgrade costs nothing and never pays
 * money back. Zero without a current plan or for the same plan. The server stores it; the
 * plan pages show it before the seller chooses (decision 021).
 */
export function planChangeCredit(
  current: { stripeProductId: string; price: number; paid: number } | null | undefined,
  next: { stripeProductId: string; price: number },
): number {
  if (!planChangeType(current, next)) return 0;
  return Math.min(Math.max(0, next.price), Math.max(0, current!.paid));
}

/**
 * Spec 4: a classifieds repost is needed when the listing has pubCL and was never posted, or was
 * updated more than 2 minutes after the last posting.
 */
export function needsClassifiedsRepost(l: {
  features?: readonly string[] | null;
  craigslistPostedAt?: Time | null;
  updatedAt?: Time | null;
}): boolean {
  if (!(l.features ?? []).includes(CLASSIFIEDS_FEATURE)) return false;
  if (!l.craigslistPostedAt) return true;
  if (!l.updatedAt) return false;
  return ms(l.updatedAt) - ms(l.craigslistPostedAt) > CLASSIFIEDS_UPDATE_DELAY_MS;
}
