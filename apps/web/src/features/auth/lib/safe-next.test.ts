import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safe-next';

describe('safeNext', () => {
  it.each(['/listings/1', '/dashboard/selling?tab=2', '/'])('keeps the relative path %s', (v) => {
    expect(safeNext(v)).toBe(v);
  });
  it.each([null, '', 'https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/\tfoo', 'listings'])(
    'drops %s',
    (v) => {
      expect(safeNext(v)).toBeNull();
    },
  );
});

describe('withNext', () => {
  it('adds next and extra parameters', () => {
    expect(withNext('/auth/register', '/a?b=1', { email: 'x@y.z' })).toBe('/auth/register?email=x%40y.z&next=%2Fa%3Fb%3D1');
    expect(withNext('/auth/register', null)).toBe('/auth/register');
  });
});
