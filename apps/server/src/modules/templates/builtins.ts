import fs from 'node:fs/promises';
import path from 'node:path';
import { MUSIC_MOODS, type MusicMood } from './library/styles.js';
import { musicWav } from './music.js';
import { SAMPLE_IMAGE_COUNT, sampleImagePng } from './samples.js';

/**
 * The media the template library ships as `builtin:` references: the sample product's shots and the
 * music beds. They are made on this machine on first use (each worker makes its own, byte for byte the
 * same) and kept under DATA_DIR/builtin.
 */

const SAMPLE = /^builtin:template\/sample-(\d+)\.png$/;
const MUSIC = /^builtin:music\/([a-z]+)$/;

export function isTemplateBuiltin(ref: string): boolean {
  const sample = SAMPLE.exec(ref);
  if (sample) return Number(sample[1]) >= 1 && Number(sample[1]) <= SAMPLE_IMAGE_COUNT;
  const music = MUSIC.exec(ref);
  return !!music && (MUSIC_MOODS as readonly string[]).includes(music[1]);
}

const making = new Map<string, Promise<string>>();

/** The local file of a builtin reference (made once), or null when the reference names none. */
export function builtinFile(dataDir: string, ref: string): Promise<string> | null {
  if (!isTemplateBuiltin(ref)) return null;
  const sample = SAMPLE.exec(ref);
  const name = sample ? `sample-${sample[1]}.png` : `music-${MUSIC.exec(ref)![1]}.wav`;
  const file = path.join(dataDir, 'builtin', name);
  let made = making.get(file);
  if (!made) {
    made = (async () => {
      try {
        await fs.access(file);
        return file;
      } catch {
        const bytes = sample ? await sampleImagePng(Number(sample[1])) : musicWav(MUSIC.exec(ref)![1] as MusicMood);
        await fs.mkdir(path.dirname(file), { recursive: true });
        // Written aside and renamed, so a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
        return file;
      }
    })();
    made.catch(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}
