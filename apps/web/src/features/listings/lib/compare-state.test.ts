import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarSnapshot } from './car-snapshot';
import {
  addCar,
  clearCompare,
  COMPARE_FULL_MESSAGE,
  compareHref,
  MAX_COMPARE,
  normalizeCompare,
  parseCompareIds,
  pickForCompare,
  removeCar,
  resetCompareForTests,
  unpickForCompare,
  useCompare,
} from './compare-state';

const car = (id: string, extra: Partial<CarSnapshot> = {}): CarSnapshot => ({
  id,
  title: `Car ${id}`,
  price: 1_000_000,
  files: null,
  place: null,
  distance: null,
  ...extra,
});

describe('compare rules', () => {
  it('adds up to three cars in order and refuses a fourth without changing the three', () => {
    let cars: CarSnapshot[] = [];
    for (const id of ['a', 'b', 'c']) {
      const r = addCar(cars, car(id));
      expect(r).toMatchObject({ added: true, full: false });
      cars = r.cars;
    }
    expect(cars.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    const fourth = addCar(cars, car('d'));
    expect(fourth).toMatchObject({ added: false, full: true });
    expect(fourth.cars.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(MAX_COMPARE).toBe(3);
  });

  it('adding a car already picked keeps its place and refreshes it, even when three are picked', () => {
    const cars = [car('a'), car('b'), car('c')];
    const again = addCar(cars, car('b', { price: 900_000 }));
    expect(again).toMatchObject({ added: false, full: false });
    expect(again.cars.map((c) => [c.id, c.price])).toEqual([
      ['a', 1_000_000],
      ['b', 900_000],
      ['c', 1_000_000],
    ]);
  });

  it('removes by id, and removing what is not there changes nothing', () => {
    expect(removeCar([car('a'), car('b')], 'a').map((c) => c.id)).toEqual(['b']);
    expect(removeCar([car('a')], 'zz').map((c) => c.id)).toEqual(['a']);
    expect(removeCar([], 'a')).toEqual([]);
  });

  it('reads back any stored value as a valid selection: valid cars, once each, three at most', () => {
    expect(normalizeCompare(null)).toEqual([]);
    expect(normalizeCompare('a,b')).toEqual([]);
    expect(normalizeCompare({ id: 'a' })).toEqual([]);
    const stored = [car('a'), { id: 'bad id!', title: 'x' }, car('a'), 42, null, car('b'), car('c'), car('d')];
    expect(normalizeCompare(stored).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(normalizeCompare([{ ...car('a'), price: 'free', place: 7 }])[0]).toMatchObject({ price: null, place: null });
    // Photo addresses from storage are the app's own paths or http(s), never script.
    expect(
      normalizeCompare([
        { ...car('a'), files: { cover300x200: 'javascript:alert(1)', 'cover600x400.jpg': '/f/a.jpg' } },
      ])[0]!.files,
    ).toEqual({ 'cover600x400.jpg': '/f/a.jpg' });
  });

  it('parses a compare address: trimmed, well-formed, once each, three at most with the rest counted', () => {
    expect(parseCompareIds(null)).toEqual({ ids: [], extra: 0 });
    expect(parseCompareIds('')).toEqual({ ids: [], extra: 0 });
    expect(parseCompareIds(' a , b,,a,<x>, c ')).toEqual({ ids: ['a', 'b', 'c'], extra: 0 });
    expect(parseCompareIds('a,b,c,d,e')).toEqual({ ids: ['a', 'b', 'c'], extra: 2 });
    expect(compareHref(['a', 'b'])).toBe('/compare?ids=a,b');
    expect(compareHref([])).toBe('/compare');
  });
});

describe('the compare store (localStorage, per device)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCompareForTests();
  });

  it('keeps the picks across reloads and tells of a refused fourth car until the next change', () => {
    const { result } = renderHook(() => useCompare());
    act(() => {
      for (const id of ['a', 'b', 'c']) expect(pickForCompare(car(id))).toBe(true);
    });
    expect(result.current.cars.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    let ok = true;
    act(() => {
      ok = pickForCompare(car('d'));
    });
    expect(ok).toBe(false);
    expect(result.current.notice).toBe(COMPARE_FULL_MESSAGE);
    expect(result.current.cars).toHaveLength(3);
    act(() => unpickForCompare('b'));
    expect(result.current.notice).toBeNull();
    expect(result.current.cars.map((c) => c.id)).toEqual(['a', 'c']);

    // A reload reads the same picks from storage.
    resetCompareForTests();
    const again = renderHook(() => useCompare());
    expect(again.result.current.cars.map((c) => c.id)).toEqual(['a', 'c']);
    act(() => clearCompare());
    expect(again.result.current.cars).toEqual([]);
    expect(localStorage.getItem('revy__compare')).toBeNull();
  });

  it('follows another tab: a storage event re-reads the picks', () => {
    const { result } = renderHook(() => useCompare());
    localStorage.setItem('revy__compare', JSON.stringify([car('x')]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'revy__compare' }));
    });
    expect(result.current.cars.map((c) => c.id)).toEqual(['x']);
  });

  it('survives storage that is corrupt', () => {
    localStorage.setItem('revy__compare', '{not json');
    const { result } = renderHook(() => useCompare());
    expect(result.current.cars).toEqual([]);
    act(() => {
      pickForCompare(car('a'));
    });
    expect(result.current.cars.map((c) => c.id)).toEqual(['a']);
  });
});
