import type { UrlAnalysis } from '@framecast/contract';

/**
 * A bar for work whose server does not say how far it is (0-95): it creeps towards 95 over the expected
 * time, fast at first and slower after, and never reaches the end on its own.
 */
export function creepPercent(elapsedMs: number, expectedSeconds: number): number {
  return 95 * (1 - Math.exp((-2.5 * Math.max(0, elapsedMs)) / (Math.max(1, expectedSeconds) * 1000)));
}

/** Least a stage has reached, in percent: the bar never goes back when the server says more is done. */
const STAGE_FLOOR: Record<UrlAnalysis['stage'], number> = { fetching: 0, reading: 30, media: 50, done: 100 };

/**
 * The analysis bar (0-100): it creeps towards 95 over the expected time (the server does not say how
 * far it is within a stage) and jumps to each stage's floor; 100 only when done.
 */
export function analysisProgress(elapsedMs: number, expectedSeconds: number, stage: UrlAnalysis['stage']): number {
  if (stage === 'done') return 100;
  return Math.round(Math.max(STAGE_FLOOR[stage], creepPercent(elapsedMs, expectedSeconds)));
}
