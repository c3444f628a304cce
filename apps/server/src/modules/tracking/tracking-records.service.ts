import { canEditListing, type CreateTracking, CreateTrackingSchema, isStaff, type TrackingRecord } from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { listingSellers } from '../listings';
import type { UserRecord } from '../users';
import * as repo from './tracking.repo';

const toRecord = (r: repo.TrackingRow): TrackingRecord => ({
  id: r.id,
  targetId: r.targetId,
  key: r.key,
  runKey: r.runKey,
  data: r.data ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Who may read and write the records of a target (decision 036): `global` is staff's; a user's own id is theirs; a
 * listing's records belong to those who may edit it (its seller, staff); anything else only staff.
 */
async function assertMayUse(ctx: AppContext, user: UserRecord, targetId: string): Promise<void> {
  if (isStaff(user) || targetId === user.id) return;
  if (targetId !== 'global') {
    const [listing] = await listingSellers(ctx.db, [targetId]);
    if (listing && canEditListing(user, listing)) return;
  }
  throw forbidden('These tracking records are not yours');
}

/** POST /v1/tracking: appends a record (records are never changed; the newest is the current one). */
export async function createTracking(
  ctx: AppContext,
  user: UserRecord,
  input: CreateTracking,
): Promise<TrackingRecord> {
  const body = CreateTrackingSchema.parse(input);
  await assertMayUse(ctx, user, body.targetId);
  return toRecord(
    await repo.insertTracking(ctx.db, {
      targetId: body.targetId,
      key: body.key,
      runKey: body.runKey ?? null,
      data: body.data ?? null,
    }),
  );
}

/** GET /v1/tracking/{targetId}/{key}[/{runKey}]: the newest record, 404 when there is none. */
export async function latestTracking(
  ctx: AppContext,
  user: UserRecord,
  q: { targetId: string; key: string; runKey?: string | undefined },
): Promise<TrackingRecord> {
  await assertMayUse(ctx, user, q.targetId);
  const [row] = await repo.trackingRecords(ctx.db, { ...q, limit: 1 });
  if (!row) throw notFound('Tracking record');
  return toRecord(row);
}

/** GET /v1/tracking/{targetId}/{key}/all: the newest `limit` records, newest first. */
export async function allTracking(
  ctx: AppContext,
  user: UserRecord,
  q: { targetId: string; key: string; limit: number },
): Promise<TrackingRecord[]> {
  await assertMayUse(ctx, user, q.targetId);
  return (await repo.trackingRecords(ctx.db, q)).map(toRecord);
}
