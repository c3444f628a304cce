/**
 * A small in-memory LRU of finished report files (decision 039). Built-in reports are keyed by the listing and a
 * hash of the facts they were drawn from, so any change (a new disclosure, a price edit) makes a new file and an
 * unchanged car is served without drawing again; VinAudit's PDFs are keyed by VIN for a day (a pull is paid for).
 */
export class ReportCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (now - hit.at > this.ttlMs) return undefined;
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
