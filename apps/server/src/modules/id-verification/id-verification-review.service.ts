import {
  isStaff,
  toPage,
  userKind,
  type IdImageKind,
  type IdVerification,
  type IdVerificationQueuePage,
  type IdVerificationQueueQuery,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { recordHistory } from '../history';
import { findUsersByIds, type UserRecord } from '../users';
import { decide, HISTORY_CLASS, tellOutcome } from './id-verification-decision.service';
import { toIdVerification } from './id-verification.mapper';
import * as repo from './id-verification.repo';

function assertStaff(actor: UserRecord): void {
  if (!isStaff(actor)) throw forbidden('Only staff review ID checks');
}

/** GET /v1/idVerification/queue: checks waiting for staff (sent), or still waiting for the person's photos. */
export async function idCheckQueue(
  ctx: AppContext,
  actor: UserRecord,
  query: IdVerificationQueueQuery,
): Promise<IdVerificationQueuePage> {
  assertStaff(actor);
  const { rows, total } = await repo.queuePage(ctx.db, query.status, query);
  const ids = rows.map((r) => r.id);
  const [images, users] = await Promise.all([
    repo.imagePresence(ctx.db, ids),
    findUsersByIds(ctx.db, [...new Set(rows.map((r) => r.userId))]),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const content = rows.map((r) => {
    const u = byId.get(r.userId);
    const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim() || u?.email || 'Unknown user';
    return {
      ...toIdVerification(r, images.get(r.id)),
      user: {
        id: r.userId,
        name,
        email: u && userKind(u) !== 'anonymous' ? u.email : null,
        createdAt: (u?.createdAt ?? r.createdAt).toISOString(),
      },
    };
  });
  return toPage(content, total, query);
}

/**
 * POST /v1/idVerification/{id}/approve and /reject: a staff decision on a sent built-in check. The row is locked and
 * must still be waiting (processing), so of two racing decisions one wins and the other is 409. Approval sets
 * users.is_id_verified; a refusal tells the person why (bell and email, after commit).
 */
export async function decideVerification(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<IdVerification> {
  assertStaff(actor);
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repo.findVerification(tx, id, { forUpdate: true });
    if (!found) throw notFound('ID verification');
    if (found.provider !== 'builtin') throw new AppError('CONFLICT', 'Stripe decides this check');
    if (found.status !== 'processing')
      throw new AppError(
        'CONFLICT',
        found.decidedAt ? 'This check has already been decided' : 'This check is still waiting for the photos',
      );
    return decide(
      ctx,
      tx,
      found,
      decision.approve
        ? { status: 'verified', reason: null, by: actor.id }
        : { status: 'rejected', reason: decision.reason, by: actor.id },
      now,
    );
  });
  await tellOutcome(ctx, row);
  const images = await repo.imagePresence(ctx.db, [row.id]);
  return toIdVerification(row, images.get(row.id));
}

/**
 * POST /v1/idVerification/{id}/image/{kind}/view: a photo for staff, and a History line naming who looked, in the
 * same transaction (a POST, so a look is never a side effect of a plain GET and no <img src> can fetch it). 404 once
 * the photos are deleted.
 */
export async function viewIdImage(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  kind: IdImageKind,
): Promise<{ contentType: string; bytes: Buffer }> {
  assertStaff(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findVerification(tx, id);
    if (!row) throw notFound('ID verification');
    const image = await repo.findImage(tx, id, kind);
    if (!image) throw notFound(row.imagesDeletedAt ? 'The photo was deleted after the decision; it' : 'Photo');
    await recordHistory(tx, {
      className: HISTORY_CLASS,
      targetId: id,
      savedBy: actor.id,
      data: { action: 'imageViewed', before: {}, after: { kind, userId: row.userId } },
    });
    return image;
  });
}

/**
 * The retention job: deletes the photos of checks decided more than ID_IMAGE_RETENTION_HOURS ago (at the decision
 * when it is 0; this run then only sweeps what a failure left). Rows are locked with skip locked, so two runs never
 * share work. Answers how many checks lost their photos.
 */
export async function purgeDecidedImages(ctx: AppContext, now = new Date()): Promise<{ purged: number }> {
  const cutoff = new Date(now.getTime() - ctx.config.identity.imageRetentionHours * 3_600_000);
  return ctx.db.transaction(async (tx) => {
    const ids = await repo.checksDueForPurge(tx, cutoff);
    for (const id of ids) await repo.deleteImages(tx, id, now);
    return { purged: ids.length };
  });
}
