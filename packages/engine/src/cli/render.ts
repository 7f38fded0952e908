import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateTimeline, validateTimeline } from '@framecast/timeline';
import { LocalAvatarRenderer } from '../avatar/index.js';
import { DirCache } from '../cache/dir-cache.js';
import { renderTimeline } from '../render/pipeline.js';
import { createSpeechRegistry } from '../speech/index.js';
import { parseRenderArgs } from './args.js';
import { localMediaResolver } from './local-media.js';

/**
 * `npm run render -- <document.json> <out.mp4> [--watermark] [--cache <dir>]`: renders a timeline
 * document with no server and no database. Writes <out>.mp4, <out>.jpg (thumbnail) and
 * <out>.preview.mp4 beside it.
 */
const BUILTIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../examples/media');

async function main(): Promise<void> {
  const args = parseRenderArgs(process.argv.slice(2), process.cwd());
  const docPath = path.resolve(args.document);
  const doc = migrateTimeline(JSON.parse(await fs.readFile(docPath, 'utf8')));
  const issues = validateTimeline(doc);
  if (issues.length) throw new Error(`The document has problems:\n${issues.map((i) => `  ${i.path || '(document)'}: ${i.message}`).join('\n')}`);

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'framecast-render-'));
  const started = performance.now();
  let lastLine = '';
  try {
    const result = await renderTimeline({
      doc,
      speech: createSpeechRegistry({ httpUrl: process.env.ENGINE_TTS_URL, httpKey: process.env.ENGINE_TTS_KEY, httpModel: process.env.ENGINE_TTS_MODEL }),
      // runFfmpeg writes each frame out before asking for the next, so frame buffers can be reused.
      avatars: new LocalAvatarRenderer({ recycleFrames: true }),
      cache: new DirCache(path.resolve(args.cacheDir)),
      resolveMedia: localMediaResolver(path.dirname(docPath), BUILTIN_DIR),
      workDir,
      watermark: args.watermark,
      threads: args.threads,
      preset: args.preset,
      onProgress: (fraction, stage) => {
        const line = `${String(Math.floor(fraction * 20) * 5).padStart(3)}% ${stage}`;
        if (line !== lastLine) console.log((lastLine = line));
      },
    });
    if (!lastLine.startsWith('100%')) console.log('100% done');
    const out = path.resolve(args.output);
    const stem = out.replace(/\.mp4$/i, '');
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.copyFile(result.videoPath, out);
    await fs.copyFile(result.thumbnailPath, `${stem}.jpg`);
    await fs.copyFile(result.previewPath, `${stem}.preview.mp4`);
    const seconds = (performance.now() - started) / 1000;
    const { stats } = result;
    console.log(
      [
        `Wrote ${out} (${result.width}x${result.height}, ${(result.sizeBytes / 1e6).toFixed(2)} MB), ${stem}.jpg, ${stem}.preview.mp4`,
        `Video ${result.durationSec.toFixed(2)} s rendered in ${seconds.toFixed(2)} s: ${(result.durationSec / seconds).toFixed(2)}x real time`,
        `Speech: ${stats.speechSynthesized} synthesized, ${stats.speechCached} cached. Clips: ${stats.clipsRendered} rendered, ${stats.clipsCached} cached.`,
      ].join('\n'),
    );
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
