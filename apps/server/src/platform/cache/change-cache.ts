/**
 * A read-through cache for what nearly every request needs (who acts where, user info), dropped the
 * moment a write announces a change to one of the ids an entry depends on (platform/cache/changes.ts).
 *
 * Announcements come from stores, inside the writer's transaction, before it commits. A read that
 * starts after the drop but before the commit would see the old rows and, if cached, keep them. So an
 * announced id stays "unsettled" for SETTLE_MS: entries that depend on it are read fresh and not kept
 * until the window has passed, by when the writer's transaction has committed. A read that was already
 * running when a drop happened finds the id unsettled when it ends, so it is not kept either.
 */
export const SETTLE_MS = 2_000;

export interface Cached<V> {
  value: V;
  /** Ids whose change makes the value stale (its user, space, payer). */
  dependsOn: readonly string[];
  /** When the value expires by itself (a subscription's end), in epoch ms. */
  until: number;
}

export class ChangeCache<V> {
  private readonly entries = new Map<string, Cached<V>>();
  private readonly unsettled = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** The cached value for `key`, else `load()`'s, kept when nothing it depends on changed meanwhile. */
  async get(key: string, load: () => Promise<Omit<Cached<V>, 'until'> & { until?: number }>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const loaded = await load();
    const until = Math.min(loaded.until ?? Number.POSITIVE_INFINITY, now + this.ttlMs);
    if (!this.isUnsettled(key, now) && !loaded.dependsOn.some((id) => this.isUnsettled(id, now))) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value: loaded.value, dependsOn: loaded.dependsOn, until });
    }
    return loaded.value;
  }

  /** Drops every entry keyed by or depending on `id` and keeps it unsettled for SETTLE_MS. */
  drop(id: string): void {
    const now = Date.now();
    this.unsettled.set(id, now + SETTLE_MS);
    if (this.unsettled.size > 10_000) for (const [k, t] of this.unsettled) if (t <= now) this.unsettled.delete(k);
    for (const [key, entry] of this.entries) if (key === id || key.startsWith(`${id}:`) || entry.dependsOn.includes(id)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private isUnsettled(id: string, now: number): boolean {
    const t = this.unsettled.get(id);
    return t !== undefined && t > now;
  }
}

/**
 * The change-aware caches of one server, by name: what the change relay drops entries from. A module
 * asks for its cache by name (the same one on every call) instead of holding process-wide state.
 */
export class CacheSet {
  private readonly caches = new Map<string, ChangeCache<unknown>>();

  named<V>(name: string, ttlMs: number): ChangeCache<V> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new ChangeCache<unknown>(ttlMs)));
    return cache as ChangeCache<V>;
  }

  drop(id: string): void {
    for (const cache of this.caches.values()) cache.drop(id);
  }
}
