import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { chats } from './chats.table';

/**
 * The condition "`buyerId` has a chat on the listing whose id is `listingId`", as SQL for the listing search to
 * embed (its buyerId filter, one statement: decision 007). The chats module owns the SQL over its table; listings
 * gets it through its ports, plugged in by app.ts (issue 14).
 */
export function buyerChatCondition(listingId: AnyColumn, buyerId: string): SQL {
  return sql`exists (select 1 from ${chats} where ${chats.listingId} = ${listingId} and ${chats.buyerId} = ${buyerId})`;
}
