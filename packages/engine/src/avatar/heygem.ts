import { randomUUID, createHash } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { encodeWav } from '../speech/wav.js';
import type { AvatarClip, AvatarClipRequest, AvatarPixelFormat, AvatarRenderer } from '../types.js';
import { mediaRef, parseEnvelope, queryState, resultCandidates, submitBody, submitOutcome, TalkingHeadError, type HeygemEnvelope } from './heygem-protocol.js';
import { LocalAvatarRenderer } from './local-renderer.js';
import { loadSpeechAudio } from './mouth-track.js';

/**
 * Talking heads from an external HeyGem / Duix.Avatar face2face service (docs/talking-head-protocol.md).
 * The service reads and writes files in a volume it shares with us, so we stage the driving audio and
 * the avatar's source video (our illustrated avatar, idle, drawn locally) there and pass their names.
 */

export interface HeygemOptions {
  /** ENGINE_TALKING_HEAD_URL, e.g. http://heygem:8383. */
  baseUrl: string;
  /** ENGINE_TALKING_HEAD_DATA_DIR: our path to the volume the service mounts as its data root. */
  dataDir: string;
  /** ENGINE_TALKING_HEAD_CONTAINER_DIR: when set, files are named by absolute container path under it. */
  containerDataDir?: string;
  pollMs?: number;
  /** Wait between submits while the service is busy with someone else's job. */
  busyRetryMs?: number;
  timeoutMs?: number;
  /** Seconds of idle source video (looped back and forth by the service). */
  sourceSeconds?: number;
  local?: AvatarRenderer;
}

export function heygemOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HeygemOptions | null {
  const baseUrl = env.ENGINE_TALKING_HEAD_URL;
  if (!baseUrl) return null;
  const dataDir = env.ENGINE_TALKING_HEAD_DATA_DIR;
  if (!dataDir) throw new Error('ENGINE_TALKING_HEAD_URL is set but ENGINE_TALKING_HEAD_DATA_DIR (the shared data volume) is not');
  return { baseUrl, dataDir, containerDataDir: env.ENGINE_TALKING_HEAD_CONTAINER_DIR || undefined };
}

/** The speech placed after `leadIn` seconds of silence and padded to `totalSec`. */
export function padSpeech(samples: Int16Array, sampleRate: number, leadIn: number, totalSec: number): Int16Array {
  const lead = Math.round(Math.max(0, leadIn) * sampleRate);
  const total = Math.max(lead + samples.length, Math.round(totalSec * sampleRate));
  const out = new Int16Array(total);
  out.set(samples.subarray(0, total - lead), lead);
  return out;
}

export function sourceVideoArgs(width: number, height: number, fps: number, out: string, pixelFormat: AvatarPixelFormat = 'rgba'): string[] {
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    pixelFormat,
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    out,
  ];
}

export class HeygemAvatarRenderer implements AvatarRenderer {
  readonly id = 'heygem';
  readonly version: string;
  private readonly local: AvatarRenderer;

  constructor(private readonly opts: HeygemOptions) {
    this.local = opts.local ?? new LocalAvatarRenderer({ cacheBytes: 64 * 1024 * 1024, recycleFrames: true });
    this.version = `heygem-1+${this.local.version}`;
  }

  async prepare(avatar: string, file: string): Promise<void> {
    await this.local.prepare?.(avatar, file);
  }

  continuous(avatar: string): boolean {
    return this.local.continuous?.(avatar) ?? false;
  }

  /** The source video is our own avatar, so its shape is the local renderer's. */
  aspect(avatar: string): number {
    return this.local.aspect(avatar);
  }

  async clip(req: AvatarClipRequest): Promise<AvatarClip> {
    // Throws for an avatar the local side does not know, before anything is sent.
    this.local.aspect(req.avatar);
    // Nothing to lip-sync: our own idle animation is what the service would loop anyway.
    if (!req.speech) return this.local.clip({ ...req, removeBackground: false });
    const temp = join(this.opts.dataDir, 'temp');
    await mkdir(temp, { recursive: true });
    const code = randomUUID();
    const video = await this.stageSource(req, temp);
    const audio = `framecast-${code}.wav`;
    const speech = await loadSpeechAudio(req.speech);
    await writeFile(join(temp, audio), encodeWav(padSpeech(speech.samples, speech.sampleRate, req.leadIn, req.frames / req.fps), speech.sampleRate));
    try {
      const result = await this.run(code, mediaRef(audio, this.opts.containerDataDir), mediaRef(video, this.opts.containerDataDir));
      return { kind: 'file', path: await this.locate(result), hasAlpha: false };
    } finally {
      await rm(join(temp, audio), { force: true });
    }
  }

  /** The look's idle clip as the "model video", made once per look, emotion and size. */
  private async stageSource(req: AvatarClipRequest, temp: string): Promise<string> {
    const seconds = Math.min(this.opts.sourceSeconds ?? 6, Math.max(1, req.frames / req.fps));
    const key = createHash('sha256')
      .update(JSON.stringify([this.local.version, req.avatar, req.emotion, req.width, req.height, req.fps, seconds]))
      .digest('hex');
    const name = `framecast-src-${key.slice(0, 20)}.mp4`;
    const path = join(temp, name);
    if (
      await access(path).then(
        () => true,
        () => false,
      )
    )
      return name;
    const clip = await this.local.clip({ ...req, speech: undefined, leadIn: 0, frames: Math.round(seconds * req.fps), removeBackground: false });
    if (clip.kind !== 'frames') throw new Error('Local renderer gave no frames');
    const partial = `${path}.${process.pid}.part`;
    await runFfmpeg({ args: sourceVideoArgs(req.width, req.height, req.fps, partial, clip.pixelFormat), inputs: { 0: clip.frames }, timeoutMs: 300_000 });
    await rename(partial, path);
    return name;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HeygemEnvelope> {
    const url = new URL(path, this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : `${this.opts.baseUrl}/`);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new TalkingHeadError(`Talking-head service at ${this.opts.baseUrl} is unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new TalkingHeadError(`Talking-head service answered HTTP ${res.status}: ${text.slice(0, 200)}`);
    return parseEnvelope(text);
  }

  /** Submits (waiting while the service is busy), then polls; the first terminal answer is the answer. */
  private async run(code: string, audio: string, video: string): Promise<string> {
    const deadline = Date.now() + (this.opts.timeoutMs ?? 30 * 60_000);
    const pollMs = this.opts.pollMs ?? 2000;
    const wait = async (ms: number) => {
      if (Date.now() + ms > deadline) throw new TalkingHeadError(`Talking-head job ${code} did not finish within ${this.opts.timeoutMs ?? 1_800_000} ms`);
      await sleep(ms);
    };
    while (submitOutcome(await this.call('POST', 'easy/submit', submitBody(audio, video, code))).kind === 'busy') {
      await wait(this.opts.busyRetryMs ?? 5000);
    }
    let seenRunning = false;
    let missing = 0;
    for (;;) {
      await wait(pollMs);
      const state = queryState(await this.call('GET', `easy/query?code=${encodeURIComponent(code)}`));
      if (state.kind === 'done') return state.result;
      if (state.kind === 'failed') throw new TalkingHeadError(`Talking-head job failed: ${state.message}`);
      if (state.kind === 'running') {
        seenRunning = true;
        missing = 0;
        continue;
      }
      // The server forgets a job once its end has been read, or when it restarts: after a run that means lost.
      if (seenRunning || ++missing >= 3) throw new TalkingHeadError(`Talking-head job ${code} was lost by the service (10004 task not found)`);
    }
  }

  private async locate(result: string): Promise<string> {
    const candidates = resultCandidates(this.opts.dataDir, result, this.opts.containerDataDir);
    for (const c of candidates)
      if (
        await access(c).then(
          () => true,
          () => false,
        )
      )
        return c;
    throw new TalkingHeadError(`Talking-head result "${result}" not found in the shared volume (looked at ${candidates.join(', ')})`);
  }
}
