import {
  CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
  userKind,
  type EmailVerifyFinishInput,
  type User,
  type VerificationStatusSchema,
} from '@revy/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { consume } from '../../adapters/rate-limit';
import { sendVerificationCode } from '../mail';
import {
  emailTaken,
  findUserById,
  getUserRecord,
  isEmailTaken,
  setAccountFields,
  claimGuestsByContactEmail,
  toUser,
  type UserRecord,
} from '../users';
import { RATE_RULES, rateKeys } from './auth.rate-limits';
import { switchSession, type Caller, type SignedIn } from './auth.service';
import { hashEmailCode, newEmailCode, sameHash } from './codes';
import * as codesRepo from './verification-codes.repo';

/**
 * Makes a new 6-digit code for `email` (older open codes stop working) and mails it. The plain
 * code is kept only when test endpoints are on, for GET /v1/test/user/{id}/codes.
 */
export async function issueEmailCode(ctx: AppContext, user: Pick<UserRecord, 'id' | 'firstName'>, email: string) {
  const code = newEmailCode();
  await ctx.db.transaction(async (tx) => {
    await codesRepo.supersedeCodes(tx, user.id, 'emailVerify');
    await codesRepo.insertCode(tx, {
      userId: user.id,
      kind: 'emailVerify',
      codeHash: hashEmailCode(user.id, code),
      plainCode: ctx.config.testEndpoints ? code : null,
      email,
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MS),
    });
  });
  await sendVerificationCode(ctx, { to: email, userId: user.id, firstName: user.firstName, code });
}

/**
 * PUT /v1/user/emailVerify: sets the address waiting for verification and mails it a code.
 * Anonymous users use this to start a passwordless sign-up; registered users to change email.
 * An address that is already someone else's email is refused (409 EMAIL_TAKEN).
 */
export async function startEmailVerification(ctx: AppContext, user: UserRecord, email: string): Promise<User> {
  if (user.email === email && !user.unverifiedEmail) return toUser(user); // already verified: nothing to send
  await consume(ctx.rateLimiter, RATE_RULES.codeMailsPerUser, rateKeys.codeMailUser(user.id));
  if (await isEmailTaken(ctx.db, email, user.id)) throw emailTaken();
  await setAccountFields(ctx.db, user.id, { unverifiedEmail: email });
  await issueEmailCode(ctx, user, email);
  return toUser(await getUserRecord(ctx.db, user.id));
}

type CodeCheck = { ok: true; code: codesRepo.CodeRow } | { ok: false; error: AppError };

/** Checks `plain` against the user's open code, counting a wrong guess against the code. */
async function checkEmailCode(ctx: AppContext, userId: string, plain: string): Promise<CodeCheck> {
  const code = await codesRepo.findOpenCode(ctx.db, userId, 'emailVerify');
  const invalid = () =>
    new AppError('INVALID_CODE', 'That code is not right. Check the email we sent and try again.', {
      fields: { code: 'Wrong code' },
    });
  if (!code) return { ok: false, error: invalid() };
  if (code.expiresAt.getTime() <= Date.now()) {
    return { ok: false, error: new AppError('CODE_EXPIRED', 'That code has expired. We can send you a new one.') };
  }
  if (code.attempts >= CODE_MAX_ATTEMPTS) {
    return { ok: false, error: new AppError('CODE_EXPIRED', 'Too many wrong tries. We can send you a new code.') };
  }
  if (!sameHash(hashEmailCode(userId, plain), code.codeHash)) {
    await codesRepo.addCodeAttempt(ctx.db, code.id);
    return { ok: false, error: invalid() };
  }
  return { ok: true, code };
}

/**
 * POST /v1/user/emailVerify: confirms the emailed code. The pending address becomes the email;
 * a user without a password (passwordless sign-up) must choose one, and names are required
 * when missing. The verified user is then signed in on this browser (session rotated; an
 * anonymous session's data moves over). `userId` lets the link work without a session.
 */
export async function finishEmailVerification(
  ctx: AppContext,
  input: EmailVerifyFinishInput,
  caller: Caller,
): Promise<SignedIn> {
  await consume(ctx.rateLimiter, RATE_RULES.codeAttemptsPerIp, rateKeys.codeIp(caller.ip));
  const userId = input.userId ?? caller.user?.id;
  if (!userId) throw validationFailed({ userId: 'Open the link from the email, or sign in first' });
  const user = await findUserById(ctx.db, userId);
  if (!user || user.disabled) {
    throw new AppError('INVALID_CODE', 'That code is not right.', { fields: { code: 'Wrong code' } });
  }
  const check = await checkEmailCode(ctx, user.id, input.code);
  if (!check.ok) throw check.error;

  const missing: Record<string, string> = {};
  if (!user.hasPassword && !input.password) missing.password = 'Choose a password';
  if (!user.firstName && !input.firstName) missing.firstName = 'Required';
  if (!user.lastName && !input.lastName) missing.lastName = 'Required';
  if (Object.keys(missing).length > 0) throw validationFailed(missing);

  const passwordHash = !user.hasPassword && input.password ? await hashPassword(input.password) : undefined;
  try {
    const token = await ctx.db.transaction(async (tx) => {
      if (!(await codesRepo.markCodeUsed(tx, check.code.id))) {
        throw new AppError('INVALID_CODE', 'That code was already used.', { fields: { code: 'Already used' } });
      }
      await setAccountFields(tx, user.id, {
        email: check.code.email,
        unverifiedEmail: null,
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        ...(user.signupMethod === 'anonymous' ? { signupMethod: 'email' } : {}),
      });
      // The code proves the address is theirs: conversations a guest left it on (any device) come along (issue 19).
      if (check.code.email) await claimGuestsByContactEmail(tx, check.code.email, user.id);
      return switchSession(tx, caller, user.id);
    });
    return { user: await getUserRecord(ctx.db, user.id), token };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * GET /v1/user/verificationStatus: whether the user (given, or the caller) is verified, and
 * whether `code` would be accepted (a wrong guess counts like one at POST). The pending address
 * is shown only to the user themself or to someone holding the right code.
 */
export async function getVerificationStatus(
  ctx: AppContext,
  query: { code?: string | undefined; userId?: string | undefined },
  caller: Caller,
): Promise<z.infer<typeof VerificationStatusSchema>> {
  const userId = query.userId ?? caller.user?.id;
  if (!userId) throw validationFailed({ userId: 'Give the user id, or sign in first' });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('User');
  let codeValid: boolean | null = null;
  if (query.code) {
    await consume(ctx.rateLimiter, RATE_RULES.codeAttemptsPerIp, rateKeys.codeIp(caller.ip));
    codeValid = (await checkEmailCode(ctx, user.id, query.code)).ok;
  }
  const self = caller.user?.id === user.id;
  return {
    userId: user.id,
    verified: userKind(user) === 'verified',
    pendingEmail: self || codeValid ? user.unverifiedEmail : null,
    codeValid,
  };
}
