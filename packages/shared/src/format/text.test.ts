import { describe, expect, it } from 'vitest';
import { shortTitle, shorten } from './text';

describe('shortTitle', () => {
  it('keeps titles of 25 characters or fewer', () => {
    expect(shortTitle('2018 Honda Civic EX')).toBe('2018 Honda Civic EX');
    expect(shortTitle('x'.repeat(25))).toBe('x'.repeat(25));
  });

  it('cuts longer titles to 25 characters, ellipsis included', () => {
    const cut = shortTitle('2018 Honda Civic EX Sedan with low miles');
    expect(cut).toBe('2018 Honda Civic EX Seda…');
    expect(cut.length).toBeLessThanOrEqual(25);
  });

  it('handles missing titles and other limits', () => {
    expect(shortTitle(null)).toBe('');
    expect(shortTitle('abcdef', 4)).toBe('abc…');
  });
});

describe('shorten', () => {
  it('middle-truncates to 13 characters keeping 4 trailing', () => {
    expect(shorten('1HGCM82633A004352')).toBe('1HGCM826…4352');
    expect(shorten('1HGCM82633A004352')).toHaveLength(13);
    expect(shorten('short')).toBe('short');
  });

  it('takes other lengths', () => {
    expect(shorten('abcdefghijklmnop', 8, 2)).toBe('abcde…op');
    expect(shorten(undefined)).toBe('');
  });
});
