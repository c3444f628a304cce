import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A user's saved form answers (POST /v1/form/{name}). Spec 3 keeps `data` as JSON text, and so
 * do we: the server stores it as given and the client parses it.
 */
export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    /** Null for a contact message from a signed-out visitor (issue 17). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: text('data').notNull(),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [index('forms_user_name_idx').on(t.userId, t.name)],
);
