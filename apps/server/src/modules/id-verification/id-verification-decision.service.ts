import { ID_VERIFY_PATH, idVerificationNotice, type IdVerification } from '@revy/shared';
import type { IdentitySession } from '../../adapters/identity';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { recordHistory } from '../history';
import { sendIdVerificationResult } from '../mail';
import { notifyUsers } from '../notifications';
import { findUserById, setIdVerified } from '../users';
import * as repo from './id-verification.repo';
import type { IdVerificationRow } from './id-verification.repo';

/** History's class name for checks (staff decisions, Stripe's, and every staff look at a photo). */
export const HISTORY_CLASS = 'IdVerification';

export type Decision = { status: 'verified' | 'rejected' | 'canceled'; reason: string | null; by: string | null };

/**
 * Records a decision on a check locked by the caller: the status, users.is_id_verified (set when verified; a refusal
 * leaves what an earlier check gave), History, and with no retention the photos go at once (decision 040).
 */
export async function decide(
  ctx: AppContext,
  tx: DbOrTx,
  row: IdVerificationRow,
  d: Decision,
  now: Date,
): Promise<IdVerificationRow> {
  const purgeNow = ctx.config.identity.imageRetentionHours === 0;
  if (purgeNow) await repo.deleteImages(tx, row.id, now);
  const updated = await repo.updateVerification(tx, row.id, {
    status: d.status,
    reason: d.reason,
    decidedAt: now,
    decidedBy: d.by,
    ...(purgeNow ? { imagesDeletedAt: now } : {}),
  });
  if (d.status === 'verified') await setIdVerified(tx, row.userId, true);
  await recordHistory(tx, {
    className: HISTORY_CLASS,
    targetId: row.id,
    savedBy: d.by,
    data: { action: d.status, before: { status: row.status }, after: { status: d.status, reason: d.reason } },
  });
  return updated;
}

/** After commit: the person hears the outcome in the bell and by email (a cancel is theirs, so it is not told). */
export async function tellOutcome(ctx: AppContext, row: IdVerificationRow): Promise<void> {
  if (row.status !== 'verified' && row.status !== 'rejected') return;
  const verified = row.status === 'verified';
  const path = `${ID_VERIFY_PATH}?id=${row.id}`;
  try {
    await notifyUsers(ctx, [
      {
        userId: row.userId,
        type: 'idVerification.result',
        ...idVerificationNotice({ verified, reason: row.reason }),
        link: path,
        data: { verificationId: row.id, status: row.status },
        emailed: true,
      },
    ]);
    const user = await findUserById(ctx.db, row.userId);
    if (user?.email)
      await sendIdVerificationResult(ctx, {
        to: user.email,
        userId: user.id,
        firstName: user.firstName,
        verified,
        reason: row.reason,
        path,
      });
  } catch (err) {
    // The decision is committed; a lost notice must not turn it into an error for staff or Stripe.
    ctx.log.warn({ err, verificationId: row.id }, 'id verification: telling the outcome failed');
  }
}

/**
 * Brings a Stripe check in line with the session as Stripe has it now (the webhook and the return page are only
 * triggers). Decided checks are final, so a repeated or late event (requires_input after verified) changes nothing.
 * Answers the check after, or null when no check has this session.
 */
export async function applyProviderSession(
  ctx: AppContext,
  session: IdentitySession,
  now = new Date(),
): Promise<IdVerificationRow | null> {
  const result = await ctx.db.transaction(async (tx) => {
    const row =
      (await repo.findByProviderReference(tx, 'stripe', session.id, { forUpdate: true })) ??
      (session.verificationId ? await repo.findVerification(tx, session.verificationId, { forUpdate: true }) : null);
    if (!row || row.provider !== 'stripe') return null;
    if (row.status === 'verified' || row.status === 'rejected' || row.status === 'canceled')
      return { row, decided: false };
    const data = { ...row.data, lastErrorCode: session.lastErrorCode };
    if (session.status === 'verified' || session.status === 'canceled') {
      const updated = await decide(ctx, tx, row, { status: session.status, reason: null, by: null }, now);
      return {
        row: await repo.updateVerification(tx, updated.id, { providerReference: session.id, data }),
        decided: true,
      };
    }
    if (session.status === row.status && session.lastError === row.reason) return { row, decided: false };
    const updated = await repo.updateVerification(tx, row.id, {
      status: session.status,
      providerReference: session.id,
      reason: session.status === 'requires_input' ? session.lastError : null,
      submittedAt: session.status === 'processing' ? (row.submittedAt ?? now) : row.submittedAt,
      data,
    });
    return { row: updated, decided: false };
  });
  if (result?.decided) await tellOutcome(ctx, result.row);
  return result?.row ?? null;
}

export type { IdVerification };
