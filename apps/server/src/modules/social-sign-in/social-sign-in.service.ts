import { timingSafeEqual } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import {
  postSignInTarget,
  safeNext,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SocialSignInCallback,
  type SocialSignInError,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { ProviderRejected, ProviderUnavailable, type OAuthProvider, type ProviderProfile } from '../../adapters/oauth';
import { revokeUserSessions, switchSession, type Caller } from '../auth';
import {
  createUser,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  setAccountFields,
  type UserRecord,
} from '../users';
import { ATTEMPT_TTL_MS, seal, unseal, type Attempt, type PendingLink } from './oauth-cookie';
import * as repo from './social-identities.repo';

export type OAuthProviders = ReadonlyMap<SocialProvider, OAuthProvider>;

/** A callback that did not sign in: the code for `?error=` on the sign-in page, and the status to answer with. */
export class SocialSignInFailure extends Error {
  constructor(
    readonly code: SocialSignInError,
    readonly status: 400 | 403 | 404 | 409 | 502,
    readonly detail?: string,
  ) {
    super(detail ?? code);
  }
}

/** GET /v1/auth/providers: the set-up providers, in the order the buttons show. */
export function enabledProviders(providers: OAuthProviders): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => providers.has(p));
}

function providerOr404(providers: OAuthProviders, id: SocialProvider): OAuthProvider {
  const provider = providers.get(id);
  if (!provider) throw new AppError('NOT_FOUND', `Signing in with ${id} is not set up on this server`);
  return provider;
}

/**
 * GET /v1/auth/oauth/{provider}: a fresh state (and PKCE verifier and nonce where the provider uses them) sealed in
 * the attempt cookie, and the provider's authorization URL. `next` is kept only when it is a same-site path.
 */
export function startSocialSignIn(providers: OAuthProviders, id: SocialProvider, next: string | undefined) {
  const provider = providerOr404(providers, id);
  const attempt: Attempt = {
    provider: id,
    state: generateState(),
    codeVerifier: provider.usesPkce ? generateCodeVerifier() : null,
    nonce: provider.usesNonce ? generateState() : null,
    next: safeNext(next),
    expiresAt: Date.now() + ATTEMPT_TTL_MS,
  };
  return { url: provider.authorizationUrl(attempt).toString(), cookie: seal(provider.cookieKey, attempt) };
}

const sameString = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type CallbackOutcome =
  | { kind: 'signed-in'; token: string; user: UserRecord; redirect: string }
  | { kind: 'link-required'; pendingCookie: string; email: string; next: string | null };

/**
 * The provider's callback. Checks the attempt cookie (signature, expiry, state; the PKCE verifier and nonce where
 * used), exchanges the code for a verified profile, then signs in by the account rules of decision 041:
 * a linked provider account signs into its user; otherwise a provider-verified email links the account that has
 * it; an email we cannot trust that matches an account asks for a password sign-in first (link-required); a new
 * email makes a new account with signupMethod = provider. Every sign-in goes through auth's switchSession, so an
 * anonymous caller's chats and listings move exactly as with email sign-in. Disabled accounts are refused.
 */
export async function completeSocialSignIn(
  ctx: AppContext,
  providers: OAuthProviders,
  id: SocialProvider,
  input: SocialSignInCallback,
  attemptCookie: string | undefined,
  caller: Caller,
): Promise<CallbackOutcome> {
  const provider = providers.get(id);
  if (!provider) throw new SocialSignInFailure('not_configured', 404);
  if (input.error) {
    // Google and Facebook say access_denied, Apple user_cancelled_authorize, when the person backs out.
    const cancelled = input.error === 'access_denied' || input.error === 'user_cancelled_authorize';
    throw new SocialSignInFailure(cancelled ? 'cancelled' : 'provider_error', 400, input.error);
  }
  const attempt = unseal<Attempt>(provider.cookieKey, attemptCookie);
  if (!attempt || attempt.provider !== id || !input.state || !sameString(attempt.state, input.state)) {
    throw new SocialSignInFailure('state_mismatch', 400);
  }
  if (provider.usesPkce && !attempt.codeVerifier) throw new SocialSignInFailure('pkce_missing', 400);
  if (provider.usesNonce && !attempt.nonce) throw new SocialSignInFailure('state_mismatch', 400);
  if (!input.code) throw new SocialSignInFailure('provider_error', 400, 'no code');

  let profile: ProviderProfile;
  try {
    profile = await provider.exchange(input.code, attempt, input.user);
  } catch (err) {
    if (err instanceof ProviderRejected) {
      throw new SocialSignInFailure(
        err.kind === 'invalid_token' ? 'invalid_token' : 'provider_error',
        400,
        err.message,
      );
    }
    if (err instanceof ProviderUnavailable) throw new SocialSignInFailure('provider_unavailable', 502, err.message);
    throw err;
  }

  const next = safeNext(attempt.next);
  // Two callbacks for the same new person (a double submit, two tabs) race to create the account: the loser's
  // insert hits a unique index, and its second look finds the winner's link.
  for (let tries = 0; ; tries++) {
    try {
      const resolved = await signInProfile(ctx, provider, profile, caller);
      if (resolved.kind === 'link-required') {
        const pending: PendingLink = {
          provider: id,
          subject: profile.subject,
          email: resolved.email,
          expiresAt: Date.now() + ATTEMPT_TTL_MS,
        };
        return { kind: 'link-required', pendingCookie: seal(provider.cookieKey, pending), email: resolved.email, next };
      }
      return { ...resolved, redirect: postSignInTarget(next, resolved.user) };
    } catch (err) {
      const raced = isUniqueViolation(err) || (err instanceof AppError && err.code === 'EMAIL_TAKEN');
      if (!raced || tries >= 2) throw err;
    }
  }
}

type Resolved = { kind: 'signed-in'; token: string; user: UserRecord } | { kind: 'link-required'; email: string };

function assertEnabled(user: UserRecord) {
  if (user.disabled) throw new SocialSignInFailure('account_disabled', 403);
}

async function signInProfile(
  ctx: AppContext,
  provider: OAuthProvider,
  profile: ProviderProfile,
  caller: Caller,
): Promise<Resolved> {
  const facebookId = provider.id === 'facebook' ? { facebookLoginId: profile.subject } : {};
  const signInLinked = async (linked: { id: string; userId: string }): Promise<Resolved> => {
    const user = await findUserById(ctx.db, linked.userId);
    if (!user) throw new SocialSignInFailure('provider_error', 400, 'linked user is gone');
    assertEnabled(user);
    const token = await ctx.db.transaction(async (tx) => {
      await repo.touchIdentity(tx, linked.id);
      await mergeUserMetadata(tx, user.id, facebookId);
      return switchSession(tx, caller, user.id);
    });
    return { kind: 'signed-in', token, user: await signedInUser(ctx, user.id) };
  };
  const linked = await repo.findIdentity(ctx.db, provider.id, profile.subject);
  if (linked) return signInLinked(linked);

  if (!profile.email) throw new SocialSignInFailure('email_required', 400);
  const existing = await findUserByEmail(ctx.db, profile.email);
  if (existing) {
    assertEnabled(existing);
    // Only a provider that vouches for the address may attach itself to the account that has it (decision 041).
    const mine = await repo.findUserIdentity(ctx.db, existing.id, provider.id);
    // The same person's other callback linked this very provider account a moment ago (two tabs, a double click):
    // that is a sign-in, not a conflict. Another account of this provider on the user is one.
    if (mine?.subject === profile.subject) return signInLinked(mine);
    if (!profile.emailVerified) return { kind: 'link-required', email: profile.email };
    if (mine) throw new SocialSignInFailure('already_linked', 409);
    const token = await ctx.db.transaction(async (tx) => {
      await repo.insertIdentity(tx, {
        userId: existing.id,
        provider: provider.id,
        subject: profile.subject,
        email: profile.email,
      });
      await mergeUserMetadata(tx, existing.id, facebookId);
      if (existing.unverifiedEmail === existing.email) {
        // The account's address was never confirmed, so whoever set its password may not own it (an attacker
        // pre-registering a victim's email). The provider has now proved the owner: the address is verified, the
        // unproven password goes (a reset mail gets a new one) and so do that password's sessions.
        await setAccountFields(tx, existing.id, { unverifiedEmail: null, passwordHash: null });
        await revokeUserSessions(tx, existing.id);
      }
      return switchSession(tx, caller, existing.id);
    });
    return { kind: 'signed-in', token, user: await signedInUser(ctx, existing.id) };
  }

  const { userId, token } = await ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: profile.email,
      verified: profile.emailVerified,
      firstName: profile.firstName,
      lastName: profile.lastName,
      signupMethod: provider.id,
      metadata: facebookId,
    });
    await repo.insertIdentity(tx, {
      userId: user.id,
      provider: provider.id,
      subject: profile.subject,
      email: profile.email,
    });
    return { userId: user.id, token: await switchSession(tx, caller, user.id) };
  });
  return { kind: 'signed-in', token, user: await signedInUser(ctx, userId) };
}

async function signedInUser(ctx: AppContext, userId: string): Promise<UserRecord> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return user;
}

/**
 * POST /v1/auth/oauth/{provider}/link: after a link-required callback the person signed in with their password;
 * the provider account waiting in their browser joins that account if the emails match.
 */
export async function linkPendingIdentity(
  ctx: AppContext,
  providers: OAuthProviders,
  id: SocialProvider,
  pendingCookie: string | undefined,
  user: UserRecord,
): Promise<void> {
  const provider = providerOr404(providers, id);
  const pending = unseal<PendingLink>(provider.cookieKey, pendingCookie);
  if (!pending || pending.provider !== id) {
    throw new AppError('BAD_REQUEST', `No ${id} account is waiting to be connected in this browser`);
  }
  if (pending.email !== user.email) {
    throw new AppError('BAD_REQUEST', `The waiting ${id} account uses another email address than this account`);
  }
  const linked = await repo.findIdentity(ctx.db, id, pending.subject);
  if (linked?.userId === user.id) return;
  if (linked || (await repo.findUserIdentity(ctx.db, user.id, id))) {
    throw new AppError('CONFLICT', `This ${id} account or this Revy account is already connected elsewhere`);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.insertIdentity(tx, { userId: user.id, provider: id, subject: pending.subject, email: pending.email });
      if (id === 'facebook') await mergeUserMetadata(tx, user.id, { facebookLoginId: pending.subject });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await repo.findIdentity(ctx.db, id, pending.subject);
    if (winner?.userId !== user.id) throw new AppError('CONFLICT', `This ${id} account is already connected elsewhere`);
  }
}
