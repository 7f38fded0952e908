import type { VoiceInfo } from '../types.js';
import { MissingBinaryError, runProcess } from './process.js';

/**
 * The English voices built into Debian's flite (`flite -lv`). slt, rms and awb are CMU ARCTIC
 * speakers (clustergen statistical voices, 16 kHz); kal is the old diphone voice (8 kHz, buzzy).
 * All read text through flite's US English lexicon and letter-to-sound rules: awb is a Scottish
 * speaker, so his voice and vowel qualities are Scottish while the phones each word gets are American.
 * Left out: kal16 (kal again at 16 kHz) and awb_time (a limited-domain voice that only tells the time).
 * The use cases are our own curation from listening to them: the ARCTIC voices read long text evenly;
 * kal's buzz suits short announcements at most.
 */
export const FLITE_VOICES: readonly VoiceInfo[] = [
  {
    id: 'flite:slt',
    name: 'English (America) — SLT, Female',
    language: 'en-us',
    languageName: 'English (America)',
    gender: 'female',
    accent: 'America',
    age: 'adult',
    quality: 'standard',
    useCases: ['narration', 'education', 'conversational'],
  },
  {
    id: 'flite:rms',
    name: 'English (America) — RMS, Male',
    language: 'en-us',
    languageName: 'English (America)',
    gender: 'male',
    accent: 'America',
    age: 'adult',
    quality: 'standard',
    useCases: ['narration', 'news'],
  },
  {
    id: 'flite:awb',
    name: 'English (Scotland) — AWB, Male',
    language: 'en-gb-scotland',
    languageName: 'English (Scotland)',
    gender: 'male',
    accent: 'Scotland',
    age: 'adult',
    quality: 'standard',
    useCases: ['narration', 'conversational'],
  },
  {
    id: 'flite:kal',
    name: 'English (America) — Kal, Male',
    language: 'en-us',
    languageName: 'English (America)',
    gender: 'male',
    accent: 'America',
    age: 'adult',
    quality: 'basic',
    useCases: ['announcement'],
  },
];

/** flite's names of the voices offered (`slt`, `rms`, `awb`, `kal`). */
export const FLITE_VOICE_NAMES: readonly string[] = FLITE_VOICES.map((v) => v.id.slice('flite:'.length));

/** The voice names in `flite -lv` output ("Voices available: kal awb_time kal16 awb rms slt"). */
export function parseFliteVoiceList(text: string): string[] {
  const at = text.indexOf(':');
  return at < 0 ? [] : (text.slice(at + 1).match(/\S+/g) ?? []);
}

const cached = new Map<string, Promise<VoiceInfo[]>>();

/**
 * The offered voices this flite has built in, listed once per process and binary. A missing flite
 * answers no voices (it is an optional engine) and is asked again next time; other failures reject.
 */
export function listFliteVoices(binary = 'flite'): Promise<VoiceInfo[]> {
  let listing = cached.get(binary);
  if (!listing) {
    listing = runProcess(binary, ['-lv'], { timeoutMs: 10_000 }).then(({ stdout }) => {
      const present = new Set(parseFliteVoiceList(stdout));
      return FLITE_VOICES.filter((v) => present.has(v.id.slice('flite:'.length)));
    });
    cached.set(binary, listing);
    listing.catch(() => cached.delete(binary));
  }
  return listing.catch((err: unknown) => {
    if (err instanceof MissingBinaryError) return [];
    throw err;
  });
}
