import { z } from 'zod';

/** Spec 3 names seller and buyer (values not shown); concierge is staff who joined the chat. */
export const CHAT_USER_ROLES = ['seller', 'buyer', 'concierge'] as const;
export const ChatUserRoleSchema = z.enum(CHAT_USER_ROLES);
export type ChatUserRole = z.infer<typeof ChatUserRoleSchema>;

/** Spec 4: offer status exists, values not shown. These are ours. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

/** Free-form data on a message (form answers, AI hand-off action, attachments). */
export type ChatMessageMetadata = Record<string, unknown>;
