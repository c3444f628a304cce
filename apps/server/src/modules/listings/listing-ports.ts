import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AssetFiles, DealBadge, ListingStatus, ListingTablePlan, Purchase, SaleStatus } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { ListingRow } from './listings.repo';

/*
 * What listings asks of the modules above it (issue 14, decision 025): assets (photos), payments (plans), pricing
 * (deal badges) and chats (a buyer's chats) all import listings, so listings cannot import them. It declares here
 * what it needs, and app.ts plugs their functions in (plugListingPorts) before any route is registered.
 */

/** A listing's photo count and cover, as the assets module answers them. */
export type PhotoStats = { photoCount: number; cover: { assetId: string; files: AssetFiles } | null };

export type ListingPorts = {
  /** assets: photo count and cover of many listings in one query (list pages, single reads, the publish check). */
  photoStats(db: DbOrTx, listingIds: string[]): Promise<Map<string, PhotoStats>>;
  /** payments: the purchases of many listings, each with its latest payment (what the seller and staff see). */
  purchasesOf(db: DbOrTx, listingIds: string[]): Promise<Map<string, Purchase[]>>;
  /** payments: why the listing may not be published now, or null when one of its plans allows it. */
  publishBlocker(db: DbOrTx, listingId: string): Promise<string | null>;
  /** pricing: the deal badges of a page of listings, in one query. */
  dealBadgesOf(
    db: DbOrTx,
    rows: { id: string; price: number | null; saleStatus: string }[],
  ): Promise<Map<string, DealBadge | null>>;
  /**
   * chats: the SQL condition "`buyerId` has a chat on the listing `listingId`", which the page query's buyerId
   * filter embeds, so that filter stays one statement (decision 007).
   */
  buyerChatCondition(listingId: AnyColumn, buyerId: string): SQL;
  /** payments: the condition "the listing `listingId` is in plan state `plan`", for the staff table's filter (issue 16). */
  planCondition(listingId: AnyColumn, plan: ListingTablePlan): SQL;
  /**
   * saved (issue 19): told of every change of a listing inside the change's transaction, where its History row is
   * written, so what it writes commits with the change or not at all (price drops, sales, publications).
   */
  listingChanged?(tx: DbOrTx, change: ListingChange): Promise<void>;
};

/** What a change port is told of a listing, before (null: just created) and after one change. */
export type ListingChangeState = {
  price: number | null;
  status: ListingStatus;
  saleStatus: SaleStatus;
  deleted: boolean;
};
export type ListingChange = { listingId: string; before: ListingChangeState | null; after: ListingChangeState };

const changeState = (r: ListingRow): ListingChangeState => ({
  price: r.price,
  status: r.status,
  saleStatus: r.saleStatus,
  deleted: r.deletedAt !== null,
});

/** Tells the change port (when plugged) of one change; called where a listing change writes its History row. */
export async function tellListingChanged(tx: DbOrTx, before: ListingRow | null, after: ListingRow): Promise<void> {
  await plugged?.listingChanged?.(tx, {
    listingId: after.id,
    before: before && changeState(before),
    after: changeState(after),
  });
}

let plugged: ListingPorts | null = null;

/** Called by app.ts (the composition root) once the modules above listings are loaded. */
export function plugListingPorts(ports: ListingPorts): void {
  plugged = ports;
}

/** The plugged ports; a call before app.ts plugged them is a wiring mistake. */
export function listingPorts(): ListingPorts {
  if (!plugged) throw new Error('The listings module is not wired: app.ts calls plugListingPorts');
  return plugged;
}
