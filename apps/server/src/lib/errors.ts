import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@revy/shared';

/**
 * The only error services throw on purpose. The error plugin turns it into the spec's error
 * body; anything else that escapes is a bug and becomes a 500 with no details leaked.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** The existing payment a money conflict is about (ErrorBody.payment). */
  readonly payment: ErrorBody['payment'];

  constructor(
    code: ErrorCode,
    message: string,
    opts: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      payment?: ErrorBody['payment'];
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = ERROR_CODES[code].name;
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.payment = opts.payment;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have access to this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue') => new AppError('UNAUTHENTICATED', message);
export const validationFailed = (fields: Record<string, string>, message = 'Some fields need attention') =>
  new AppError('VALIDATION_FAILED', message, { fields });
