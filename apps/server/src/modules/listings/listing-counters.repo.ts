import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/** The listing counters the chats module keeps (decision 011); listings owns the columns and the UPDATE. */
export type ListingCounters = {
  id: string;
  buyerCount: number;
  offerCount: number;
  highestOfferAmount: number | null;
  testDriveRequestCount: number;
  videoTourRequestCount: number;
  testDriveAndVideoTourCount: number;
  chatsToAnswerCount: number;
  maxSlaClockAt: Date | null;
};

type CounterName = Exclude<keyof ListingCounters, 'id'>;

/**
 * Sets some chat counters of a listing in one UPDATE and answers all of them. `assign` gets the updated row's id
 * (`l.id`) and answers, per counter, the SQL subquery that computes it (the chats module counts its own chats,
 * chat users and offers); assignments keep the order given. The UPDATE takes the listing's row lock, which
 * callers already hold (taken first in their transaction).
 */
export async function setListingCounters(
  db: DbOrTx,
  listingId: string,
  assign: (listingIdOfRow: SQL) => Partial<Record<CounterName, SQL>>,
): Promise<ListingCounters> {
  const assignments = Object.entries(assign(sql`l.id`)).map(
    ([name, value]) => sql`${sql.identifier(listings[name as CounterName].name)} = ${value}`,
  );
  const res = await db.execute<Record<string, unknown>>(sql`
    update ${listings} l set ${sql.join(assignments, sql`, `)}
    where l.id = ${listingId}
    returning l.id, l.buyer_count, l.offer_count, l.highest_offer_amount, l.test_drive_request_count, l.video_tour_request_count,
      l.test_drive_and_video_tour_count, l.chats_to_answer_count, l.max_sla_clock_at`);
  const r = (res as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const sla = r.max_sla_clock_at;
  return {
    id: String(r.id),
    buyerCount: Number(r.buyer_count),
    offerCount: Number(r.offer_count),
    highestOfferAmount: r.highest_offer_amount == null ? null : Number(r.highest_offer_amount),
    testDriveRequestCount: Number(r.test_drive_request_count),
    videoTourRequestCount: Number(r.video_tour_request_count),
    testDriveAndVideoTourCount: Number(r.test_drive_and_video_tour_count),
    chatsToAnswerCount: Number(r.chats_to_answer_count),
    maxSlaClockAt: sla == null ? null : new Date(sla as string),
  };
}
