import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../adapters/invalidation-bus';
import { addConfigReads, findConfigByName, type ConfigRow } from './config.repo';

type Entry = { row: ConfigRow | null; at: number };

/**
 * The Config rows the product reads, kept in memory for `ttlMs` (issue 16, decision 028). A change made anywhere is
 * published on the invalidation bus and drops the entry on every instance at once; the TTL is the safety net for a
 * lost message (and the whole mechanism without Redis across instances).
 *
 * Reads are counted here and written in one UPDATE per name every few seconds and on close, so a hot setting never
 * turns each request into a write.
 */
export class SettingsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<ConfigRow | null>>();
  /** Bumped by every invalidation, so a load that started before a change never stores the old row after it. */
  private readonly generations = new Map<string, number>();
  private reads = new Map<string, { n: number; at: Date }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    readonly bus: InvalidationBus | null,
  ) {}

  async row(name: string): Promise<ConfigRow | null> {
    const hit = this.entries.get(name);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.row;
    const pending = this.loading.get(name);
    if (pending) return pending;
    const generation = this.generations.get(name) ?? 0;
    const load = findConfigByName(this.db, name).then((row) => {
      if ((this.generations.get(name) ?? 0) === generation && this.ttlMs > 0)
        this.entries.set(name, { row, at: Date.now() });
      return row;
    });
    this.loading.set(name, load);
    // Whatever happens, the next reader after this one settles starts afresh.
    void load.then(
      () => this.loading.get(name) === load && this.loading.delete(name),
      () => this.loading.get(name) === load && this.loading.delete(name),
    );
    return load;
  }

  invalidate(name: string): void {
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    this.entries.delete(name);
    this.loading.delete(name);
  }

  countRead(name: string, at = new Date()): void {
    const r = this.reads.get(name);
    if (r) {
      r.n += 1;
      r.at = at;
    } else this.reads.set(name, { n: 1, at });
  }

  /** Writes the reads counted since the last flush; counts that fail to write are put back for the next one. */
  async flushReads(): Promise<void> {
    const batch = this.reads;
    this.reads = new Map();
    for (const [name, r] of batch) {
      try {
        await addConfigReads(this.db, name, r.n, r.at);
      } catch (err) {
        const now = this.reads.get(name);
        this.reads.set(name, { n: r.n + (now?.n ?? 0), at: now?.at ?? r.at });
        throw err;
      }
    }
  }
}

// One cache per running app, keyed by its context object: readSetting keeps the signature (ctx) => value, and a
// context without a cache (the CLI, a bare { db } in a test) simply reads the database.
const caches = new WeakMap<object, SettingsCache>();

export function attachSettingsCache(owner: object, cache: SettingsCache): void {
  caches.set(owner, cache);
}

export function settingsCacheOf(owner: object): SettingsCache | undefined {
  return caches.get(owner);
}
