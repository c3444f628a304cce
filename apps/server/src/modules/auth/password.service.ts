import { RESET_CODE_TTL_MS } from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { consume } from '../../adapters/rate-limit';
import { sendPasswordReset } from '../mail';
import { findPasswordHash, findUserById, findUserForSignIn, setAccountFields, type UserRecord } from '../users';
import { RATE_RULES, rateKeys } from './auth.rate-limits';
import { checkOwnPassword, type Caller } from './auth.service';
import { hashResetToken, newResetToken } from './codes';
import { revokeUserSessions } from './sessions.service';
import { clearSignInThrottle } from './sign-in-throttle';
import * as codesRepo from './verification-codes.repo';

/**
 * POST /v1/user/passwordReset/start: mails a one-hour reset link when an enabled account has
 * this email. Answers the same whether or not it does; past the per-address limit it quietly
 * sends nothing, past the per-client limit it answers 429.
 */
export async function startPasswordReset(ctx: AppContext, email: string, caller: Caller): Promise<void> {
  await consume(ctx.rateLimiter, RATE_RULES.resetStartPerIp, rateKeys.resetIp(caller.ip));
  const perEmail = await ctx.rateLimiter.hit(rateKeys.resetEmail(email), RATE_RULES.resetStartPerEmail.windowMs);
  if (perEmail.count > RATE_RULES.resetStartPerEmail.max) return;
  const user = await findUserForSignIn(ctx.db, email);
  if (!user || user.disabled || !user.email) return;
  const token = newResetToken();
  await ctx.db.transaction(async (tx) => {
    await codesRepo.supersedeCodes(tx, user.id, 'passwordReset');
    await codesRepo.insertCode(tx, {
      userId: user.id,
      kind: 'passwordReset',
      codeHash: hashResetToken(token),
      plainCode: ctx.config.testEndpoints ? token : null,
      email: user.email,
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
  });
  await sendPasswordReset(ctx, { to: user.email!, userId: user.id, firstName: user.firstName, resetCode: token });
}

/**
 * POST /v1/user/passwordReset/finish: sets the new password and signs the user out everywhere.
 * Following the link also proves the mailbox, so a still-pending registration address counts
 * as verified.
 */
export async function finishPasswordReset(
  ctx: AppContext,
  input: { resetCode: string; password: string },
  caller: Caller,
): Promise<void> {
  await consume(ctx.rateLimiter, RATE_RULES.codeAttemptsPerIp, rateKeys.codeIp(caller.ip));
  const code = await codesRepo.findCodeByHash(ctx.db, 'passwordReset', hashResetToken(input.resetCode));
  if (!code || code.usedAt) {
    throw new AppError('INVALID_CODE', 'This reset link is not valid. Ask for a new one.', {
      fields: { resetCode: 'Invalid or already used' },
    });
  }
  if (code.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CODE_EXPIRED', 'This reset link has expired. Ask for a new one.');
  }
  const passwordHash = await hashPassword(input.password);
  const email = await ctx.db.transaction(async (tx) => {
    if (!(await codesRepo.markCodeUsed(tx, code.id))) {
      throw new AppError('INVALID_CODE', 'This reset link was already used.', {
        fields: { resetCode: 'Already used' },
      });
    }
    const user = await findUserById(tx, code.userId);
    if (!user) throw new AppError('INVALID_CODE', 'This reset link is not valid.');
    const confirmsPending = !!user.unverifiedEmail && user.unverifiedEmail === user.email && user.email === code.email;
    await setAccountFields(tx, user.id, { passwordHash, ...(confirmsPending ? { unverifiedEmail: null } : {}) });
    await revokeUserSessions(tx, user.id);
    return user.email;
  });
  // The mailbox proved who owns the account: strangers' failures no longer slow its sign-in.
  if (email) await clearSignInThrottle(ctx, email);
}

/**
 * POST /v1/user/{id}/passwordChange: the user themself, with the current password. Every
 * other session of the user ends; this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: { oldPassword: string; password: string },
  caller: Caller,
): Promise<void> {
  if (actor.id !== id) throw forbidden('You may only change your own password');
  await checkOwnPassword(ctx, id, await findPasswordHash(ctx.db, id), input.oldPassword);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setAccountFields(tx, id, { passwordHash });
    await revokeUserSessions(tx, id, caller.sessionId);
  });
}
