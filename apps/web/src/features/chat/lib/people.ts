import type { Chat, PublicUser } from '@revy/shared';

/** "Dana K.", or a fallback for anonymous and unnamed people. */
export function personName(u: PublicUser | null | undefined, fallback: string): string {
  if (!u || !u.firstName) return fallback;
  const initial = u.lastNameInitial ? ` ${u.lastNameInitial.replace(/\.$/, '')}.` : '';
  return `${u.firstName}${initial}`;
}

export const buyerName = (chat: Chat) => personName(chat.buyer, 'Buyer');
export const sellerName = (chat: Chat) => personName(chat.seller, 'Seller');

/** The first letter for avatars. */
export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

/** Dollars as typed ("12,500", "$12500.50") to whole cents; null when it is not a number. */
export function dollarsToCents(input: string): number | null {
  const clean = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
