import type { EmailPreferences, UnsubscribeResult } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findUsersByIds, type UserRecord } from '../users';
import {
  DEFAULT_PREFERENCES,
  findPreferences,
  preferencesOf,
  savePreferences,
  type OptionalMail,
} from './email-preferences.repo';
import { mailSigningKey } from './mail-key';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const view = (row: { alerts: boolean; activity: boolean; unsubscribedAt?: Date | null } | null) => ({
  alerts: row?.alerts ?? true,
  activity: row?.activity ?? true,
  unsubscribedAt: row?.unsubscribedAt?.toISOString() ?? null,
});

/** GET /v1/account/email-preferences: the caller's optional emails (no row: both on). */
export async function getEmailPreferences(ctx: AppContext, viewer: UserRecord): Promise<EmailPreferences> {
  return view(await findPreferences(ctx.db, viewer.id));
}

/** PUT /v1/account/email-preferences: the settings page's switches (turning mail back on after an unsubscribe). */
export async function saveEmailPreferences(
  ctx: AppContext,
  viewer: UserRecord,
  input: { alerts: boolean; activity: boolean },
): Promise<EmailPreferences> {
  return view(await savePreferences(ctx.db, viewer.id, { alerts: input.alerts, activity: input.activity }, new Date()));
}

/** The optional emails of many users (no row: both on), for the digest (in its transaction). */
export async function optionalMailOf(db: DbOrTx, userIds: string[]): Promise<(userId: string) => OptionalMail> {
  const prefs = await preferencesOf(db, userIds);
  return (userId) => prefs.get(userId) ?? DEFAULT_PREFERENCES;
}

/** p•••@example.com: the owner recognises it, a stranger holding the link learns little. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

const BAD_LINK = 'This unsubscribe link is not valid. Sign in and turn emails off in Settings instead.';

/**
 * POST /v1/mail/unsubscribe?token=…: turns the token's user's optional emails off (alerts and the activity digest;
 * never essential mail). No session needed. A forged or tampered token is 400, a token for a user who is gone 404.
 * A repeat (the mail client's POST, then the page's) is the same unsubscribe: nothing changes the second time.
 */
export async function unsubscribeWithToken(ctx: AppContext, token: string): Promise<UnsubscribeResult> {
  const userId = verifyUnsubscribeToken(await mailSigningKey(ctx.db, ctx.config.appSecret), token);
  if (!userId) throw new AppError('BAD_REQUEST', BAD_LINK);
  const [user] = await findUsersByIds(ctx.db, [userId]);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account for this unsubscribe link any more.');
  const saved = await findPreferences(ctx.db, userId);
  const row =
    saved && !saved.alerts && !saved.activity
      ? saved
      : await savePreferences(
          ctx.db,
          userId,
          { alerts: false, activity: false, unsubscribedAt: new Date() },
          new Date(),
        );
  return { email: maskEmail(user.email), alerts: row.alerts, activity: row.activity };
}
