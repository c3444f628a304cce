import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ID_IMAGE_KINDS,
  ID_VERIFICATION_STATUSES,
  type IdImageKind,
  type IdVerificationProvider,
  type IdVerificationStatus,
} from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { oneOf } from '../../db/column-types';
import { users } from '../users/users.table';

/**
 * Identity checks (POST /v1/idVerification, issue 18, decision 040). Status names follow Stripe's
 * VerificationSession, plus `rejected` for a staff refusal; a verified check sets users.is_id_verified.
 * providerReference finds the row when the provider calls back. One open check per user (the partial unique index),
 * so racing starts make one.
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<IdVerificationStatus>().notNull().default('requires_input'),
    provider: text('provider').$type<IdVerificationProvider>().notNull(),
    providerReference: text('provider_reference'),
    /** Provider details kept for staff (Stripe's hosted page URL, last error code); never images. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Why it was not accepted: staff's words (sent to the person) or Stripe's last error. */
    reason: text('reason'),
    submittedAt: tsColumn('submitted_at'),
    decidedAt: tsColumn('decided_at'),
    /** The staff member who decided a built-in check (null for Stripe's decisions). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    imagesDeletedAt: tsColumn('images_deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('id_verifications_user_idx').on(t.userId, t.createdAt),
    index('id_verifications_provider_ref_idx').on(t.provider, t.providerReference),
    uniqueIndex('id_verifications_one_open_idx')
      .on(t.userId)
      .where(sql`status in ('requires_input', 'processing')`),
    index('id_verifications_queue_idx').on(t.status, t.submittedAt),
    check('id_verifications_status_check', oneOf(t.status, ID_VERIFICATION_STATUSES)),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The built-in check's photos (the ID's front and a selfie), re-encoded as JPEG without metadata. Kept in the
 * database, not the storage adapter: stored files are served at /v1/asset/file/… and may sit behind a public S3 URL,
 * while these rows are only ever read by the staff-only image route (decision 040). Deleted after the decision.
 */
export const idVerificationImages = pgTable(
  'id_verification_images',
  {
    id: idColumn(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => idVerifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdImageKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('id_verification_images_kind_idx').on(t.verificationId, t.kind),
    check('id_verification_images_kind_check', oneOf(t.kind, ID_IMAGE_KINDS)),
  ],
);

/** Provider webhook events handled once each (Stripe repeats them): a repeat is answered and ignored. */
export const idVerificationEvents = pgTable(
  'id_verification_events',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: tsColumn('processed_at'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('id_verification_events_event_idx').on(t.provider, t.eventId)],
);
