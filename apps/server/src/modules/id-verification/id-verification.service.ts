import sharp from 'sharp';
import {
  ID_IMAGE_MAX_SIDE,
  ID_VERIFY_PATH,
  isStaff,
  type IdImageKind,
  type IdVerification,
  type IdVerificationList,
  type StartIdVerification,
} from '@revy/shared';
import { IdentityProviderError } from '../../adapters/identity';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findUserById, type UserRecord } from '../users';
import { toIdVerification } from './id-verification.mapper';
import * as repo from './id-verification.repo';
import type { IdVerificationRow } from './id-verification.repo';
import { applyProviderSession } from './id-verification-decision.service';

/** Formats accepted for an ID photo, as sharp names them (recognised from the bytes, never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

async function view(ctx: AppContext, row: IdVerificationRow, extra: { clientSecret?: string | null } = {}) {
  const images = await repo.imagePresence(ctx.db, [row.id]);
  return toIdVerification(row, images.get(row.id), extra);
}

/** The check when `actor` may read it: its person or staff (403 for others, 404 when unknown). */
async function readable(ctx: AppContext, actor: UserRecord, id: string): Promise<IdVerificationRow> {
  const row = await repo.findVerification(ctx.db, id);
  if (!row) throw notFound('ID verification');
  if (row.userId !== actor.id && !isStaff(actor)) throw forbidden('Only the person and staff can see this check');
  return row;
}

/** The check when `actor` is its person (the built-in photos and sending them are theirs alone). */
async function own(ctx: AppContext, actor: UserRecord, id: string): Promise<IdVerificationRow> {
  const row = await repo.findVerification(ctx.db, id);
  if (!row) throw notFound('ID verification');
  if (row.userId !== actor.id) throw forbidden('Only the person being verified sends their photos');
  return row;
}

/**
 * POST /v1/idVerification: starts a check for the signed-in person (an account, not anonymous). A person has one open
 * check at a time: racing or repeated starts answer the same one. With Stripe Identity, a VerificationSession is
 * created (idempotent per check) and its hosted page and client secret are answered; built in, the check waits for
 * the two photos.
 */
export async function startVerification(
  ctx: AppContext,
  actor: UserRecord,
  input: StartIdVerification,
): Promise<IdVerification> {
  if (!actor.email)
    throw new AppError('REGISTRATION_REQUIRED', 'Create a free account before verifying your ID: it keeps the result');
  if (actor.isIdVerified) throw new AppError('CONFLICT', 'Your ID is already verified');
  const provider = ctx.identity.name;
  const row =
    (await repo.insertOpenVerification(ctx.db, { userId: actor.id, provider })) ??
    (await repo.findOpenVerification(ctx.db, actor.id));
  if (!row) throw new AppError('CONFLICT', 'Your ID check changed meanwhile: please try again');
  if (row.provider !== 'stripe' || provider !== 'stripe') return view(ctx, row);
  try {
    const returnPath = input.returnPath ?? `${ID_VERIFY_PATH}?id=${row.id}`;
    const session = await ctx.identity.createSession({
      verificationId: row.id,
      userId: actor.id,
      email: actor.email,
      returnUrl: `${ctx.config.appUrl}${returnPath}`,
    });
    if (!session) return view(ctx, row);
    const updated =
      row.providerReference === session.id
        ? row
        : await repo.updateVerification(ctx.db, row.id, {
            providerReference: session.id,
            data: { ...row.data, url: session.url },
          });
    return view(ctx, updated, { clientSecret: session.clientSecret });
  } catch (err) {
    if (err instanceof IdentityProviderError)
      throw new AppError('UNAVAILABLE', 'The ID check service did not answer. Please try again in a minute.', {
        cause: err,
      });
    throw err;
  }
}

/**
 * GET /v1/idVerification/{id}: the person or staff. An open Stripe check is re-read from Stripe first (the person
 * may come back from the hosted page before the webhook arrives), like GET /v1/payment/{id}/check.
 */
export async function getVerification(ctx: AppContext, actor: UserRecord, id: string): Promise<IdVerification> {
  let row = await readable(ctx, actor, id);
  if (row.provider === 'stripe' && ctx.identity.name === 'stripe' && row.providerReference && isOpen(row)) {
    const session = await ctx.identity.retrieveSession(row.providerReference).catch(() => null);
    if (session) row = (await applyProviderSession(ctx, session)) ?? row;
  }
  return view(ctx, row);
}

const isOpen = (row: IdVerificationRow) => row.status === 'requires_input' || row.status === 'processing';

/** GET /v1/idVerification/user/{userId}: the person's checks, newest first, and whether they are verified now. */
export async function listVerifications(
  ctx: AppContext,
  actor: UserRecord,
  userId: string,
): Promise<IdVerificationList> {
  if (actor.id !== userId && !isStaff(actor)) throw forbidden("Only the person and staff can see a person's checks");
  const user = actor.id === userId ? actor : await findUserById(ctx.db, userId);
  if (!user) throw notFound('User');
  const rows = await repo.verificationsOfUser(ctx.db, userId);
  const images = await repo.imagePresence(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { content: rows.map((r) => toIdVerification(r, images.get(r.id))), isIdVerified: user.isIdVerified };
}

/**
 * POST /v1/idVerification/{id}/image/{kind}: the person sends (or retakes) a photo of the built-in check while it
 * waits for them. The bytes must decode as JPEG, PNG or WebP (415 otherwise); they are turned upright, shrunk to
 * ID_IMAGE_MAX_SIDE and re-encoded as JPEG, which drops every metadata block (location, camera).
 */
export async function saveIdImage(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  kind: IdImageKind,
  file: Buffer,
): Promise<IdVerification> {
  const row = await own(ctx, actor, id);
  if (row.provider !== 'builtin') throw new AppError('CONFLICT', 'This check runs on Stripe: photos are sent there');
  if (row.status !== 'requires_input') throw new AppError('CONFLICT', 'This check is no longer waiting for photos');
  const jpeg = await normalise(file);
  await repo.saveImage(ctx.db, { verificationId: id, kind, contentType: 'image/jpeg', bytes: jpeg });
  return view(ctx, (await repo.findVerification(ctx.db, id))!);
}

async function normalise(file: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: 60_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a photo as JPEG, PNG or WebP');
  try {
    return await sharp(file, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: ID_IMAGE_MAX_SIDE, height: ID_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (err) {
    throw new AppError('BAD_REQUEST', 'The photo could not be read: it may be damaged. Please take it again.', {
      cause: err,
    });
  }
}

/**
 * POST /v1/idVerification/{id}/submit: the person sends both photos for review (a conditional update: a repeat or a
 * race moves it once). 422 without both photos.
 */
export async function submitVerification(ctx: AppContext, actor: UserRecord, id: string): Promise<IdVerification> {
  const row = await own(ctx, actor, id);
  if (row.provider !== 'builtin') throw new AppError('CONFLICT', 'This check runs on Stripe');
  if (row.status === 'processing') return view(ctx, row);
  if (row.status !== 'requires_input') throw new AppError('CONFLICT', 'This check has been decided');
  const images = (await repo.imagePresence(ctx.db, [id])).get(id)!;
  if (!images.document || !images.selfie)
    throw new AppError('UNPROCESSABLE', 'Add a photo of your ID and a selfie first', {
      fields: {
        ...(images.document ? {} : { document: 'Add a photo of the front of your ID' }),
        ...(images.selfie ? {} : { selfie: 'Add a selfie' }),
      },
    });
  const moved = await repo.moveStatus(ctx.db, id, 'requires_input', {
    status: 'processing',
    submittedAt: new Date(),
    reason: null,
  });
  return view(ctx, moved ?? (await repo.findVerification(ctx.db, id))!);
}
