import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import { users } from './users.table';

/**
 * "The user in `userId` has `text` in their name or email", as SQL another module embeds in its own query (the staff
 * listing table's seller filter, issue 16), so it stays one statement without that module reading the users table.
 */
export function userMatchCondition(userId: AnyColumn, text: string): SQL {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (
    ${users.email} ilike ${like}
    or coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') ilike ${like}))`;
}
