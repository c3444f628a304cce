import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, parseRetryAfter } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('api errors', () => {
  it('carries the Retry-After header as retryAfter seconds', async () => {
    reply(429, { error: 'RATE_LIMITED', message: 'Too many attempts.', status: 429 }, { 'retry-after': '900' });
    const err = await failure(api('/v1/auth', { method: 'POST', body: {} }));
    expect(err).toMatchObject({ error: 'RATE_LIMITED', status: 429, retryAfter: 900 });
  });

  it('leaves retryAfter undefined without the header', async () => {
    reply(400, { error: 'VALIDATION', message: 'Bad input', status: 400 });
    const err = await failure(api('/v1/user'));
    expect(err.retryAfter).toBeUndefined();
    expect(err.message).toBe('Bad input');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-01-02T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Fri, 02 Jan 2026 10:15:00 GMT', now)).toBe(900);
    expect(parseRetryAfter('Fri, 02 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
