import type { z } from 'zod';
import type { ErrorBody } from '@revy/shared';
import { rememberEtag } from './etags';
import { checkPayload } from './payload';

/**
 * Spec 8: every failed API response becomes an ApiError carrying name and error (from the
 * body's error), message (the body's message, else the transport's), status,
 * supportedMediaTypes and createdAt, plus retryAfter (seconds) from a Retry-After header.
 * No UI side effects here.
 */
export class ApiError extends Error {
  readonly error: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly supportedMediaTypes: string[] | undefined;
  readonly createdAt: string;
  /** Seconds to wait before trying again, from the response's Retry-After header (429, 503). */
  readonly retryAfter: number | undefined;
  /** The payment a 409 over money is about (a checkout already open, a plan already paid). */
  readonly payment: ErrorBody['payment'];

  constructor(body: Partial<ErrorBody> & { message: string; status: number; retryAfter?: number | undefined }) {
    super(body.message);
    this.name = body.name ?? 'ApiError';
    this.error = body.error ?? 'UNKNOWN';
    this.status = body.status;
    this.fields = body.fields;
    this.supportedMediaTypes = body.supportedMediaTypes;
    this.createdAt = body.createdAt ?? new Date().toISOString();
    this.retryAfter = body.retryAfter;
    this.payment = body.payment;
  }
}

/**
 * Seconds from a Retry-After header, which is either a number of seconds or an HTTP date
 * (RFC 9110 section 10.2.3); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The version the change is based on (an ETag the API gave); a stale one answers 409. */
  ifMatch?: string | undefined;
};

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the API with the session cookie; resolves the JSON body (or undefined for 204). With a
 * `schema` (the shared zod schema the server answers with) the result is typed from it and the
 * body is checked against it, the web's one place for that (lib/payload.ts, decision 023).
 * Fetchers pass it as `import.meta.env.DEV ? XSchema : undefined`: the check runs in development
 * only, and in a production build the condition folds away with every schema only checks used, so
 * a first visit does not spend its time building zod schemas (issue 17, decision 038).
 */
export async function api<S extends z.ZodType>(
  path: string,
  opts: RequestOptions & { schema: S | undefined },
): Promise<z.output<S>>;
export async function api<T>(path: string, opts?: RequestOptions): Promise<T>;
export async function api<T>(path: string, opts: RequestOptions & { schema?: z.ZodType } = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      credentials: 'include',
      signal: opts.signal,
      headers: {
        accept: 'application/json',
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(opts.ifMatch ? { 'if-match': opts.ifMatch } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError({
      name: 'NetworkError',
      error: 'NETWORK',
      message: (err as Error).message || 'Network error',
      status: 0,
    });
  }
  if (res.status === 204) return undefined as T;
  const etag = res.ok ? res.headers.get('etag') : null;
  if (etag) rememberEtag(path, etag);
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ErrorBody>;
    throw new ApiError({
      ...body,
      message: body.message ?? res.statusText ?? 'Request failed',
      status: res.status,
      retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    });
  }
  return (opts.schema ? checkPayload(opts.schema, data, path) : data) as T;
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
