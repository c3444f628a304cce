import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DealPaymentMethod, DealProvider, DealStatus, OdometerNote, UsStateCode } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/** The bill of sale's PDF bytes: private, so kept in the database and never in the public file storage. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Each checklist item's ticks, by item key (the items themselves come from the bill of sale's state). */
export type ChecklistTicks = Record<string, { sellerDoneAt?: string | null; buyerDoneAt?: string | null }>;

/**
 * A deal between a listing's seller and one buyer (issue 18, decision 042): the spec's title-transfer service
 * (the /v1/keysavvy calls) and our deal room. The table keeps its first name, `title_transfers`, so the migration
 * only adds to it. A deal record, so references are set null on delete rather than removing it. At most one open
 * deal per listing (`deals_one_open_per_listing`).
 */
export const titleTransfers = pgTable(
  'title_transfers',
  {
    id: idColumn(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who started it: seller (seller-initiate, or accepting an offer) or buyer (buyer-initiate). */
    initiatedBy: text('initiated_by').$type<'seller' | 'buyer'>().notNull(),
    /** The chat the price was agreed in, when there is one. */
    chatId: uuid('chat_id'),
    providerTransactionId: text('provider_transaction_id'),
    status: text('status').$type<DealStatus>().notNull().default('open'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    provider: text('provider').$type<DealProvider>().notNull().default('builtin'),
    /** KeySavvy's own status of the transaction and its page, as last re-read from KeySavvy. */
    providerStatus: text('provider_status'),
    providerUrl: text('provider_url'),
    price: cents('price').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by'),
    completedAt: tsColumn('completed_at'),
    billState: text('bill_state').$type<UsStateCode>(),
    billGeneratedAt: tsColumn('bill_generated_at'),
    billHash: text('bill_hash'),
    billOdometer: integer('bill_odometer'),
    billOdometerNote: text('bill_odometer_note').$type<OdometerNote>(),
    billPdf: bytea('bill_pdf'),
    paymentMethod: text('payment_method').$type<DealPaymentMethod>(),
    paymentRecordedAt: tsColumn('payment_recorded_at'),
    fundsConfirmedAt: tsColumn('funds_confirmed_at'),
    sellerHandoverAt: tsColumn('seller_handover_at'),
    buyerHandoverAt: tsColumn('buyer_handover_at'),
    checklist: jsonb('checklist').$type<ChecklistTicks>().notNull().default({}),
    /** When the deal last moved (any step): reminders count from here. */
    lastProgressAt: tsColumn('last_progress_at').notNull().defaultNow(),
    /** The last reminder sent for the current wait; cleared when the deal moves. */
    remindedAt: tsColumn('reminded_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('title_transfers_provider_unique')
      .on(t.providerTransactionId)
      .where(sql`${t.providerTransactionId} is not null`),
    index('title_transfers_listing_idx').on(t.listingId),
    index('title_transfers_buyer_idx').on(t.buyerId),
    index('title_transfers_seller_idx').on(t.sellerId),
    uniqueIndex('deals_one_open_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A party's signature of one version of the bill of sale: the typed name, when, from which address, over which
 * SHA-256. A changed document gets a new hash, so older signatures stop counting (kept as the record of what was
 * signed). One signature per party per document.
 */
export const dealSignatures = pgTable(
  'deal_signatures',
  {
    id: idColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => titleTransfers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<'seller' | 'buyer'>().notNull(),
    typedName: text('typed_name').notNull(),
    documentHash: text('document_hash').notNull(),
    ip: text('ip').notNull(),
    signedAt: tsColumn('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deal_signatures_once').on(t.dealId, t.role, t.documentHash)],
);

/** Provider webhook events seen, so a repeat is answered and ignored. */
export const dealWebhookEvents = pgTable(
  'deal_webhook_events',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    transactionId: text('transaction_id'),
    processedAt: tsColumn('processed_at'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('deal_webhook_events_unique').on(t.provider, t.eventId)],
);
