import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '@revy/shared';
import { isApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/** First problem per top-level field, keyed by field name, from a zod error. */
export function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Parses form values with the same shared schema the server validates with, so both sides
 * agree on what is valid. Empty required fields get a plain "Required" rather than zod's
 * "expected string" wording.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  required: readonly string[] = [],
): ParseResult<z.output<S>> {
  const errors: FieldErrors = {};
  const record = (values ?? {}) as Record<string, unknown>;
  for (const key of required) {
    const v = record[key];
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) errors[key] = 'Required';
  }
  const result = schema.safeParse(values);
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  if (!result.success) for (const [k, msg] of Object.entries(issuesToFieldErrors(result.error))) errors[k] ??= msg;
  return { ok: false, errors };
}

export const NETWORK_MESSAGE = "We couldn't reach Revy. Check your connection and try again.";

/**
 * Seconds until a rate limit lifts, when the server told us: the error's `retryAfter` (from the
 * Retry-After header), else the "N seconds" or "N minutes" of the server's message.
 */
export function retryAfterSeconds(err: unknown): number | null {
  if (!isApiError(err)) return null;
  if (err.retryAfter !== undefined && err.retryAfter > 0) return Math.ceil(err.retryAfter);
  const m = /(\d+)\s*(seconds?|secs?|minutes?|mins?)\b/i.exec(err.message);
  if (!m) return null;
  const n = Number(m[1]);
  return /^m/i.test(m[2]!) ? n * 60 : n;
}

/** "in 45 seconds", "in 1 minute", "in 15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The sentence to show for a failed request: by code first, then the server's own message. */
export function errorMessage(err: unknown, overrides: Partial<Record<string, string>> = {}): string {
  if (!isApiError(err)) return ERROR_MESSAGES.INTERNAL!;
  if (err.status === 0) return NETWORK_MESSAGE;
  if (overrides[err.error]) return overrides[err.error]!;
  if (err.error === 'RATE_LIMITED') {
    const seconds = retryAfterSeconds(err);
    return seconds ? `Too many attempts. Please try again in ${formatWait(seconds)}.` : ERROR_MESSAGES.RATE_LIMITED!;
  }
  if (err.status >= 500) return ERROR_MESSAGES[err.error as ErrorCode] ?? ERROR_MESSAGES.INTERNAL!;
  return ERROR_MESSAGES[err.error as ErrorCode] ?? err.message;
}

/** Field messages the server sent with a validation failure, keyed like the form's fields. */
export function serverFieldErrors(err: unknown): FieldErrors {
  if (!isApiError(err) || !err.fields) return {};
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(err.fields)) out[k.replace(/^body\./, '')] = v;
  return out;
}
