import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';
import { PublicUserSchema } from '../users/user.schema';

/** Spec 3 names seller and buyer (values not shown); concierge is staff who joined the chat. */
export const CHAT_USER_ROLES = ['seller', 'buyer', 'concierge'] as const;
export const ChatUserRoleSchema = z.enum(CHAT_USER_ROLES);
export type ChatUserRole = z.infer<typeof ChatUserRoleSchema>;

/**
 * Spec 4: offer status exists, values not shown. Ours (decision 011): pending (waiting for the
 * other side), accepted, declined, countered (the other side answered with another amount, which
 * is a new pending offer), withdrawn (its author took it back), expired (unanswered for
 * OFFER_TTL_MS).
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'withdrawn', 'expired'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;
/** A pending offer nobody answers expires after three days. */
export const OFFER_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Free-form data on a message (form answers, AI hand-off action, attachments). */
export type ChatMessageMetadata = Record<string, unknown>;

/** Longest message a person may send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Offers are whole cents between $1 and $10,000,000. */
export const OFFER_MIN_CENTS = 100;
export const OFFER_MAX_CENTS = 1_000_000_000;

/**
 * The scam shield's families (issue 15, decision 026): what new messages are flagged with. The evaluation sets
 * (eval/ai/types.ts ScamFamily) use the same names.
 */
export const SCAM_FAMILIES = [
  'fakeEscrow',
  'lookalikeLink',
  'offPlatform',
  'verificationCode',
  'idPhoto',
  'checkOverpayment',
  'shippingAgent',
  'farAway',
  'pendingTracking',
  'giftCardCryptoWire',
  'depositUnseen',
] as const;
export const ScamFamilySchema = z.enum(SCAM_FAMILIES);
export type ScamFamily = z.infer<typeof ScamFamilySchema>;

/**
 * Kinds of the first scam rules (issue 5). No new message gets them, but messages stored before issue 15 carry them
 * in metadata.scamSignals, so they must keep parsing and showing their warning.
 */
export const LEGACY_SCAM_KINDS = [
  'offPlatformPayment',
  'giftCards',
  'wireTransfer',
  'shippingOnly',
  'overpayment',
] as const;

/** A scam or safety warning found in a message's text (chat/scam.rules.ts): a family, or a legacy kind. */
export const SCAM_SIGNAL_KINDS = [...SCAM_FAMILIES, ...LEGACY_SCAM_KINDS] as const;
export const ScamSignalKindSchema = z.enum(SCAM_SIGNAL_KINDS);
export type ScamSignalKind = z.infer<typeof ScamSignalKindSchema>;
export const ScamSignalSchema = z.object({ kind: ScamSignalKindSchema, warning: z.string() });
export type ScamSignal = z.infer<typeof ScamSignalSchema>;

/** Spec 3 ChatUser: a participant's read state. */
export const ChatUserSchema = z
  .object({
    id: z.string(),
    chatId: z.string(),
    userId: z.string(),
    role: ChatUserRoleSchema,
    lastReadChatMessageId: z.string().nullable(),
    lastReadAt: z.string().nullable(),
    lastTypingAt: z.string().nullable(),
    /** Since when a buyer's message has waited for this user's answer; null when answered. */
    slaClockAt: z.string().nullable(),
    cometAdded: z.boolean(),
    cometUid: z.string().nullable(),
    unreadCount: z.number().int(),
    user: PublicUserSchema.nullable(),
  })
  .meta({ id: 'ChatUser' });
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** Spec 3 ChatMessage. `content` is plain text, shown as text (never HTML). */
export const ChatMessageSchema = z
  .object({
    id: z.string(),
    chatId: z.string(),
    /** null for the assistant and for system lines (offer made, test drive requested...). */
    senderId: z.string().nullable(),
    replyToId: z.string().nullable(),
    content: z.string(),
    contentText: z.string().nullable(),
    /**
     * kind: 'text' | 'offer' | 'system' | 'form'...; scamSignals: ScamSignal[] when the text
     * looks like a known scam (shown to both sides); revy: true for the assistant's answers.
     */
    metadata: z.record(z.string(), z.unknown()),
    cometMessageId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One offer in a chat's offer history (the chat itself carries the latest, spec 3). */
export const OfferSchema = z
  .object({
    id: z.string(),
    chatId: z.string(),
    listingId: z.string(),
    fromUserId: z.string().nullable(),
    fromRole: ChatUserRoleSchema,
    amount: z.number().int(),
    explanation: z.string().nullable(),
    status: OfferStatusSchema,
    /** The offer this one counters. */
    counterOfId: z.string().nullable(),
    createdAt: z.string(),
    respondedAt: z.string().nullable(),
    /**
     * Declined at once by the seller's automatic decline (issue 15). The floor itself is never
     * sent: only that this offer was under it.
     */
    autoDeclined: z.boolean(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof OfferSchema>;

/** A chat's listing as chat lists show it, so inboxes need no request per row. */
export const ChatListingSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  title: z.string(),
  price: z.number().int().nullable(),
  status: z.string(),
  saleStatus: z.string(),
  coverUrl: z.string().nullable(),
  offerMethods: z.array(z.string()),
  offerRequirements: z.string().nullable(),
  /** Issue 18: the seller asks buyers to verify their ID before a test drive or an offer. */
  requireVerifiedBuyers: z.boolean(),
});

/** Spec 3 Chat, with the caller's own read state and the last message for previews. */
export const ChatSchema = z
  .object({
    id: z.string(),
    userUid: z.string().nullable(),
    groupUid: z.string().nullable(),
    listingId: z.string(),
    buyerId: z.string(),
    title: z.string().nullable(),
    isTestDriveRequested: z.boolean(),
    isVideoTourRequested: z.boolean(),
    isTestDrivePaid: z.boolean(),
    isEscalated: z.boolean(),
    isConciergeEscalated: z.boolean(),
    cometAdded: z.boolean(),
    offer: z.number().int().nullable(),
    offerExplanation: z.string().nullable(),
    offerStatus: OfferStatusSchema.nullable(),
    offerAt: z.string().nullable(),
    offerStatusAt: z.string().nullable(),
    isRestricted: z.boolean(),
    lastMessageAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    listing: ChatListingSchema.nullable(),
    buyer: PublicUserSchema.nullable(),
    seller: PublicUserSchema.nullable(),
    /** The caller's row: unread count, last read. null for staff who are not in the chat. */
    me: ChatUserSchema.nullable(),
    lastMessage: ChatMessageSchema.nullable(),
    /** GET /v1/chat/{id}?forms=true: the chat's forms. */
    forms: z.array(z.lazy(() => FormSchema)).optional(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof ChatSchema>;

/** GET /v1/chat/listing/{listingId}/offers (ours): a listing's chats that hold offers, with their offers. */
export const ListingChatOffersSchema = z
  .object({ chat: ChatSchema, offers: z.array(OfferSchema) })
  .meta({ id: 'ListingChatOffers' });
export type ListingChatOffers = z.infer<typeof ListingChatOffersSchema>;

/** Spec 3 Form: a user's saved answers; `data` is JSON text, stored as given. */
export const FormSchema = z
  // userId is null for a message sent from /contact by a signed-out visitor.
  .object({ id: z.string(), userId: z.string().nullable(), name: z.string(), data: z.string(), createdAt: z.string() })
  .meta({ id: 'Form' });
export type Form = z.infer<typeof FormSchema>;

// ---- requests ------------------------------------------------------------------------------

/** POST /v1/chat: a buyer opens (or gets back) their chat about a listing. */
export const CreateChatSchema = z.object({ listingId: z.uuid(), buyerId: z.uuid().optional() }).strict();

/**
 * PUT /v1/chat/{id}: the seller may restrict the buyer; staff may set the escalation flags. The
 * chat's own GET body is accepted: its read-only fields (ids, offer, counters, listing, me...)
 * are dropped, never applied (decision 019).
 */
export const UpdateChatObjectSchema = z
  .object({
    title: z.string().trim().max(200).nullish(),
    isRestricted: z.boolean().optional(),
    isEscalated: z.boolean().optional(),
    isConciergeEscalated: z.boolean().optional(),
  })
  .strict();
export const UpdateChatSchema = acceptingReadOnly(UpdateChatObjectSchema, ChatSchema);

export const ChatGetQuerySchema = z.object({
  forms: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /v1/chat/{id}/message: after a message id (live catch-up) or by page, 1000 a page (spec 9). */
export const MessagesQuerySchema = z.object({
  afterId: z.uuid().optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
});

const MessageTextSchema = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH, `Keep messages under ${CHAT_MESSAGE_MAX_LENGTH} characters`)
  .refine((s) => s.trim().length > 0, 'Write a message first');

/** POST /v1/chat/{id}/message. `id` is made by the client, so a retried send is not stored twice. */
export const SendMessageSchema = z
  .object({
    id: z.uuid().optional(),
    content: MessageTextSchema,
    metadata: z.record(z.string(), z.unknown()).optional(),
    replyToId: z.uuid().nullish(),
  })
  .strict();
export type SendMessage = z.infer<typeof SendMessageSchema>;

/** POST /v1/chat/{id}/message/{messageId}: the author edits their text; the message's own body is accepted (decision 019). */
export const EditMessageSchema = acceptingReadOnly(
  z.object({ content: MessageTextSchema }).strict(),
  ChatMessageSchema,
);

/** POST /v1/chat/{id}/read: up to a message (default the newest). */
export const MarkReadSchema = z.object({ messageId: z.uuid().optional() }).strict();

/**
 * POST /v1/chat/{id}/offer: amount and explanation (spec 7). From the buyer it is an offer; from
 * the seller, a counter to the buyer's pending offer.
 */
export const MakeOfferSchema = z
  .object({
    amount: z
      .number({ error: 'Enter an amount' })
      .int('Use whole cents')
      .min(OFFER_MIN_CENTS, 'Offers start at $1')
      .max(OFFER_MAX_CENTS, 'That amount is too large'),
    explanation: z.string().trim().max(1000, 'Keep the explanation under 1,000 characters').nullish(),
  })
  .strict();
export type MakeOffer = z.infer<typeof MakeOfferSchema>;

/** POST /v1/chat/{id}/offer/respond (ours): answer or withdraw the pending offer. */
export const OfferResponseSchema = z.object({ action: z.enum(['accept', 'decline', 'withdraw']) }).strict();
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

/** POST /v1/api/chat-form/create/{id}: a form shared in the chat as a message. */
export const CreateChatFormSchema = z
  .object({ name: z.string().trim().min(1).max(100), data: z.string().max(20_000) })
  .strict();

/** POST /v1/form/{name} and PUT /v1/form/{id}: data is JSON text. */
export const FormInputSchema = z
  .object({
    data: z
      .string()
      .max(20_000)
      .refine((s) => {
        try {
          JSON.parse(s);
          return true;
        } catch {
          return false;
        }
      }, 'Form data must be JSON text'),
  })
  .strict();

/** PUT /v1/form/{id}: the same data; the form's own GET body is accepted (id, userId, name dropped; decision 019). */
export const UpdateFormSchema = acceptingReadOnly(FormInputSchema, FormSchema);

/** GET /v1/chat/comet/token: a short-lived token for the live feed where cookies cannot go. */
export const ChatTokenSchema = z
  .object({ token: z.string(), expiresAt: z.string(), provider: z.literal('revy') })
  .meta({ id: 'ChatToken' });
