import { readStorage, writeStorage } from './browser-storage';

/** Spec 2: the `coupon` query parameter is kept in session storage under this key for later use. */
export const COUPON_SESSION_KEY = 'revy__coupon';

/** Saves `?coupon=` of the given query string, if present. Returns the saved coupon. */
export function saveCouponFromSearch(search: string): string | null {
  const coupon = new URLSearchParams(search).get('coupon')?.trim();
  if (!coupon) return null;
  writeStorage('session', COUPON_SESSION_KEY, coupon.slice(0, 100));
  return coupon;
}

/** The coupon the visitor arrived with in this session, for checkout. */
export function getSavedCoupon(): string | null {
  return readStorage('session', COUPON_SESSION_KEY);
}
