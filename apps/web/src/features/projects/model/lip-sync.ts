import type { ProjectDetail } from '@framecast/contract';

/**
 * Lip-sync boost on the video page (spec 001 §4): a rendered video with an avatar (a look, a talking
 * photo or a custom avatar) can be re-rendered with photorealistic lip sync, paid with lip-sync minutes.
 */
export const canLipSync = (project: Pick<ProjectDetail, 'status' | 'video_url' | 'document'>): boolean =>
  project.status === 'rendered' && !!project.video_url && project.document.scenes.some((s) => s.layers.some((l) => l.type === 'avatar'));

/** Seconds of minutes the whole video takes (the server rounds up the same way). */
export const boostSeconds = (duration: number): number => Math.max(1, Math.ceil(duration));

/** The balance covers the whole video: confirm and boost; otherwise buy a package first (no partial boosts). */
export const boostStep = (balanceSeconds: number, videoSeconds: number): 'confirm' | 'buy' => (balanceSeconds >= videoSeconds ? 'confirm' : 'buy');
