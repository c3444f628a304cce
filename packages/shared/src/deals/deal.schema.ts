import { z } from 'zod';
import { OfferStatusSchema } from '../chat/chat.schema';
import {
  DEAL_CANCEL_REASON_MAX,
  DEAL_PAYMENT_METHODS,
  DEAL_PROVIDERS,
  DEAL_ROLES,
  DEAL_STATUSES,
  DEAL_STEP_KEYS,
  DEAL_TYPED_NAME_MAX,
} from './deal.rules';
import { US_STATE_CODES } from './us-states';

/*
 * The deal room's payloads (issue 18, docs/briefs deal contract): the spec 7 /v1/keysavvy calls, answering the same
 * whichever provider is behind them, and our /v1/deal calls. Money is integer cents, times ISO strings.
 */

export const DealStatusSchema = z.enum(DEAL_STATUSES);
export const DealProviderSchema = z.enum(DEAL_PROVIDERS);
export const DealRoleSchema = z.enum(DEAL_ROLES);
export const DealPartySchema = z.enum(['seller', 'buyer']);
export const DealActorSchema = z.enum(['seller', 'buyer', 'both']);
export const DealStepKeySchema = z.enum(DEAL_STEP_KEYS);
export const DealPaymentMethodSchema = z.enum(DEAL_PAYMENT_METHODS, {
  error: `Choose one of: ${DEAL_PAYMENT_METHODS.join(', ')}`,
});
export const UsStateCodeSchema = z.enum(US_STATE_CODES, {
  error: 'Choose a US state by its two-letter code (for example CA)',
});

/**
 * The federal odometer disclosure's choice (49 CFR 580.5): the reading is the actual mileage, or one of the two
 * exceptions is checked.
 */
export const ODOMETER_NOTES = ['actual', 'exceeds_mechanical_limits', 'not_actual'] as const;
export const OdometerNoteSchema = z.enum(ODOMETER_NOTES);
export type OdometerNote = z.infer<typeof OdometerNoteSchema>;

/** SHA-256 of a document, lower-case hex. */
export const DocumentHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'documentHash is the SHA-256 of the bill of sale, 64 lower-case hex characters');

export const DealPartySummarySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  isIdVerified: z.boolean(),
});

export const DealListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  odometer: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
});

export const DealStepSchema = z.object({
  key: DealStepKeySchema,
  status: z.enum(['done', 'current', 'upcoming']),
  nextActor: DealActorSchema.nullable(),
  label: z.string(),
  detail: z.string(),
});

export const DealSignatureSchema = z.object({
  role: DealPartySchema,
  typedName: z.string(),
  signedAt: z.string(),
});

export const DealBillOfSaleSchema = z.object({
  state: UsStateCodeSchema,
  generatedAt: z.string(),
  /** SHA-256 hex of the PDF both sign; a party signs only this hash. */
  documentHash: z.string(),
  /** The odometer reading written on the bill of sale (miles), and which disclosure statement applies. */
  odometer: z.number().int().nullable(),
  odometerNote: OdometerNoteSchema,
  signatures: z.array(DealSignatureSchema),
});

export const DealChecklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  who: DealActorSchema,
  sellerDoneAt: z.string().nullable(),
  buyerDoneAt: z.string().nullable(),
});

/** What every deal call returns. */
export const DealViewSchema = z
  .object({
    id: z.string(),
    listingId: z.string(),
    sellerId: z.string(),
    buyerId: z.string(),
    provider: DealProviderSchema,
    providerTransactionId: z.string().nullable(),
    status: DealStatusSchema,
    cancelReason: z.string().nullable(),
    price: z.number().int(),
    state: UsStateCodeSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
    you: DealRoleSchema,
    listing: DealListingSchema,
    seller: DealPartySummarySchema,
    buyer: DealPartySummarySchema,
    steps: z.array(DealStepSchema),
    billOfSale: DealBillOfSaleSchema.nullable(),
    payment: z.object({
      method: DealPaymentMethodSchema.nullable(),
      recordedAt: z.string().nullable(),
      fundsConfirmedAt: z.string().nullable(),
    }),
    checklist: z.array(DealChecklistItemSchema),
    handover: z.object({ sellerConfirmedAt: z.string().nullable(), buyerConfirmedAt: z.string().nullable() }),
    /** KeySavvy deals: the provider's transaction status and its page. */
    keysavvy: z.object({ status: z.string(), url: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'DealView' });
export type DealView = z.infer<typeof DealViewSchema>;

export const DealListSchema = z.object({ content: z.array(DealViewSchema) }).meta({ id: 'DealList' });
export type DealList = z.infer<typeof DealListSchema>;

/** GET /v1/keysavvy/listing/{id}/buyers: the buyers a seller may choose (people with a chat about the listing). */
export const DealBuyerSchema = z.object({
  buyerId: z.string(),
  displayName: z.string(),
  isIdVerified: z.boolean(),
  chatId: z.string(),
  offer: z.number().int().nullable(),
  offerStatus: OfferStatusSchema.nullable(),
  lastMessageAt: z.string().nullable(),
});
export type DealBuyer = z.infer<typeof DealBuyerSchema>;
export const DealBuyersSchema = z.object({ content: z.array(DealBuyerSchema) }).meta({ id: 'DealBuyers' });
export type DealBuyers = z.infer<typeof DealBuyersSchema>;

/** GET /v1/keysavvy/listing/{id}/deal-auth: what the caller may do about a deal on this listing. */
export const DealAuthSchema = z
  .object({
    role: z.enum(['seller', 'buyer', 'staff', 'none']),
    canInitiate: z.boolean(),
    /** The caller's open (or completed) deal on the listing; for the seller and staff the listing's open one. */
    dealId: z.string().nullable(),
    /** Why the caller cannot initiate, in words a person can act on. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'DealAuth' });
export type DealAuth = z.infer<typeof DealAuthSchema>;

// ---- requests ------------------------------------------------------------------------------

const PriceCentsSchema = z
  .number()
  .int('Price is whole cents')
  .min(100, 'Price is at least $1')
  .max(1_000_000_000, 'Price is at most $10,000,000');

/** POST /v1/keysavvy/transaction/seller-initiate: the seller marks a buyer as the one. */
export const SellerInitiateSchema = z
  .object({ listingId: z.uuid(), buyerId: z.uuid(), price: PriceCentsSchema.optional() })
  .strict();
export type SellerInitiate = z.infer<typeof SellerInitiateSchema>;

/** POST /v1/keysavvy/transaction/buyer-initiate: the buyer whose offer was accepted opens the deal. */
export const BuyerInitiateSchema = z.object({ listingId: z.uuid() }).strict();
export type BuyerInitiate = z.infer<typeof BuyerInitiateSchema>;

/** POST /v1/deal/{id}/bill-of-sale: (re)generate the PDF; a changed document clears the signatures. */
export const BillOfSaleRequestSchema = z
  .object({
    state: UsStateCodeSchema,
    /** Miles on the odometer at the sale; defaults to the listing's mileage. */
    odometer: z.number().int().min(0).max(2_000_000).nullish(),
    odometerNote: OdometerNoteSchema.default('actual'),
  })
  .strict();
export type BillOfSaleRequest = z.input<typeof BillOfSaleRequestSchema>;

/** POST /v1/deal/{id}/bill-of-sale/sign: a typed name over the hash the signer saw. */
export const SignBillOfSaleSchema = z
  .object({
    typedName: z
      .string()
      .trim()
      .min(1, 'Type your full name to sign')
      .max(DEAL_TYPED_NAME_MAX, `Keep the name under ${DEAL_TYPED_NAME_MAX} characters`),
    documentHash: DocumentHashSchema,
  })
  .strict();
export type SignBillOfSale = z.infer<typeof SignBillOfSaleSchema>;

/** POST /v1/deal/{id}/payment: the buyer records how they pay. */
export const RecordDealPaymentSchema = z.object({ method: DealPaymentMethodSchema }).strict();
export type RecordDealPayment = z.infer<typeof RecordDealPaymentSchema>;

export const DealChecklistParamsSchema = z.object({
  id: z.uuid(),
  key: z.string().regex(/^[A-Za-z]{1,40}$/, 'Unknown checklist item'),
});
/** POST /v1/deal/{id}/checklist/{key}: the caller ticks (or unticks) their side of an item. */
export const TickDealChecklistSchema = z.object({ done: z.boolean() }).strict();
export type TickDealChecklist = z.infer<typeof TickDealChecklistSchema>;

/** POST /v1/deal/{id}/cancel. */
export const CancelDealSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the deal is cancelled')
      .max(DEAL_CANCEL_REASON_MAX, `Keep the reason under ${DEAL_CANCEL_REASON_MAX} characters`),
  })
  .strict();
export type CancelDeal = z.infer<typeof CancelDealSchema>;
