import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LISTING_STATUSES,
  SALE_STATUSES,
  type ListingIssue,
  type ListingLocation,
  type ListingStatus,
  type ListingTrackAction,
  type SaleStatus,
  type Vehicle,
} from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { SEARCH_CONFIG, cents, oneOf, tsvector } from '../../db/column-types';
import { users } from '../users/users.table';

/** A whole number from a JSON field, or null: a stray "12k" must not make the insert fail. */
const jsonInt = (path: string) => sql.raw(`case when (${path}) ~ '^[0-9]{1,9}$' then (${path})::integer end`);
/** A trimmed string from a JSON field, empty as null. */
const jsonText = (path: string) => sql.raw(`nullif(btrim(${path}), '')`);

/**
 * Full-text document, weighted: title A, year/make/model/trim B, short title and short
 * description C, description D. Only immutable functions are allowed in a generated column,
 * hence `||` and coalesce rather than concat_ws, and the configuration as a literal.
 * A generated column cannot read another generated column, so it reads `vehicle` directly.
 * Same SQL on PostgreSQL 15 and PGlite (18); see docs/decisions/002-database-pglite-and-postgres.md.
 */
const tsv = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
  `setweight(to_tsvector('${SEARCH_CONFIG}', ${text}), '${weight}')`;
const searchDocument = sql.raw(
  [
    tsv(`coalesce(title, '')`, 'A'),
    tsv(
      `coalesce(vehicle->>'year', '') || ' ' || coalesce(vehicle->>'make', '') || ' ' || coalesce(vehicle->>'model', '') || ' ' || coalesce(vehicle->>'trim', '')`,
      'B',
    ),
    tsv(`coalesce(short_title, '') || ' ' || coalesce(short_description, '')`, 'C'),
    tsv(`coalesce(description, '')`, 'D'),
  ].join(' || '),
);

/**
 * A vehicle for sale. `vehicle` and `location` are the seller's JSON; the filter columns next to
 * them (make, model, year, mileage, body_type, fuel_type, transmission, zip, state) are generated
 * from that JSON by the database, so filters and indexes never disagree with what was saved.
 * lat/lng are set by the app from the zip (no PostGIS on PGlite): radius search is a bounding box
 * on the (lat, lng) index, then an exact distance. The counters are kept by the chat, offer and
 * scheduling modules so list pages need no query per row. Soft-deleted: queries filter
 * `deleted_at is null`, and the partial indexes below only cover live rows.
 */
export const listings = pgTable(
  'listings',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    shortTitle: text('short_title'),
    description: text('description'),
    shortDescription: text('short_description'),
    price: cents('price'),
    priceExplanation: text('price_explanation'),
    status: text('status').$type<ListingStatus>().notNull().default('unpublishedDraft'),
    statusReason: text('status_reason'),
    /** First time the listing went live; the public list sorts on it. */
    publishedAt: tsColumn('published_at'),
    saleStatus: text('sale_status').$type<SaleStatus>().notNull().default('unsold'),
    salePrice: cents('sale_price'),
    saleMarketplace: text('sale_marketplace'),
    soldTo: text('sold_to'),
    preferNotToSay: boolean('prefer_not_to_say').notNull().default(false),
    soldAt: tsColumn('sold_at'),
    /** Listing feature codes, e.g. pubCL (cross-post to classifieds). */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    craigslistUrl: text('craigslist_url'),
    craigslistUpdatedAt: tsColumn('craigslist_updated_at'),
    craigslistPostedAt: tsColumn('craigslist_posted_at'),
    uniqueVisitorCount: integer('unique_visitor_count').notNull().default(0),
    offerLowest: cents('offer_lowest'),
    /** Issue 15: offers below offerLowest are declined at once, politely, by the assistant (owner-only). */
    offerAutoDecline: boolean('offer_auto_decline').notNull().default(false),
    offerMethods: jsonb('offer_methods').$type<string[]>().notNull().default([]),
    offerRequirements: text('offer_requirements'),
    /** Issue 18: only buyers with a verified ID may book a test drive or make an offer (decision 040). */
    requireVerifiedBuyers: boolean('require_verified_buyers').notNull().default(false),
    vehicle: jsonb('vehicle').$type<Vehicle>().notNull().default({}),
    make: text('make').generatedAlwaysAs(jsonText(`vehicle->>'make'`)),
    model: text('model').generatedAlwaysAs(jsonText(`vehicle->>'model'`)),
    year: integer('year').generatedAlwaysAs(jsonInt(`vehicle->>'year'`)),
    mileage: integer('mileage').generatedAlwaysAs(jsonInt(`vehicle->>'mileage'`)),
    bodyType: text('body_type').generatedAlwaysAs(jsonText(`vehicle->>'bodyType'`)),
    fuelType: text('fuel_type').generatedAlwaysAs(jsonText(`vehicle->>'fuelType'`)),
    transmission: text('transmission').generatedAlwaysAs(jsonText(`vehicle->>'transmission'`)),
    location: jsonb('location').$type<ListingLocation>().notNull().default({}),
    zip: text('zip').generatedAlwaysAs(jsonText(`location->>'zip'`)),
    state: text('state').generatedAlwaysAs(jsonText(`location->>'state'`)),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    vinValue: text('vin_value'),
    vinInfo: jsonb('vin_info').$type<Record<string, unknown>>(),
    isEscalated: boolean('is_escalated').notNull().default(false),
    sellerEscalated: boolean('seller_escalated').notNull().default(false),
    conciergeEscalated: boolean('concierge_escalated').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    /** The AI has filled in the descriptions at least once. */
    isPopulated: boolean('is_populated').notNull().default(false),
    issues: jsonb('issues').$type<ListingIssue[]>().notNull().default([]),
    testDriveRequestCount: integer('test_drive_request_count').notNull().default(0),
    videoTourRequestCount: integer('video_tour_request_count').notNull().default(0),
    testDriveAndVideoTourCount: integer('test_drive_and_video_tour_count').notNull().default(0),
    buyerCount: integer('buyer_count').notNull().default(0),
    chatsToAnswerCount: integer('chats_to_answer_count').notNull().default(0),
    chatsHandledByRevyCount: integer('chats_handled_by_revy_count').notNull().default(0),
    /** The seller's switch for the buyer assistant (it only answers when the plan includes it too). */
    revyEnabled: boolean('revy_enabled').notNull().default(true),
    offerCount: integer('offer_count').notNull().default(0),
    highestOfferAmount: cents('highest_offer_amount'),
    /** Aggregate of the listing's chat_users.sla_clock_at, kept by the chat module; concierge queues sort on it. */
    maxSlaClockAt: tsColumn('max_sla_clock_at'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument),
    ...timestamps(),
    deletedAt: tsColumn('deleted_at'),
  },
  (t) => [
    check('listings_status_check', oneOf(t.status, LISTING_STATUSES)),
    check('listings_sale_status_check', oneOf(t.saleStatus, SALE_STATUSES)),
    check('listings_money_check', sql`${t.price} >= 0 and ${t.salePrice} >= 0 and ${t.offerLowest} >= 0`),
    index('listings_seller_idx').on(t.sellerId, t.createdAt),
    index('listings_status_published_idx')
      .on(t.status, t.publishedAt)
      .where(sql`${t.deletedAt} is null`),
    index('listings_status_created_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('listings_price_idx')
      .on(t.price)
      .where(sql`${t.deletedAt} is null`),
    index('listings_make_model_idx')
      .on(t.make, t.model, t.year)
      .where(sql`${t.deletedAt} is null`),
    // Make and model filters match any case (lower(make) = lower(input)), so they need this one.
    index('listings_make_model_lower_idx')
      .on(sql`lower(${t.make})`, sql`lower(${t.model})`)
      .where(sql`${t.deletedAt} is null`),
    index('listings_year_idx')
      .on(t.year)
      .where(sql`${t.deletedAt} is null`),
    index('listings_mileage_idx')
      .on(t.mileage)
      .where(sql`${t.deletedAt} is null`),
    index('listings_body_type_idx')
      .on(t.bodyType)
      .where(sql`${t.deletedAt} is null`),
    index('listings_zip_idx').on(t.zip),
    index('listings_lat_lng_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.deletedAt} is null`),
    index('listings_vin_idx').on(t.vinValue),
    index('listings_sla_idx')
      .on(t.maxSlaClockAt)
      .where(sql`${t.deletedAt} is null and ${t.maxSlaClockAt} is not null`),
    index('listings_search_idx').using('gin', t.searchVector),
    // The staff listing table (issue 16, docs/performance.md) orders by (column, id) either way: its date sorts
    // across every status walk these in order with a LIMIT instead of sorting every match, and its review view
    // (not reviewed, one status, newest edit first) walks the last one, which also answers its count on its own.
    index('listings_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('listings_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('listings_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('listings_unreviewed_idx')
      .on(t.status, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null and not ${t.isReviewed}`),
  ],
);

/**
 * One row per listing, visitor and action, so POST /v1/listing/{id}/track counts a visitor once:
 * insert ... on conflict do nothing, and bump listings.unique_visitor_count only when a row was
 * inserted. visitorKey is the user id when known, else the analytics distinct id.
 */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    action: text('action').$type<ListingTrackAction>().notNull().default('VIEW'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_visitors_unique').on(t.listingId, t.visitorKey, t.action)],
);
