import { basename, isAbsolute, join, posix } from 'node:path';

/**
 * The HeyGem / Duix.Avatar face2face protocol (ENGINE-PROTOCOLS.md §2): submit a job naming two files
 * in the shared data volume, then poll. Pure helpers, so the quirks are unit-tested without a server.
 */

export const HEYGEM_CODE = {
  success: 10000,
  busy: 10001,
  badParameter: 10002,
  lockFailed: 10003,
  notFound: 10004,
  systemError: 9999,
} as const;

export interface HeygemEnvelope {
  code: number;
  success?: boolean;
  /** A string, or (on submit) the number 10000 — the server passes the enum value by mistake. */
  msg?: string | number;
  data?: Record<string, unknown>;
}

export class TalkingHeadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** The body is JSON whatever the Content-Type says (Flask returns it as text/html). */
export function parseEnvelope(text: string): HeygemEnvelope {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TalkingHeadError(`Talking-head service answered with something that is not JSON: ${text.slice(0, 200)}`);
  }
  const code = Number((body as { code?: unknown })?.code);
  if (!Number.isFinite(code)) throw new TalkingHeadError(`Talking-head answer has no code: ${text.slice(0, 200)}`);
  const b = body as HeygemEnvelope;
  return { code, success: b.success, msg: b.msg, data: b.data && typeof b.data === 'object' ? b.data : undefined };
}

export interface SubmitBody {
  audio_url: string;
  video_url: string;
  code: string;
  chaofen: 0 | 1;
  watermark_switch: 0 | 1;
  pn: 0 | 1;
}

export function submitBody(audio: string, video: string, code: string): SubmitBody {
  // pn=1 loops the short source video back and forth under long audio, as the official client does.
  return { audio_url: audio, video_url: video, code, chaofen: 0, watermark_switch: 0, pn: 1 };
}

export type SubmitOutcome = { kind: 'accepted' } | { kind: 'busy' };

export function submitOutcome(e: HeygemEnvelope): SubmitOutcome {
  if (e.code === HEYGEM_CODE.success) return { kind: 'accepted' };
  if (e.code === HEYGEM_CODE.busy) return { kind: 'busy' };
  throw new TalkingHeadError(`Talking-head service refused the job (${e.code}): ${String(e.msg ?? '')}`, e.code);
}

export type QueryState = { kind: 'running'; progress: number } | { kind: 'done'; result: string } | { kind: 'failed'; message: string } | { kind: 'missing' };

export function queryState(e: HeygemEnvelope): QueryState {
  if (e.code === HEYGEM_CODE.notFound) return { kind: 'missing' };
  if (e.code !== HEYGEM_CODE.success) {
    throw new TalkingHeadError(`Talking-head status check failed (${e.code}): ${String(e.msg ?? '')}`, e.code);
  }
  const d = e.data ?? {};
  const status = Number(d.status);
  if (status === 2) {
    const result = String(d.result ?? '');
    if (!result) throw new TalkingHeadError('Talking-head service finished without naming a result file');
    return { kind: 'done', result };
  }
  if (status === 3) return { kind: 'failed', message: String(d.msg || e.msg || 'no reason given') };
  return { kind: 'running', progress: Math.max(0, Math.min(100, Number(d.progress) || 0)) };
}

/**
 * Where the result may be on our side of the shared volume. Image versions differ: a bare file name in
 * the temp dir, a path relative to the data root, or an absolute container path.
 */
export function resultCandidates(dataDir: string, result: string, containerDataDir?: string): string[] {
  const out: string[] = [];
  let rel = result;
  if (containerDataDir && result.startsWith(posix.join(containerDataDir, '/'))) rel = result.slice(posix.join(containerDataDir, '/').length);
  if (isAbsolute(rel)) out.push(rel);
  else out.push(join(dataDir, rel), join(dataDir, 'temp', rel));
  out.push(join(dataDir, 'temp', basename(rel)), join(dataDir, basename(rel)));
  return [...new Set(out)];
}

/** How a staged file in `<dataDir>/temp` is named to the service: bare (official client) or a container path. */
export function mediaRef(fileName: string, containerDataDir?: string): string {
  return containerDataDir ? posix.join(containerDataDir, 'temp', fileName) : fileName;
}
