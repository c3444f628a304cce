import { createHash } from 'node:crypto';
import { canEditListing, isStaff, type CreateRedirect, type Redirect } from '@revy/shared';
import { consume, type RateRule } from '../../adapters/rate-limit';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { listingSellers } from '../listings';
import type { UserRecord } from '../users';
import { ownPathOf } from './own-path';
import * as repo from './redirects.repo';

/** Links made by one address in an hour: sharing is cheap, minting thousands of keys is not. */
export const REDIRECT_RATE_RULE: RateRule = { max: 60, windowMs: 60 * 60_000 };
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A short key from the link itself, so the same link always gets the same key (and a repeat share no new row). */
export function keyFor(path: string, targetId: string | null, length: number): string {
  const digest = createHash('sha256')
    .update(`${path}\n${targetId ?? ''}`)
    .digest();
  let key = '';
  for (let i = 0; i < length; i++) key += ALPHABET[digest[i]! % ALPHABET.length];
  return key;
}

function toRedirect(r: repo.RedirectRow): Redirect {
  return {
    id: r.id,
    url: r.url,
    key: r.key,
    shortUrl: r.shortUrl ?? '',
    targetId: r.targetId,
    count: r.count,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * POST /v1/redirect: the short link `/r/{key}` to one of the product's own addresses. Idempotent: the same address
 * and target give the same link, also when two shares race (the key's unique index decides).
 */
export async function createRedirect(ctx: AppContext, ip: string, body: CreateRedirect): Promise<Redirect> {
  const path = ownPathOf(body.url, ctx.config.appUrl);
  if (!path) {
    throw validationFailed(
      { url: 'Short links can only point to pages on Revy' },
      'Short links can only point to pages on Revy',
    );
  }
  await consume(ctx.rateLimiter, REDIRECT_RATE_RULE, `redirect:${ip}`);
  const url = `${ctx.config.appUrl}${path}`;
  const targetId = body.targetId ?? null;
  for (let length = 7; length <= 12; length++) {
    const key = keyFor(path, targetId, length);
    const row =
      (await repo.insertRedirect(ctx.db, { url, key, shortUrl: `${ctx.config.appUrl}/r/${key}`, targetId })) ??
      (await repo.findRedirectByKey(ctx.db, key));
    if (row && row.url === url && row.targetId === targetId) return toRedirect(row);
  }
  throw new AppError('CONFLICT', 'Could not make a short link for this address; try again');
}

/** GET /v1/redirect/{id}: staff, or the seller of the listing the link is about (its click count is theirs). */
export async function getRedirect(ctx: AppContext, viewer: UserRecord, idOrKey: string): Promise<Redirect> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrKey);
  const row = await repo.findRedirect(ctx.db, idOrKey, isId);
  if (!row) throw notFound('Short link');
  if (isStaff(viewer)) return toRedirect(row);
  const [listing] = row.targetId ? await listingSellers(ctx.db, [row.targetId]) : [];
  if (listing && canEditListing(viewer, listing)) return toRedirect(row);
  throw forbidden('Only the seller of this car or staff may see this link');
}

/** GET /r/{key}: where the link leads (a path on this site), counting the click; null for an unknown key. */
export async function followRedirect(ctx: AppContext, key: string): Promise<string | null> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(key)) return null;
  const url = await repo.clickRedirect(ctx.db, key);
  if (!url) return null;
  // Stored addresses are on our origin; only the path is sent, so an old row can never point elsewhere.
  return ownPathOf(url, ctx.config.appUrl) ?? '/';
}

/** Clicks on the short links about a listing, for its seller's stats. */
export function shareClicksFor(ctx: AppContext, targetId: string): Promise<number> {
  return repo.clicksFor(ctx.db, targetId);
}
