export * from './types.js';
export * from './speech/index.js';
export * from './avatar/index.js';
export { DirCache } from './cache/dir-cache.js';
export { canonicalJson, fileHash, stepKey } from './cache/hash.js';
export { FfmpegError, runFfmpeg, type FfmpegRun } from './compose/ffmpeg.js';
export { probeMedia, type MediaInfo } from './compose/probe.js';
export { renderTimeline, type RenderTimelineOptions, type RenderTimelineResult } from './render/pipeline.js';
export { STAGES as RENDER_STAGES, type Stage as RenderStage } from './render/progress.js';
