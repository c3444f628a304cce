import { describe, expect, it } from 'vitest';
import {
  activePurchase,
  canPublishWithPurchases,
  isOnTrial,
  needsClassifiedsRepost,
  planChangeCredit,
  planChangeType,
  planTier,
  promoAppliesTo,
  promoDiscount,
  publishBlocker,
  publishWindow,
  publishWindowText,
  purchaseEndsAt,
  totalDue,
  trialDaysLeft,
  trialTimeLeftText,
} from './plan.rules';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const start = new Date('2026-03-01T10:00:00Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe('planTier (spec 9)', () => {
  it('maps the three known product ids', () => {
    expect(planTier({ stripeProductId: 'prod_revy_starter', name: 'Anything' })).toBe('Starter');
    expect(planTier({ stripeProductId: 'prod_revy_pro', name: 'Anything' })).toBe('Pro');
    expect(planTier({ stripeProductId: 'prod_revy_premium', name: 'Anything' })).toBe('Premium');
  });
  it('guesses from the name, else Standard', () => {
    expect(planTier({ stripeProductId: 'x', name: 'Basic listing' })).toBe('Starter');
    expect(planTier({ stripeProductId: 'x', name: 'Starter test' })).toBe('Starter');
    expect(planTier({ stripeProductId: 'x', name: 'Revy Pro (test)' })).toBe('Pro');
    expect(planTier({ stripeProductId: 'x', name: 'PREMIUM' })).toBe('Premium');
    expect(planTier({ stripeProductId: 'x', name: 'Gold' })).toBe('Standard');
    expect(planTier({ stripeProductId: 'x' })).toBe('Standard');
  });
});

describe('money', () => {
  it('total due is price minus both discounts, never below zero', () => {
    expect(totalDue({ price: 9900, discountAmount: 1000, stripeDiscount: 1980 })).toBe(6920);
    expect(totalDue({ price: 4900, discountAmount: 4900, stripeDiscount: 500 })).toBe(0);
    expect(totalDue({ price: 4900 })).toBe(4900);
  });
  it('promo discounts round percentages to the cent and never exceed the price', () => {
    expect(promoDiscount(9900, { percentOff: 20, amountOff: null })).toBe(1980);
    expect(promoDiscount(4999, { percentOff: 15, amountOff: null })).toBe(750);
    expect(promoDiscount(4900, { percentOff: null, amountOff: 10000 })).toBe(4900);
    expect(promoDiscount(4900, null)).toBe(0);
  });
  it('promo codes respect their plans and expiry', () => {
    const promo = { productIds: ['prod_revy_pro'], expiresAt: '2026-03-10T00:00:00Z' };
    expect(promoAppliesTo(promo, 'prod_revy_pro', start)).toBe(true);
    expect(promoAppliesTo(promo, 'prod_revy_starter', start)).toBe(false);
    expect(promoAppliesTo(promo, 'prod_revy_pro', new Date('2026-03-10T00:00:00Z'))).toBe(false);
    expect(promoAppliesTo({ productIds: [], expiresAt: null }, 'anything', start)).toBe(true);
  });
  it('plan change by price', () => {
    const starter = { stripeProductId: 'a', price: 4900 };
    const pro = { stripeProductId: 'b', price: 9900 };
    expect(planChangeType(starter, pro)).toBe('UPGRADE');
    expect(planChangeType(pro, starter)).toBe('DOWNGRADE');
    expect(planChangeType(pro, pro)).toBeNull();
    expect(planChangeType(null, pro)).toBeNull();
  });
  it('plan change credit: what the current plan paid, at most the new price, never for the same plan', () => {
    const starter = { stripeProductId: 'a', price: 4900 };
    const pro = { stripeProductId: 'b', price: 9900 };
    expect(planChangeCredit({ ...starter, paid: 4900 }, pro)).toBe(4900);
    expect(planChangeCredit({ ...starter, paid: 3920 }, pro)).toBe(3920); // paid with a promo code
    expect(planChangeCredit({ ...pro, paid: 9900 }, starter)).toBe(4900); // a downgrade costs nothing
    expect(planChangeCredit({ ...pro, paid: 0 }, starter)).toBe(0); // an unpaid trial credits nothing
    expect(planChangeCredit({ ...pro, paid: 9900 }, pro)).toBe(0);
    expect(planChangeCredit(null, pro)).toBe(0);
    expect(planChangeCredit({ ...starter, paid: -5 }, pro)).toBe(0);
  });
});

describe('trial (spec 4)', () => {
  const trial = {
    status: 'ACTIVE' as const,
    startAt: start,
    trialDuration: 7,
    paymentDue: true,
    features: ['PUBLISH_UNLIMITED'],
  };
  it('days left are the trial minus whole days elapsed, floored at zero; the full trial before the start', () => {
    expect(trialDaysLeft({ ...trial, startAt: null })).toBe(7);
    expect(trialDaysLeft(trial, start)).toBe(7);
    expect(trialDaysLeft(trial, at(DAY - 1))).toBe(7);
    expect(trialDaysLeft(trial, at(DAY))).toBe(6);
    expect(trialDaysLeft(trial, at(6 * DAY + 23 * HOUR))).toBe(1);
    expect(trialDaysLeft(trial, at(7 * DAY))).toBe(0);
    expect(trialDaysLeft(trial, at(30 * DAY))).toBe(0);
  });
  it('is on trial only while payment is due and days remain', () => {
    expect(isOnTrial(trial, at(DAY))).toBe(true);
    expect(isOnTrial({ ...trial, paymentDue: false }, at(DAY))).toBe(false);
    expect(isOnTrial(trial, at(7 * DAY))).toBe(false);
  });
  it('time left reads in days, hours or minutes, and 0 Days at the end', () => {
    expect(trialTimeLeftText(trial, start)).toBe('7 Days');
    expect(trialTimeLeftText(trial, at(60_000))).toBe('7 Days');
    expect(trialTimeLeftText(trial, at(5 * DAY + 1))).toBe('2 Days');
    expect(trialTimeLeftText(trial, at(5 * DAY + 13 * HOUR))).toBe('1 Day');
    expect(trialTimeLeftText(trial, at(6 * DAY + 2 * HOUR))).toBe('22 Hours');
    expect(trialTimeLeftText(trial, at(7 * DAY - HOUR))).toBe('1 Hour');
    expect(trialTimeLeftText(trial, at(7 * DAY - 90_000))).toBe('1 Minute');
    expect(trialTimeLeftText(trial, at(7 * DAY - 30_000))).toBe('0 Days');
    expect(trialTimeLeftText(trial, at(9 * DAY))).toBe('0 Days');
    expect(trialTimeLeftText({ ...trial, startAt: null })).toBe('7 Days');
  });
});

describe('publish window (spec 4)', () => {
  const p = { features: ['PUBLISH_14'], startAt: start };
  it('counts from 15 days after the start with the exact texts', () => {
    expect(publishWindowText(p, start)).toBe('14 days remaining');
    expect(publishWindowText(p, at(DAY))).toBe('13 days remaining');
    expect(publishWindowText(p, at(12 * DAY - 1))).toBe('3 days remaining');
    expect(publishWindowText(p, at(12 * DAY))).toBe('1 day remaining');
    expect(publishWindowText(p, at(13 * DAY))).toBe('Last day');
    expect(publishWindowText(p, at(14 * DAY - 1))).toBe('Last day');
    expect(publishWindowText(p, at(14 * DAY))).toBe('Finished');
    expect(publishWindowText(p, at(40 * DAY))).toBe('Finished');
  });
  it('PUBLISH_REV_14 is the same window; PUBLISH_UNLIMITED is Unlimited; others have none', () => {
    expect(publishWindowText({ features: ['PUBLISH_REV_14'], startAt: start }, at(DAY))).toBe('13 days remaining');
    expect(publishWindowText({ features: ['PUBLISH_UNLIMITED', 'PUBLISH_14'], startAt: start }, at(99 * DAY))).toBe(
      'Unlimited',
    );
    expect(publishWindowText({ features: ['pubCL'], startAt: start })).toBeNull();
  });
  it('not started: the whole window; ends 14 days after the start', () => {
    expect(publishWindowText({ features: ['PUBLISH_14'], startAt: null })).toBe('14 days remaining');
    // A start a moment ahead of the clock that reads it (a screen clock up to a minute old) is still 14, not 15.
    expect(publishWindowText(p, at(-30_000))).toBe('14 days remaining');
    expect(publishWindowText(p, at(-3 * DAY))).toBe('14 days remaining');
    const w = publishWindow(p, start);
    expect(w.kind === 'window' && w.endsAt?.toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
});

describe('publishing with a purchase', () => {
  const active = {
    status: 'ACTIVE' as const,
    startAt: start,
    features: ['PUBLISH_14'],
    paymentDue: false,
    trialDuration: null,
  };
  it('needs an active purchase with a publish feature and time left', () => {
    expect(publishBlocker(active, at(DAY))).toBeNull();
    expect(publishBlocker({ ...active, status: 'PENDING' }, at(DAY))).toMatch(/Choose a plan/);
    expect(publishBlocker({ ...active, features: ['pubCL'] }, at(DAY))).toMatch(/does not include/);
    expect(publishBlocker(active, at(14 * DAY))).toMatch(/finished/);
    expect(publishBlocker(null)).toMatch(/Choose a plan/);
  });
  it('an unpaid trial stops at its end; a paid one goes on', () => {
    const trial = { ...active, features: ['PUBLISH_UNLIMITED'], trialDuration: 3, paymentDue: true };
    expect(publishBlocker(trial, at(2 * DAY))).toBeNull();
    expect(publishBlocker(trial, at(3 * DAY))).toMatch(/trial has ended/);
    expect(publishBlocker({ ...trial, paymentDue: false }, at(30 * DAY))).toBeNull();
    expect(purchaseEndsAt(trial)?.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(purchaseEndsAt(active)?.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(purchaseEndsAt({ ...trial, paymentDue: false })).toBeNull();
  });
  it('picks the newest active purchase', () => {
    const older = { ...active, startAt: at(-5 * DAY), features: ['PUBLISH_14'] };
    const newer = { ...active, startAt: at(-1 * DAY), features: ['PUBLISH_UNLIMITED'] };
    expect(activePurchase([older, { ...newer, status: 'CANCELLED' as const }, newer])).toBe(newer);
    expect(activePurchase([])).toBeNull();
    expect(canPublishWithPurchases([{ ...active, status: 'EXPIRED' }, newer], start)).toBe(true);
    expect(canPublishWithPurchases([], start)).toBe(false);
  });
});

describe('classifieds repost (spec 4)', () => {
  it('needed when pubCL and never posted, or updated more than 2 minutes after posting', () => {
    expect(needsClassifiedsRepost({ features: ['pubCL'], craigslistPostedAt: null })).toBe(true);
    expect(needsClassifiedsRepost({ features: [], craigslistPostedAt: null })).toBe(false);
    const posted = start.toISOString();
    expect(needsClassifiedsRepost({ features: ['pubCL'], craigslistPostedAt: posted, updatedAt: at(2 * 60_000) })).toBe(
      false,
    );
    expect(
      needsClassifiedsRepost({ features: ['pubCL'], craigslistPostedAt: posted, updatedAt: at(2 * 60_000 + 1) }),
    ).toBe(true);
  });
});
