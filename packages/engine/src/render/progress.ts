import type { ProgressFn } from '../types.js';

export const STAGES = ['speech', 'clips', 'audio', 'mux', 'thumbnail'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * One 0..1 figure across the render. Stages get fixed shares from the expected cost, estimated up front
 * (clip frames from estimated speech lengths); inside a stage, items are weighted by their own cost and
 * each reports 0..1 — a cached item is done at once. The figure never goes back.
 */
export class RenderProgress {
  private readonly items = new Map<Stage, Map<string, { weight: number; done: number }>>();
  private readonly shares: Record<Stage, number>;
  private reported = 0;
  private lastEmit = 0;

  constructor(
    stageCosts: Record<Stage, number>,
    private readonly onProgress?: ProgressFn,
    /** Minimum ms between two reports (ffmpeg reports twice a second per run, several runs at once). */
    private readonly throttleMs = 100,
  ) {
    const total = STAGES.reduce((sum, s) => sum + Math.max(stageCosts[s], 0), 0) || 1;
    this.shares = Object.fromEntries(STAGES.map((s) => [s, Math.max(stageCosts[s], 0) / total])) as Record<Stage, number>;
  }

  /** Declares a stage's items (id → expected cost) before any of them reports. */
  plan(stage: Stage, items: Record<string, number>): void {
    this.items.set(stage, new Map(Object.entries(items).map(([id, weight]) => [id, { weight: Math.max(weight, 1e-6), done: 0 }])));
  }

  report(stage: Stage, id: string, fraction: number): void {
    const item = this.items.get(stage)?.get(id);
    if (!item) throw new Error(`Unknown progress item ${stage}:${id}`);
    item.done = Math.max(item.done, Math.min(1, Math.max(0, fraction)));
    this.emit(stage, fraction >= 1);
  }

  /** A reporter for one item, for ffmpeg's onProgress. */
  reporter(stage: Stage, id: string): (fraction: number) => void {
    return (fraction) => this.report(stage, id, fraction);
  }

  /** A stage with one item: declares it and returns its reporter. */
  single(stage: Stage): (fraction: number) => void {
    this.plan(stage, { [stage]: 1 });
    return this.reporter(stage, stage);
  }

  private stageFraction(stage: Stage): number {
    const items = this.items.get(stage);
    if (!items?.size) return 0;
    let total = 0;
    let done = 0;
    for (const item of items.values()) {
      total += item.weight;
      done += item.weight * item.done;
    }
    return done / total;
  }

  private emit(stage: Stage, force: boolean): void {
    const fraction = STAGES.reduce((sum, s) => sum + this.shares[s] * this.stageFraction(s), 0);
    if (fraction <= this.reported && !(force && fraction === 1 && this.reported < 1)) return;
    const now = Date.now();
    if (!force && now - this.lastEmit < this.throttleMs) return;
    this.reported = Math.min(1, fraction);
    this.lastEmit = now;
    this.onProgress?.(this.reported, stage);
  }

  get fraction(): number {
    return this.reported;
  }
}

/** Expected seconds of work per unit, to weigh stages against each other (2 cores, rounded). */
export const COST = {
  speechPerChar: 0.003,
  clipPerFrame: 0.008,
  audioPerSecond: 0.004,
  mux: 0.2,
  thumbnail: 0.5,
} as const;
