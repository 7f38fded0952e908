import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newAvatarVideoDoc, updateSegment, type TimelineDoc } from '../packages/timeline/src/index.js';
import { LocalAvatarRenderer } from '../packages/engine/src/avatar/index.js';
import { DirCache } from '../packages/engine/src/cache/dir-cache.js';
import { renderTimeline } from '../packages/engine/src/render/pipeline.js';
import { createSpeechRegistry } from '../packages/engine/src/speech/index.js';

/**
 * A one-minute 720p 9:16 avatar video rendered cold (empty cache), then again after editing one
 * sentence. The aims: cold at least 4x faster than real time on 2 cores, and the one-sentence
 * re-render under a quarter of the cold time.
 */
const SCRIPT = [
  'Welcome to this short tour of Framecast, a video studio you can host on your own machine.',
  'You write a script, choose one of the illustrated avatars, and pick a voice that suits it.',
  'The render pipeline turns every sentence into speech first, then draws the avatar speaking it.',
  'Each sentence becomes its own small video clip, encoded once and kept in a cache.',
  'When you change a single line, only that line is spoken and drawn again.',
  'The other clips are joined back together without encoding them a second time.',
  'Subtitles are burned into each clip, split into short chunks that follow the voice.',
  'Background music is looped to the right length and ducked whenever someone speaks.',
  'A logo can sit in any corner, and free plans get a small watermark in the corner.',
  'Progress is reported as one number from zero to one hundred across every stage.',
  'At the end you get the video, a thumbnail for the list, and a short preview clip.',
  'Everything runs on the processor, so a laptop is enough to try it out today.',
  'Thanks for watching, and have fun making your own videos with Framecast.',
];

/** CPU seconds of this process and its finished children (ffmpeg, espeak-ng), from /proc (Linux). */
function cpuSeconds(): number {
  const self = process.cpuUsage();
  let children = 0;
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in ticks of 1/100 s
  } catch {
    // not Linux: children unknown
  }
  return (self.user + self.system) / 1e6 + children;
}

async function render(doc: TimelineDoc, cacheDir: string, workDir: string) {
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const result = await renderTimeline({
    doc,
    speech: createSpeechRegistry({ onVoicesError: () => {} }),
    avatars: new LocalAvatarRenderer({ recycleFrames: true }),
    cache: new DirCache(cacheDir),
    resolveMedia: async (ref) => ref,
    workDir,
    watermark: true,
    threads: Number(process.env.BENCH_THREADS ?? 2),
    preset: process.env.BENCH_PRESET,
  });
  return { result, seconds: (performance.now() - started) / 1000, cpu: cpuSeconds() - cpuBefore };
}

export async function benchRender(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-render-'));
  try {
    const doc = newAvatarVideoDoc({ aspectRatio: '9:16', resolution: '720p', avatar: 'maya/support', voice: 'espeak:en-us+f3', script: SCRIPT.join(' ') });
    const cacheDir = path.join(root, 'cache');
    const cold = await render(doc, cacheDir, path.join(root, 'cold'));
    const middle = doc.scenes[Math.floor(doc.scenes.length / 2)].script[0];
    const edited = updateSegment(doc, middle.id, { text: 'When you change one sentence, only that sentence is spoken and drawn again.' });
    const warm = await render(edited, cacheDir, path.join(root, 'edit'));

    const line = (name: string, r: typeof cold) => {
      const s = r.result.stats;
      return (
        `${name}: ${r.seconds.toFixed(2)} s for ${r.result.durationSec.toFixed(1)} s of video (${(r.result.durationSec / r.seconds).toFixed(2)}x real time), ` +
        `${r.cpu.toFixed(1)} CPU-s; speech ${s.speechSynthesized} new / ${s.speechCached} cached, clips ${s.clipsRendered} new / ${s.clipsCached} cached`
      );
    };
    const coldRatio = cold.result.durationSec / cold.seconds;
    const editShare = warm.seconds / cold.seconds;
    return [
      `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg()[0].toFixed(1)} (other work slows the wall-clock figures much more than the CPU-s)`,
      line('cold render', cold),
      line('one-sentence edit', warm),
      `cold speed: ${coldRatio.toFixed(2)}x real time (aim >= 4x) ${coldRatio >= 4 ? 'OK' : 'BELOW AIM'}; ` +
        `CPU-bound floor on ${os.cpus().length} idle cores: ${(cold.cpu / os.cpus().length).toFixed(1)} s (${(cold.result.durationSec / (cold.cpu / os.cpus().length)).toFixed(2)}x)`,
      `edit / cold: ${editShare.toFixed(2)} (aim < 0.25) ${editShare < 0.25 ? 'OK' : 'ABOVE AIM'}`,
    ].join('\n');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
