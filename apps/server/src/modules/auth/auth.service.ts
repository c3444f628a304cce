import { safeNext, type SignInInput } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { assertUnderLimit } from '../../adapters/rate-limit';
import {
  createUser,
  findUserForSignIn,
  getUserRecord,
  mergeUserMetadata,
  recordSignIn,
  setKnownDevices,
  transferAnonymousData,
  type UserRecord,
} from '../users';
import { RATE_RULES, rateKeys } from './auth.rate-limits';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import {
  assertMayTrySignIn,
  clearSignInThrottle,
  isKnownDevice,
  newDeviceToken,
  recordSignInFailure,
  withKnownDevice,
} from './sign-in-throttle';
import { createSession, endSession, type ClientInfo } from './sessions.service';

/** Who is calling: the session behind their cookie (if any) and its user (null when signed out or disabled). */
export type Caller = { sessionId: string | null; user: UserRecord | null; deviceToken?: string | null } & ClientInfo;

/** A use case that (re)signs the browser in answers the user and, when a new session began, its token. */
export type SignedIn = { user: UserRecord; token: string | null; next?: string; deviceToken?: string };

const INVALID_CREDENTIALS_MESSAGE = 'That email and password do not match an account.';

/**
 * Makes `userId` the signed-in user of the caller's browser. The old session is always
 * deleted and a new token issued (rotation: a token known before sign-in is worthless after).
 * When the old session belonged to a different anonymous user, what it made moves to `userId`
 * and the anonymous user is deleted. Runs in the caller's transaction when given one.
 */
export async function switchSession(db: DbOrTx, caller: Caller, userId: string): Promise<string> {
  const run = async (tx: DbOrTx) => {
    if (caller.sessionId) await endSession(tx, caller.sessionId);
    if (caller.user && !caller.user.email && caller.user.id !== userId) {
      await transferAnonymousData(tx, caller.user.id, userId);
    }
    await recordSignIn(tx, userId);
    const { token } = await createSession(tx, userId, caller);
    return token;
  };
  return db.transaction(run);
}

function attributionOf(input: SignInInput): Record<string, string | undefined> {
  return {
    distinctId: input.posthogDistinctId,
    googleCid: input.googleCid,
    facebookFbc: input.facebookFbc,
    facebookFbp: input.facebookFbp,
  };
}

/**
 * POST /v1/auth. With no credentials: the current user if signed in, else a new anonymous
 * user (spec 4). With email and password: verifies them (argon2id; a dummy check for unknown
 * emails so timing says nothing), counts failures per email and per client address (429 past
 * the limit), refuses disabled accounts, then rotates the session and merges the anonymous
 * user's data. Attribution ids go into the user's metadata; `next` is echoed only when it is
 * a same-site path.
 */
export async function signIn(ctx: AppContext, input: SignInInput, caller: Caller): Promise<SignedIn> {
  const next = safeNext(input.next) ?? undefined;
  const attribution = attributionOf(input);
  if (input.email === undefined && input.password === undefined) {
    if (caller.user) {
      await mergeUserMetadata(ctx.db, caller.user.id, attribution);
      return { user: await getUserRecord(ctx.db, caller.user.id), token: null, next };
    }
    return ctx.db.transaction(async (tx) => {
      // A disabled user's session (caller.user is null then) is replaced, not left behind.
      if (caller.sessionId) await endSession(tx, caller.sessionId);
      const metadata = Object.fromEntries(Object.entries(attribution).filter(([, v]) => v !== undefined));
      const user = await createUser(tx, { signupMethod: 'anonymous', metadata });
      const { token } = await createSession(tx, user.id, caller);
      return { user, token, next };
    });
  }
  if (!input.email || !input.password) {
    throw validationFailed(input.email ? { password: 'Enter your password' } : { email: 'Enter your email' });
  }

  const device = caller.deviceToken ?? undefined;
  const found = await findUserForSignIn(ctx.db, input.email);
  await assertMayTrySignIn(ctx, input.email, caller.ip, isKnownDevice(found?.metadata, device));
  const ok = found?.passwordHash
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!found || !ok) {
    await recordSignInFailure(ctx, input.email, caller.ip);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (found.disabled) throw new AppError('NOT_AUTHORIZED', 'This account has been disabled. Contact support.');
  await clearSignInThrottle(ctx, input.email);
  // This browser is now a known device of the account: later failures by others do not keep it out.
  const deviceToken = device ?? newDeviceToken();
  await setKnownDevices(ctx.db, found.id, withKnownDevice(found.metadata, deviceToken));

  const token = await switchSession(ctx.db, caller, found.id);
  await mergeUserMetadata(ctx.db, found.id, attribution);
  return { user: await getUserRecord(ctx.db, found.id), token, next, deviceToken };
}

/** DELETE /v1/auth: ends the caller's session, if any. */
export async function signOut(ctx: AppContext, caller: Pick<Caller, 'sessionId'>): Promise<void> {
  if (caller.sessionId) await endSession(ctx.db, caller.sessionId);
}

/**
 * Checks a password for an already signed-in user (password change), counting failures
 * against the user like sign-in failures so a stolen session cannot guess the password.
 */
export async function checkOwnPassword(ctx: AppContext, userId: string, passwordHash: string | null, password: string) {
  const key = rateKeys.passwordChange(userId);
  await assertUnderLimit(ctx.rateLimiter, RATE_RULES.signInFailures, [key]);
  const ok = passwordHash ? await verifyPassword(passwordHash, password) : await verifyDummyPassword(password);
  if (!ok) {
    await ctx.rateLimiter.hit(key, RATE_RULES.signInFailures.windowMs);
    throw validationFailed({ oldPassword: 'That is not your current password' }, 'Current password is wrong');
  }
  await ctx.rateLimiter.reset(key);
}
