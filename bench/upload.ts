import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A 1 GB video uploaded through the local adapter (tus, 8 MB chunks) to a server in its own process,
 * then completed (magic bytes, ffprobe, hash, move into storage). Reports throughput and the server's
 * memory: resident size before, peak (VmHWM) during, and the growth. The aim: growth < 100 MB.
 */
/** Just under the video-translation rule's 1 GB cap. */
const TARGET_BYTES = 1000 * 1024 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

/** Noise does not compress: ~29 s of lossless 720p noise with a tone is about 1 GB (and passes the video-translation rule). */
function bigVideo(): string {
  const file = path.join(os.tmpdir(), 'framecast-bench-1gb.mp4');
  if (fs.existsSync(file) && fs.statSync(file).size >= TARGET_BYTES * 0.9) return file;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    "nullsrc=s=1280x720:r=25,geq=lum='random(1)*255':cb=128:cr=128",
    '-f',
    'lavfi',
    '-i',
    'sine=d=40',
    '-fs',
    String(TARGET_BYTES),
    '-t',
    '40',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-qp',
    '0',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Resident and peak resident memory of a process, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export async function benchUpload(): Promise<string> {
  const file = bigVideo();
  const size = fs.statSync(file).size;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-upload-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => d.toString().includes('is running') && resolve());
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const json = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      });
      const out = (await res.json()) as { code: number; msg: string; data: any };
      if (out.code !== 0) throw new Error(`${p}: ${out.code} ${out.msg}`);
      return out.data;
    };
    const { token } = await json('/v1/auth/guest', {});
    const before = memoryOf(server.pid!);
    const started = performance.now();
    const target = await json('/common/upload/oss_sign', { tool: 'video_translation', filename: 'bench.mp4', size }, token);
    const tus = { 'tus-resumable': '1.0.0', ...target.headers };
    const created = await fetch(`http://127.0.0.1:${port}${target.url}`, { method: 'POST', headers: { ...tus, 'upload-length': String(size) } });
    const location = new URL(created.headers.get('location')!, `http://127.0.0.1:${port}`).toString();
    let peak = before.peak;
    let maxRss = before.rss;
    const sampler = setInterval(() => (maxRss = Math.max(maxRss, memoryOf(server.pid!).rss)), 50);
    for (let offset = 0; offset < size; offset += target.chunk_bytes) {
      const end = Math.min(size, offset + target.chunk_bytes);
      const body = fs.createReadStream(file, { start: offset, end: end - 1 });
      const res = await fetch(location, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) },
        body: body as any,
        duplex: 'half',
      } as RequestInit);
      if (res.status !== 204) throw new Error(`PATCH ${res.status} ${await res.text()}`);
      peak = Math.max(peak, memoryOf(server.pid!).peak);
    }
    const sent = performance.now();
    const asset = await json('/common/upload/complete', { upload_id: target.upload_id }, token);
    const done = performance.now();
    peak = Math.max(peak, memoryOf(server.pid!).peak);
    clearInterval(sampler);
    const stored = path.join(dataDir, 'files', ...String(asset.url).split('/files/')[1]!.split('?')[0]!.split('/'));
    const same = (await sha256(stored)) === (await sha256(file));
    const mb = size / 1024 / 1024;
    return [
      `file: ${mb.toFixed(0)} MB video (${asset.meta.width}x${asset.meta.height}, ${asset.meta.duration.toFixed(1)} s), stored intact: ${same}`,
      `upload (tus, ${target.chunk_bytes / 1024 / 1024} MB chunks): ${((sent - started) / 1000).toFixed(1)} s = ${(mb / ((sent - started) / 1000)).toFixed(0)} MB/s`,
      `complete (magic bytes, ffprobe, sha-256, move): ${((done - sent) / 1000).toFixed(1)} s`,
      `server memory: ${before.rss.toFixed(0)} MB resident before; during: ${maxRss.toFixed(0)} MB highest sampled resident (growth ${(maxRss - before.rss).toFixed(0)} MB), ${peak.toFixed(0)} MB kernel peak VmHWM (growth ${(peak - before.rss).toFixed(0)} MB); aim < 100 MB`,
    ].join('\n');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
