import { describe, expect, it } from 'vitest';
import { withNext } from './safe-next';

describe('withNext', () => {
  it('adds next and extra parameters', () => {
    expect(withNext('/auth/register', '/a?b=1', { email: 'x@y.z' })).toBe(
      '/auth/register?email=x%40y.z&next=%2Fa%3Fb%3D1',
    );
  });
  it('leaves the path alone without next', () => {
    expect(withNext('/auth/register', null)).toBe('/auth/register');
  });
});
