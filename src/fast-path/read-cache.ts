/**
 * Reads kept in this process, each under the version it was read at: the caller reads the version (the keys'
 * version, a cached answer's read versions) before the value, so a value is never older than the version it is kept
 * under, and asks with the version it sees now. An undefined version keeps and finds nothing. Entries are
 * bounded: the one read longest ago goes first.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();
  /** Reads under way, one per key (bounded by the requests in flight). */
  private readonly reading = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly capacity: number) {}

  /** What is kept under `key` for `version` (read before), if anything. */
  get(key: string, version: string | undefined): T | undefined {
    const hit = version === undefined ? undefined : this.entries.get(key);
    return hit !== undefined && hit.version === version ? hit.value : undefined;
  }

  /** Keeps `value`, read after `version` was, under `key`. */
  set(key: string, version: string | undefined, value: T): void {
    if (version === undefined) return;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, value });
  }

  /**
   * The value kept under `key` for `version`, else `read()`'s, then kept. Reads of the same key under the same
   * version share one read: after a write, the requests of every open connection would otherwise all read the store
   * again at once (each read starts after its version was read, so a shared one is never older than the version).
   */
  async through(key: string, version: string | undefined, read: () => Promise<T>): Promise<T> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    if (version === undefined) return read();
    const flying = this.reading.get(key);
    if (flying !== undefined && flying.version === version) return flying.value;
    const value = read();
    this.reading.set(key, { version, value });
    try {
      const settled = await value;
      this.set(key, version, settled);
      return settled;
    } finally {
      if (this.reading.get(key)?.value === value) this.reading.delete(key);
    }
  }
}
