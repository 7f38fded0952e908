/** Runs one producer per key at a time; callers asking for a key being produced share its promise. */
export class SingleFlight<T> {
  private running = new Map<string, Promise<T>>();
  run(key: string, produce: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const p = produce().finally(() => this.running.delete(key));
    this.running.set(key, p);
    return p;
  }
  /** Whether the key is being produced now. */
  has(key: string): boolean {
    return this.running.has(key);
  }
}
