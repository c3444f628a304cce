import { describe, expect, it } from 'vitest';
import { RegisterSchema } from '@revy/shared';
import { ApiError } from './api-client';
import { errorMessage, parseForm, retryAfterSeconds } from './form-errors';

const rateLimited = (message: string) => new ApiError({ error: 'RATE_LIMITED', message, status: 429 });

describe('errorMessage', () => {
  it('says how long a rate limit lasts, from the server message', () => {
    expect(retryAfterSeconds(rateLimited('Too many attempts. Try again in 15 minutes.'))).toBe(900);
    expect(errorMessage(rateLimited('Too many attempts. Try again in 15 minutes.'))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(errorMessage(rateLimited('Too many attempts. Try again in 45 seconds.'))).toBe(
      'Too many attempts. Please try again in 45 seconds.',
    );
    expect(errorMessage(rateLimited('slow down'))).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it("prefers the Retry-After seconds the error carries over the server's wording", () => {
    const withHeader = new ApiError({
      error: 'RATE_LIMITED',
      message: 'Try again in 5 seconds.',
      status: 429,
      retryAfter: 900,
    });
    expect(retryAfterSeconds(withHeader)).toBe(900);
    expect(errorMessage(withHeader)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(
      errorMessage(new ApiError({ error: 'RATE_LIMITED', message: 'slow down', status: 429, retryAfter: 45 })),
    ).toBe('Too many attempts. Please try again in 45 seconds.');
  });

  it('names network failures and hides server internals', () => {
    expect(errorMessage(new ApiError({ error: 'NETWORK', message: 'Failed to fetch', status: 0 }))).toMatch(
      /couldn't reach Revy/,
    );
    expect(errorMessage(new ApiError({ error: 'INTERNAL', message: 'db exploded', status: 500 }))).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });
});

describe('parseForm', () => {
  it('reports empty required fields as Required and schema problems per field', () => {
    const r = parseForm(RegisterSchema, { email: 'x', password: '', firstName: ' ', lastName: 'L' }, [
      'password',
      'firstName',
    ]);
    expect(r).toEqual({
      ok: false,
      errors: { password: 'Required', firstName: 'Required', email: 'Enter a valid email address' },
    });
  });
});
