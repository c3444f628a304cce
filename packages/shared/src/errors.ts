import type { ErrorBody } from './errors.schema';

/**
 * One error vocabulary for the whole product. The server maps every failure to one of these
 * codes; the client reads `error` to pick a message and `fields` to mark form inputs. The schemas of the error body
 * live in errors.schema.ts, so the browser's first load, which needs only the codes and messages, builds no schema.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, name: 'ValidationException' },
  BAD_REQUEST: { status: 400, name: 'BadRequestException' },
  UNAUTHENTICATED: { status: 401, name: 'UnauthenticatedException' },
  INVALID_CREDENTIALS: { status: 401, name: 'InvalidCredentialsException' },
  /** Publishing needs an active plan, or a card was declined (the message says which). */
  PAYMENT_REQUIRED: { status: 402, name: 'PaymentRequiredException' },
  NOT_AUTHORIZED: { status: 403, name: 'NotAuthorizedException' },
  /** An anonymous user tried something that needs an account (publishing, say). */
  REGISTRATION_REQUIRED: { status: 403, name: 'RegistrationRequiredException' },
  FORBIDDEN: { status: 403, name: 'ForbiddenException' },
  /** The seller asks for buyers with a verified ID before a test drive or an offer (issue 18). */
  ID_VERIFICATION_REQUIRED: { status: 403, name: 'IdVerificationRequiredException' },
  NOT_FOUND: { status: 404, name: 'NotFoundException' },
  CONFLICT: { status: 409, name: 'ConflictException' },
  EMAIL_TAKEN: { status: 409, name: 'ConflictException' },
  INVALID_CODE: { status: 400, name: 'InvalidCodeException' },
  CODE_EXPIRED: { status: 410, name: 'CodeExpiredException' },
  /** Well-formed but not possible in the record's state (publishing an incomplete listing). */
  UNPROCESSABLE: { status: 422, name: 'UnprocessableEntityException' },
  PAYLOAD_TOO_LARGE: { status: 413, name: 'PayloadTooLargeException' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, name: 'UnsupportedMediaTypeException' },
  RATE_LIMITED: { status: 429, name: 'TooManyRequestsException' },
  INTERNAL: { status: 500, name: 'InternalServerErrorException' },
  UNAVAILABLE: { status: 503, name: 'ServiceUnavailableException' },
  /** An optional outside service (VIN history reports, say) is not configured here. */
  NOT_CONFIGURED: { status: 503, name: 'NotConfiguredException' },
} as const satisfies Record<string, { status: number; name: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: Partial<Pick<ErrorBody, 'fields' | 'supportedMediaTypes' | 'payment'>> = {},
  now: Date = new Date(),
): ErrorBody {
  const { status, name } = ERROR_CODES[code];
  return { name, error: code, message, status, createdAt: now.toISOString(), ...extra };
}

/** Human wording for codes the UI shows when the server gave no better message. */
export const ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  INVALID_CREDENTIALS: 'That email and password do not match an account.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  EMAIL_TAKEN: 'An account with this email already exists. Try signing in.',
  INVALID_CODE: 'That code is not right. Check the email we sent and try again.',
  CODE_EXPIRED: 'That code has expired. We can send you a new one.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  REGISTRATION_REQUIRED: 'Create a free account to continue — it keeps everything you have done so far.',
  PAYMENT_REQUIRED: 'Choose a plan to publish your listing.',
  ID_VERIFICATION_REQUIRED: 'The seller asks buyers to verify their ID first. It takes a couple of minutes.',
  NOT_AUTHORIZED: 'You do not have access to this.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'We could not find what you were looking for.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};
