import type { DbOrTx } from '../../db/client';

/*
 * Merging an anonymous user into the one who signed in (transferAnonymousData) rewrites user ids in the tables of
 * many modules above users. users cannot import them (issue 14), so each owning module exports a mover for its own
 * tables and app.ts plugs the list in once (plugUserReferenceMovers). They run in the order given, in the
 * transfer's transaction.
 */

/** One module's part of the merge: every row of its tables that points at `from` is made to point at `to`. */
export type UserReferenceMover = {
  /**
   * The `table.column`s holding a user id that `move` rewrites; a test compares them with the foreign keys to
   * users(id), so a new user reference cannot be forgotten.
   */
  readonly columns: readonly string[];
  move(tx: DbOrTx, from: string, to: string): Promise<void>;
};

let plugged: readonly UserReferenceMover[] | null = null;

/** Called by app.ts (the composition root) with every module's mover. */
export function plugUserReferenceMovers(movers: readonly UserReferenceMover[]): void {
  plugged = movers;
}

/** The plugged movers; a transfer before app.ts plugged them is a wiring mistake. */
export function userReferenceMovers(): readonly UserReferenceMover[] {
  if (!plugged) throw new Error('The users module is not wired: app.ts calls plugUserReferenceMovers');
  return plugged;
}
