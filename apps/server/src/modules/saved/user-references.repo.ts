import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedCars, savedSearches } from './saved.table';

/**
 * saved's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). Saving
 * needs an account, so a guest rarely has any; a car both saved stays the account's one row.
 */
export const savedUserReferences = {
  columns: ['saved_cars.user_id', 'saved_searches.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.execute(
      sql`update ${savedCars} set user_id = ${to} where user_id = ${from}
          and listing_id not in (select listing_id from ${savedCars} where user_id = ${to})`,
    );
    await tx.execute(sql`delete from ${savedCars} where user_id = ${from}`);
    await tx.execute(sql`update ${savedSearches} set user_id = ${to} where user_id = ${from}`);
  },
};
