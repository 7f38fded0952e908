/**
 * Record-your-own consent (spec 001 §9): the camera and microphone are asked for, the live picture
 * shows, a recording runs up to CUSTOM_RECORDING_SECONDS with a countdown, then plays back to be kept
 * or recorded again. The states and their moves, free of the browser so they can be tested.
 */
export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'live' }
  | { phase: 'recording'; startedAt: number }
  | { phase: 'recorded'; seconds: number }
  /** The camera or microphone was refused, is missing, or is busy in another app. */
  | { phase: 'blocked'; problem: DeviceProblem };

export type DeviceProblem = 'denied' | 'missing' | 'busy' | 'unsupported';

export type RecorderEvent =
  | { type: 'ask' }
  | { type: 'granted' }
  | { type: 'refused'; problem: DeviceProblem }
  | { type: 'start'; at: number }
  | { type: 'stopped'; at: number }
  /** Back to the live picture to record again. */
  | { type: 'again' }
  | { type: 'close' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'ask':
      return state.phase === 'idle' || state.phase === 'blocked' ? { phase: 'asking' } : state;
    case 'granted':
      return state.phase === 'asking' ? { phase: 'live' } : state;
    case 'refused':
      return { phase: 'blocked', problem: event.problem };
    case 'start':
      return state.phase === 'live' ? { phase: 'recording', startedAt: event.at } : state;
    case 'stopped':
      return state.phase === 'recording' ? { phase: 'recorded', seconds: Math.max(0, Math.round((event.at - state.startedAt) / 1000)) } : state;
    case 'again':
      return state.phase === 'recorded' ? { phase: 'live' } : state;
    case 'close':
      return { phase: 'idle' };
  }
}

/** Whole seconds left of a recording begun at `startedAt`; 0 means it must stop. */
export const secondsLeft = (startedAt: number, now: number, limit: number): number => Math.max(0, limit - Math.floor((now - startedAt) / 1000));

/** "0:07" */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What getUserMedia's refusal means for the person: the DOMException names the browsers use. */
export function deviceProblem(error: unknown): DeviceProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  if (name === 'TypeError') return 'unsupported';
  // NotAllowedError, PermissionDeniedError, SecurityError and anything unknown: the browser said no.
  return 'denied';
}

/** The first container the browser can record that the consent_video rule takes (webm; mp4 in Safari). */
export function recordingType(isSupported: (type: string) => boolean): { mime: string; extension: 'webm' | 'mp4' } | null {
  for (const mime of ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4']) {
    if (isSupported(mime)) return { mime, extension: mime.startsWith('video/mp4') ? 'mp4' : 'webm' };
  }
  return null;
}
