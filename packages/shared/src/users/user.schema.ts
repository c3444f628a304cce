import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';
import { GrantSchema } from '../permissions/permissions.schema';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { PageQuerySchema, pageSchema } from '../common/page.schema';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Enter a valid email address'));
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
export const NameSchema = z.string().trim().min(1, 'Required').max(NAME_MAX_LENGTH);
/** Loose international phone: digits with optional +, spaces, dashes, dots and brackets. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{7,20}$/, 'Enter a valid phone number');

export const SignupMethodSchema = z.enum(['anonymous', 'email', 'cli', 'seed', 'google', 'apple', 'facebook']);

/** Feature-flag overrides and other user-settable metadata. */
export const UserMetadataSchema = z
  .object({
    featureFlags: z.record(z.string(), z.string()).optional(),
    facebookLoginId: z.string().optional(),
    distinctId: z.string().optional(),
    /** Ad attribution ids sent with sign-in (spec 7 Auth). */
    googleCid: z.string().optional(),
    facebookFbc: z.string().optional(),
    facebookFbp: z.string().optional(),
    /** Server-owned: hashes of the devices that signed in (decision 016), never set by a client. */
    knownDevices: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type UserMetadata = z.infer<typeof UserMetadataSchema>;

/** What a user sees of themselves, and what staff see of anyone. */
export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    disabled: z.boolean(),
    isIdVerified: z.boolean(),
    unverifiedEmail: z.string().nullable(),
    /** Issue 19: a guest's address for replies (anonymous users only; see GuestContactSchema). */
    contactEmail: z.string().nullable().optional(),
    signupMethod: z.string(),
    listingCount: z.number().int(),
    metadata: UserMetadataSchema,
    acl: z.array(GrantSchema),
    /** Flags of spec 3: derived from email and grants. */
    anonymous: z.boolean(),
    verified: z.boolean(),
    concierge: z.boolean(),
    admin: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** What anyone else may see of a user (a seller's name on a listing, say). */
export const PublicUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastNameInitial: z.string().nullable(),
    isIdVerified: z.boolean(),
    anonymous: z.boolean(),
    listingCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** GET /v1/user/{id} answers the full user to self and staff, the public profile to others. */
export const AnyUserSchema = z.union([UserSchema, PublicUserSchema]);

export const RegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  phone: PhoneSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Pre-validation takes a partial registration and reports problems per field. */
export const PreValidateSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
});
export const PreValidateResultSchema = z.record(z.string(), z.string()).nullable();

/**
 * POST /v1/user/{id}. The user's own GET body is accepted: id, email, acl, flags, counts... are
 * dropped, never applied (decision 019); a typo is refused. Names may come back null as GET
 * shows them; the service takes null only where the user has no name yet.
 */
export const UpdateUserObjectSchema = z
  .object({
    /** The GET body's id marks a whole object sent back (see updateUser); never applied. */
    id: z.string().max(100).optional(),
    firstName: NameSchema.nullable().optional(),
    lastName: NameSchema.nullable().optional(),
    phone: PhoneSchema.nullable().optional(),
    /** Admins only (decision 017). */
    disabled: z.boolean().optional(),
  })
  .strict();
export const UpdateUserSchema = acceptingReadOnly(UpdateUserObjectSchema, UserSchema);
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const SignInSchema = z.object({
  email: EmailSchema.optional(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  next: z.string().max(2000).optional(),
  googleCid: z.string().max(200).optional(),
  facebookFbc: z.string().max(500).optional(),
  facebookFbp: z.string().max(500).optional(),
  posthogDistinctId: z.string().max(200).optional(),
});
export type SignInInput = z.infer<typeof SignInSchema>;
export const AuthResponseSchema = z.object({ user: UserSchema, next: z.string().optional() });

export const EmailVerifyStartSchema = z.object({ email: EmailSchema });
export const EmailVerifyFinishSchema = z.object({
  code: z.string().trim().min(1).max(100),
  /** Lets a verification link work in a browser that has no session for the user. */
  userId: z.uuid().optional(),
  password: PasswordSchema.optional(),
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
});
export type EmailVerifyFinishInput = z.infer<typeof EmailVerifyFinishSchema>;
export const VerificationStatusQuerySchema = z.object({
  code: z.string().max(100).optional(),
  userId: z.uuid().optional(),
});
export const VerificationStatusSchema = z.object({
  userId: z.string().nullable(),
  verified: z.boolean(),
  pendingEmail: z.string().nullable(),
  codeValid: z.boolean().nullable(),
});

export const PasswordResetStartSchema = z.object({ email: EmailSchema });
export const PasswordResetFinishSchema = z.object({
  resetCode: z.string().trim().min(10).max(200),
  password: PasswordSchema,
});
export const PasswordChangeSchema = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  password: PasswordSchema,
});
export const UserBatchSchema = z.object({ ids: z.array(z.uuid()).max(1000) });
export const UserBatchResponseSchema = z.array(AnyUserSchema);

/** Fields GET /v1/user may sort by. */
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'email', 'firstName', 'lastName'] as const;
/** Roles GET /v1/user filters by: staff roles are global grants; `user` is everyone without one. */
export const USER_ROLE_FILTERS = ['user', 'concierge', 'admin'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/** A yes/no query parameter: only `true` or `false` (anything else is a 400, not a silent false). */
const QueryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /v1/user (staff): the page query, a free-text search (email, names, phone; partial, any case) and filters.
 * Anonymous guests (no email) are left out unless `guests=true`: there are many of them and they have nothing to
 * search by (issue 16).
 */
export const UserListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  role: z.enum(USER_ROLE_FILTERS).optional(),
  /** Spec 4 verified: has an email and no pending one. */
  verified: QueryBooleanSchema.optional(),
  disabled: QueryBooleanSchema.optional(),
  signupMethod: SignupMethodSchema.optional(),
  guests: QueryBooleanSchema.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserPageSchema = pageSchema(UserSchema);
/**
 * POST /v1/user/{id}/metadata. The user's own `metadata` as GET shows it is accepted: what the
 * server records (ad attribution ids, facebookLoginId) is dropped, never applied (decision 019).
 */
export const UserMetadataPatchSchema = acceptingReadOnly(
  z
    .object({
      featureFlags: z.record(z.string().max(100), z.string().max(200)).optional(),
      distinctId: z.string().max(200).optional(),
    })
    .strict(),
  UserMetadataSchema,
);
/** GET /v1/test/outbox: the newest emails to one address, as the built-in outbox holds them. */
export const TestOutboxQuerySchema = z.object({
  to: EmailSchema,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const TestOutboxSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    transport: z.string(),
    createdAt: z.string(),
  }),
);
export const TestCodesSchema = z.object({
  emailVerify: z.array(z.object({ code: z.string(), email: z.string().nullable(), createdAt: z.string() })),
  passwordReset: z.array(z.object({ code: z.string(), createdAt: z.string() })),
});
