import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newTalkingPhotoDoc } from '../packages/timeline/src/index.js';
import { LocalAvatarRenderer, renderLookPreview } from '../packages/engine/src/avatar/index.js';
import { DirCache } from '../packages/engine/src/cache/dir-cache.js';
import { renderTimeline } from '../packages/engine/src/render/pipeline.js';
import { createSpeechRegistry } from '../packages/engine/src/speech/index.js';
import { AvatarRouter, TalkingPhotoRenderer } from '../packages/engine/src/talking-photo/index.js';

/**
 * About 30 s of 720p (16:9) talking photo, rendered cold through the whole pipeline (speech, face mesh,
 * per-frame warp, subtitles, encode), as a ratio to real time. The aim: at least 1x on 2 cores.
 * The photo is one of our illustrated looks drawn as a 3:4 portrait, so the face is large in the frame.
 */
const SCRIPT =
  'Hello, and welcome to Framecast. This video was made from a single photo. ' +
  'The face was found once, and its mesh of four hundred and sixty eight points now moves with every word. ' +
  'The jaw drops and the lips part with the loudness of the voice, the corners spread and round with each sound, ' +
  'the eyes blink now and then, and the head sways a little, the way people do when they talk. ' +
  'Everything runs on the processor of this machine, with no graphics card and no service to call. ' +
  'Thanks for watching, and try it with a photo of your own.';

export async function benchTalkingPhoto(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-photo-'));
  try {
    const photo = path.join(root, 'portrait.png');
    await renderLookPreview('maya/support', 'neutral', photo, 900);
    const doc = newTalkingPhotoDoc({
      aspectRatio: '16:9',
      resolution: '720p',
      photo: 'file:portrait.png',
      photoAspect: 0.75,
      face: { x: 0.5, y: 0.32 },
      voice: 'espeak:en-us+f3',
      script: SCRIPT,
    });
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const result = await renderTimeline({
      doc,
      speech: createSpeechRegistry({ onVoicesError: () => {} }),
      avatars: new AvatarRouter(new LocalAvatarRenderer({ recycleFrames: true }), new TalkingPhotoRenderer()),
      cache: new DirCache(path.join(root, 'cache')),
      resolveMedia: async () => photo,
      workDir: path.join(root, 'work'),
      watermark: false,
      threads: Number(process.env.BENCH_THREADS ?? 2),
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const ratio = result.durationSec / seconds;
    return [
      `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg()[0].toFixed(1)}`,
      `talking photo 1280x720: ${seconds.toFixed(2)} s for ${result.durationSec.toFixed(1)} s of video; this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU-s (ffmpeg's is extra)`,
      `speed: ${ratio.toFixed(2)}x real time (aim >= 1x) ${ratio >= 1 ? 'OK' : 'BELOW AIM'}`,
    ].join('\n');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
