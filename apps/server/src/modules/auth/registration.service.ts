import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, type RegisterInput } from '@revy/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { consume } from '../../adapters/rate-limit';
import { createUser, emailTaken, getUserRecord, isEmailTaken, setAccountFields } from '../users';
import { RATE_RULES, rateKeys } from './auth.rate-limits';
import { switchSession, type Caller, type SignedIn } from './auth.service';
import { issueEmailCode } from './email-verification.service';

/**
 * POST /v1/user: creates an account and mails a 6-digit code to confirm the address
 * (email = unverifiedEmail = address until then). A caller signed in as an anonymous user is
 * upgraded in place, keeping its id and everything it made; anyone else gets a new user.
 * Either way the browser is signed in as the account with a fresh session token.
 */
export async function registerUser(ctx: AppContext, input: RegisterInput, caller: Caller): Promise<SignedIn> {
  const anonymous = caller.user && !caller.user.email ? caller.user : null;
  if (await isEmailTaken(ctx.db, input.email, anonymous?.id)) throw emailTaken();
  let userId: string;
  let token: string;
  try {
    if (anonymous) {
      const passwordHash = await hashPassword(input.password);
      userId = anonymous.id;
      token = await ctx.db.transaction(async (tx) => {
        await setAccountFields(tx, anonymous.id, {
          email: input.email,
          unverifiedEmail: input.email,
          // A guest's address for replies (issue 19) is done with: mail now goes to the account's email.
          contactEmail: null,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? anonymous.phone,
          signupMethod: 'email',
        });
        return switchSession(tx, caller, anonymous.id);
      });
    } else {
      ({ userId, token } = await ctx.db.transaction(async (tx) => {
        const user = await createUser(tx, { ...input, signupMethod: 'email' });
        return { userId: user.id, token: await switchSession(tx, caller, user.id) };
      }));
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const user = await getUserRecord(ctx.db, userId);
  await issueEmailCode(ctx, user, input.email);
  return { user, token };
}

const FIELD_SCHEMAS = {
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  phone: PhoneSchema,
} satisfies Record<string, z.ZodType>;

/**
 * POST /v1/user/preValidate: the problem with each given field, or null when there is none
 * (spec 5). Besides format, reports an email that already belongs to an account other than
 * the caller's. Limited per client address, since it tells whether an email is registered.
 */
export async function preValidateRegistration(
  ctx: AppContext,
  input: Partial<Record<keyof typeof FIELD_SCHEMAS, string>>,
  caller: Caller,
): Promise<Record<string, string> | null> {
  await consume(ctx.rateLimiter, RATE_RULES.preValidatePerIp, rateKeys.preValidateIp(caller.ip));
  const problems: Record<string, string> = {};
  for (const [field, schema] of Object.entries(FIELD_SCHEMAS)) {
    const value = input[field as keyof typeof FIELD_SCHEMAS];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      problems[field] = parsed.error.issues[0]?.message ?? 'Invalid value';
    } else if (field === 'email' && (await isEmailTaken(ctx.db, parsed.data, caller.user?.id))) {
      problems.email = 'An account with this email already exists';
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
