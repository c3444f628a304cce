import type { GuestContactResult } from '@revy/shared';
import { consume, type RateRule } from '../../adapters/rate-limit';
import type { AppContext } from '../../context';
import { AppError, forbidden } from '../../lib/errors';
import { setGuestContactEmail, type UserRecord } from '../users';
import { loadChat } from './chat-access';

/**
 * Whether an address has an account is something this answer tells (so the guest can sign in instead), as
 * registration's pre-check does: limited per client address the same way, so it is no faster way to test a list.
 */
export const GUEST_CONTACT_RATE: RateRule = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * POST /v1/chat/{id}/contact-email (issue 19): the guest buyer of this chat leaves an address for the seller's
 * replies, which the notification digest then mails (decision 043-seller-inbox-price-hint-guest-email). Only the chat's own buyer, and
 * only while a guest: someone with an account already gets replies at its email (409), anyone else is refused
 * (403), an address that has an account is refused with a sign-in prompt (409 EMAIL_TAKEN) and nothing is stored.
 */
export async function setGuestContact(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  email: string,
  ip: string,
): Promise<GuestContactResult> {
  const a = await loadChat(ctx.db, actor, chatId);
  if (a.role !== 'buyer') throw forbidden('Only the buyer of this conversation can leave an email for replies');
  if (actor.email) throw new AppError('CONFLICT', "Replies already reach your account's email");
  await consume(ctx.rateLimiter, GUEST_CONTACT_RATE, `chat:guest-contact:${ip}`);
  await setGuestContactEmail(ctx.db, actor.id, email);
  return { contactEmail: email };
}
