import { readJson, writeJson, writeStorage } from '../../../lib/browser-storage';

/**
 * A value kept in localStorage under `key`, read through `normalize` (anything stored by an older version, another
 * tab or a hand edit becomes a valid value), shared by every component that subscribes, and kept in step with other
 * tabs through the `storage` event. For useSyncExternalStore: `get` returns the same object until the value changes.
 */
export function localStore<T>(key: string, normalize: (raw: unknown) => T) {
  let cached: { value: T } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const onStorage = (e: StorageEvent) => {
    if (e.key !== key && e.key !== null) return;
    cached = null;
    notify();
  };
  return {
    get(): T {
      cached ??= { value: normalize(readJson<unknown>('local', key)) };
      return cached.value;
    },
    set(value: T | null): void {
      if (value === null) writeStorage('local', key, null);
      else writeJson('local', key, value);
      cached = null;
      notify();
    },
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    /** Tests: forget the cached value. */
    reset(): void {
      cached = null;
    },
  };
}
