/**
 * A bounded in-memory map whose entries expire: the builder content cache and the showroom cache keep their answers
 * in one. Past `maxEntries` the oldest entry goes first; an expired entry is dropped when read.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() >= hit.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` for the map's TTL, or `ttlMs` when shorter. */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: Date.now() + Math.min(ttlMs, this.ttlMs), value });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
