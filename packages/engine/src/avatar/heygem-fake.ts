import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, isAbsolute, join, posix } from 'node:path';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { wavDurationSec } from '../speech/wav.js';

/**
 * A local stand-in for the HeyGem face2face service, for tests. It copies the documented quirks
 * (ENGINE-PROTOCOLS.md §2, §8): JSON bodies sent as text/html, `msg` as the number 10000 on submit,
 * 10001 while a job runs, status 1 → 2 with `result: "<code>-r.mp4"`, 10004 once a finished job has
 * been read, status 3 on demand. Its "lip sync" muxes the source video (looped) with the audio.
 */

export interface FakeHeygemOptions {
  /** The shared volume, as the service's /code/data. */
  dataDir: string;
  /** The container-side path of dataDir, for absolute paths in requests. */
  containerDataDir?: string;
  /** Minimum time a job stays in status 1. */
  jobMs?: number;
  /** How `result` is written: bare name (default), `temp/<name>`, or an absolute container path. */
  resultStyle?: 'name' | 'temp' | 'container';
}

interface Job {
  code: string;
  started: number;
  done: boolean;
  error?: string;
  output: string;
}

export interface FakeHeygem {
  url: string;
  submits: Record<string, unknown>[];
  queries: number;
  /** The next job ends in status 3 with this message. */
  failNext(message: string): void;
  /** The next job vanishes after its first progress report (as after a service restart). */
  loseNext(): void;
  /** Pretend someone else's job is running for the next `submits` submits, which get 10001. */
  busyNext(submits: number): void;
  close(): Promise<void>;
}

const reply = (res: ServerResponse, body: unknown) => {
  // Flask returns json.dumps(...) as a plain string, hence text/html.
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeHeygem(opts: FakeHeygemOptions): Promise<FakeHeygem> {
  const jobs = new Map<string, Job>();
  let failMessage: string | null = null;
  let lose = false;
  let busySubmits = 0;
  const container = opts.containerDataDir ?? '/code/data';
  const local = (p: string) =>
    isAbsolute(p) ? (p.startsWith(`${container}/`) ? join(opts.dataDir, p.slice(container.length + 1)) : p) : join(opts.dataDir, 'temp', p);
  const jobMs = opts.jobMs ?? 300;
  const state: FakeHeygem = {
    url: '',
    submits: [],
    queries: 0,
    failNext: (m) => void (failMessage = m),
    loseNext: () => void (lose = true),
    busyNext: (n) => void (busySubmits = n),
    close: () => new Promise((r) => server.close(() => r())),
  };

  const run = async (job: Job, audio: string, video: string, fail: string | null) => {
    try {
      if (fail) throw new Error(fail);
      const seconds = await wavDurationSec(audio);
      await runFfmpeg({
        args: [
          '-stream_loop',
          '-1',
          '-i',
          video,
          '-i',
          audio,
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-t',
          String(seconds),
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          job.output,
        ],
        timeoutMs: 120_000,
      });
    } catch (err) {
      job.error = (err as Error).message.split('\n')[0]!;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, job.started + jobMs - Date.now())));
    job.done = true;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/easy/submit') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return reply(res, { code: 9999, success: false, msg: '系统异常', data: {} });
      }
      state.submits.push(body);
      for (const field of ['audio_url', 'video_url', 'code']) {
        if (!body[field]) return reply(res, { code: 10002, success: false, msg: `${field}参数缺失`, data: {} });
      }
      const running = [...jobs.values()].some((j) => !j.done);
      if (running || busySubmits > 0) {
        busySubmits = Math.max(0, busySubmits - 1);
        return reply(res, { code: 10001, success: true, msg: '忙碌中', data: {} });
      }
      const code = String(body.code);
      const job: Job = { code, started: Date.now(), done: false, output: join(opts.dataDir, 'temp', `${code}-r.mp4`) };
      jobs.set(code, job);
      void run(job, local(String(body.audio_url)), local(String(body.video_url)), failMessage);
      failMessage = null;
      return reply(res, { code: 10000, success: true, msg: 10000, data: {} });
    }
    if (req.method === 'GET' && url.pathname === '/easy/query') {
      state.queries++;
      const code = url.searchParams.get('code') ?? '';
      const job = jobs.get(code);
      if (!job) return reply(res, { code: 10004, success: true, msg: '任务不存在', data: {} });
      if (!job.done) {
        if (lose) {
          lose = false;
          jobs.delete(code);
        }
        const progress = Math.min(99, Math.round(((Date.now() - job.started) / jobMs) * 100));
        return reply(res, { code: 10000, success: true, msg: '', data: { code, status: 1, progress, result: '', msg: '' } });
      }
      jobs.delete(code); // terminal states are read once
      if (job.error) return reply(res, { code: 10000, success: true, msg: '', data: { code, status: 3, progress: 0, result: '', msg: job.error } });
      const name = basename(job.output);
      const result = opts.resultStyle === 'temp' ? `temp/${name}` : opts.resultStyle === 'container' ? posix.join(container, 'temp', name) : name;
      return reply(res, { code: 10000, success: true, msg: '', data: { code, status: 2, progress: 100, result, msg: '', cost: 1 } });
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not Found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
