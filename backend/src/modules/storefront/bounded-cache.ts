/**
 * A map that keeps the most recently used entries within a count and a byte budget, dropping the
 * least recently used first (a Map iterates in insertion order; a hit moves its entry to the end).
 * With `shrink`, entries over the byte budget are first made smaller, least recently used first
 * (shrink returns what the value holds then), and only dropped when that is not enough.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; shrunk?: boolean }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly shrink?: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** An entry larger than the whole budget is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    this.evict();
  }

  /** What all entries hold together. */
  get bytes(): number {
    return this.totalBytes;
  }

  private evict(): void {
    const fits = () => this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes;
    if (this.shrink && this.totalBytes > this.maxBytes)
      for (const entry of this.entries.values()) {
        if (this.totalBytes <= this.maxBytes) break;
        if (entry.shrunk) continue;
        const bytes = this.shrink(entry.value);
        this.totalBytes += bytes - entry.bytes;
        // Not yet smaller (nothing to let go of yet): tried again on the next eviction.
        entry.shrunk = bytes < entry.bytes;
        entry.bytes = bytes;
      }
    for (const [oldest, entry] of this.entries) {
      if (fits()) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  /**
   * What an entry holds now (its compressed forms made, its page rendered), without making it more
   * recent: the least recently used entries make room, the entry itself too when it is the oldest.
   */
  reweigh(key: string, weigh: (value: V) => number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const bytes = weigh(entry.value);
    this.totalBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    entry.shrunk = false;
    this.evict();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, { value }] of this.entries) if (test(value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
