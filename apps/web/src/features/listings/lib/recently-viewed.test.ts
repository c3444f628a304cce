import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarSnapshot } from './car-snapshot';
import {
  forgetViewed,
  MAX_RECENTLY_VIEWED,
  normalizeRecentlyViewed,
  recordView,
  rememberViewed,
  resetRecentlyViewedForTests,
  useRecentlyViewed,
} from './recently-viewed';

const car = (id: string): CarSnapshot => ({
  id,
  title: `Car ${id}`,
  price: null,
  files: null,
  place: null,
  distance: null,
});

describe('recently viewed rules', () => {
  it('puts the newest view first, once per car, and keeps at most twelve', () => {
    let list = recordView([], car('a'), 1);
    list = recordView(list, car('b'), 2);
    list = recordView(list, car('a'), 3);
    expect(list.map((c) => [c.id, c.viewedAt])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    for (let i = 0; i < 20; i++) list = recordView(list, car(`c${i}`), 10 + i);
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list[0]!.id).toBe('c19');
    expect(list.at(-1)!.id).toBe('c8');
  });

  it('reads back any stored value: valid entries, each car once at its latest view, newest first, capped', () => {
    expect(normalizeRecentlyViewed(undefined)).toEqual([]);
    expect(normalizeRecentlyViewed({})).toEqual([]);
    const stored = [
      { ...car('a'), viewedAt: 5 },
      { ...car('b'), viewedAt: 9 },
      { ...car('a'), viewedAt: 7 },
      { ...car('c') },
      { ...car('d'), viewedAt: Number.NaN },
      { id: '../x', title: 'x', viewedAt: 1 },
      'e',
    ];
    expect(normalizeRecentlyViewed(stored).map((c) => [c.id, c.viewedAt])).toEqual([
      ['b', 9],
      ['a', 7],
    ]);
    const many = Array.from({ length: 30 }, (_, i) => ({ ...car(`x${i}`), viewedAt: i }));
    expect(normalizeRecentlyViewed(many)).toHaveLength(MAX_RECENTLY_VIEWED);
  });
});

describe('the recently viewed store (localStorage, per device)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetRecentlyViewedForTests();
  });

  it('remembers views across reloads, leaves out the page’s own car, and clears', () => {
    const { result } = renderHook(() => useRecentlyViewed('b'));
    act(() => {
      rememberViewed(car('a'), 1);
      rememberViewed(car('b'), 2);
    });
    expect(result.current.map((c) => c.id)).toEqual(['a']);
    resetRecentlyViewedForTests();
    expect(renderHook(() => useRecentlyViewed()).result.current.map((c) => c.id)).toEqual(['b', 'a']);
    act(() => forgetViewed());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem('revy__recently_viewed')).toBeNull();
  });
});
