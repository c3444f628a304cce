import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';

/**
 * Every email the product sends. With SMTP configured it is the send log; without, it is the
 * outbox itself: the console prints each message and tests read codes from here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** An attached calendar invitation (text/calendar), kept by the outbox so tests can read it. */
    ical: text('ical'),
    /** Extra headers sent with it (List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    template: text('template'),
    userId: uuid('user_id'),
    transport: text('transport').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'outbox'>().notNull(),
    error: text('error'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
    sentAt: tsColumn('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_user_idx').on(t.userId)],
);
