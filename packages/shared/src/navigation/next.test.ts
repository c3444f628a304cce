import { describe, expect, it } from 'vitest';
import { encodeNext, safeNext } from './next';

describe('encodeNext', () => {
  it('encodes the whole path with its query', () => {
    expect(encodeNext('/dashboard/selling?tab=a&b=1')).toBe('%2Fdashboard%2Fselling%3Ftab%3Da%26b%3D1');
    expect(decodeURIComponent(encodeNext('/x y#h'))).toBe('/x y#h');
  });
});

describe('safeNext', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeNext('/dashboard/selling')).toBe('/dashboard/selling');
    expect(safeNext('/my-garage/1?tab=photos#top')).toBe('/my-garage/1?tab=photos#top');
    expect(safeNext('/')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dashboard'],
    ['backslash host', '/\\evil.com'],
    ['backslash inside', '/a\\b'],
    ['scheme', 'https://evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'dashboard'],
    ['tab trick', '/\t/evil.com'],
    ['newline', '/a\nb'],
    ['space', '/a b'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('rejects %s', (_label, raw) => {
    expect(safeNext(raw)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
  });
});
