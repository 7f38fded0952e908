import type { VoiceInfo } from '../types.js';
import { runProcess } from './process.js';

/**
 * The espeak-ng voice library: every language `espeak-ng --voices` lists, offered as its own (male)
 * voice `espeak:<lang>` and a female voice `espeak:<lang>+fN` built from espeak's female variants.
 */

/** One row of `espeak-ng --voices` or `--voices=variant`. */
export interface EspeakVoiceRow {
  language: string;
  age?: number;
  gender: 'male' | 'female' | 'unknown';
  /** espeak's name with spaces restored, e.g. `English (America)`. */
  name: string;
  /** Path under espeak-ng-data (`gmw/en-US`, `!v/f3`). */
  file: string;
  otherLanguages: string[];
}

// Pty, language, age/gender, name (spaces written as '_'), file (may hold spaces), then
// "(lang priority)" groups. Columns are padded but overflow, so they are split on whitespace.
const ROW = /^\s*(\d+)\s+(\S+)\s+(--|\d+)\/([MF-])\s+(\S+)\s+(.*?)\s*((?:\(\S+ \d+\)\s*)*)$/;

/** Parses the table printed by `espeak-ng --voices[=<lang>]`. */
export function parseEspeakVoiceList(text: string): EspeakVoiceRow[] {
  const rows: EspeakVoiceRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = ROW.exec(line);
    if (!m) continue; // the header line, blanks
    const [, , language, age, gender, name, file, others] = m;
    rows.push({
      language: language!,
      age: age === '--' ? undefined : Number(age),
      gender: gender === 'M' ? 'male' : gender === 'F' ? 'female' : 'unknown',
      name: name!.replace(/_/g, ' ').trim(),
      file: file!.trim(),
      otherLanguages: [...others!.matchAll(/\((\S+) \d+\)/g)].map((o) => o[1]!),
    });
  }
  return rows;
}

/**
 * Voices left out. Debian's plain Mandarin voice (`cmn`, also chosen by `zh`) reads the tone digits of
 * its own pinyin as English numbers ("你好" → "nI55Tr'i:55 …", "ni three hao three"); the
 * `cmn-latn-pinyin` voice speaks the same Hanzi correctly. Cantonese keeps `yue` (Hanzi) and drops
 * its Jyutping twin, which shares the language code. MBROLA voices need a separate binary.
 */
const HIDDEN = (row: EspeakVoiceRow) => row.language === 'cmn' || row.file.endsWith('yue-Latn-jyutping') || row.file.startsWith('mb/');

/** Plain names where espeak's are technical or odd. */
const NAMES: Record<string, string> = {
  'cmn-latn-pinyin': 'Chinese (Mandarin)',
  'chr-US-Qaaa-x-west': 'Cherokee',
  qdb: 'Belter Creole',
  my: 'Burmese',
  py: 'Pyash',
  piqd: 'Klingon',
};

/** Language codes where espeak's voice code is not the language (script or reading-mode subtags). */
const LANGUAGE_CODES: Record<string, string> = { 'cmn-latn-pinyin': 'cmn', 'chr-US-Qaaa-x-west': 'chr' };

/**
 * The `-v` name of a voice. espeak lower-cases the requested name before matching, so a language code
 * with capitals (`chr-US-Qaaa-x-west`) is unreachable by code; its file name works.
 */
export function espeakVoiceName(row: EspeakVoiceRow): string {
  return /[A-Z]/.test(row.language) ? row.file.split('/').pop()! : row.language;
}

const hasRegion = (language: string) =>
  language
    .split('-')
    .slice(1)
    .some((t) => /^(?:[a-z]{2}|\d{3}|x)$/i.test(t));

/**
 * The default languages get a fixed, plain female voice (not the aged f1 or the breathy f5); the
 * others vary by a hash of the language, so the library is not one voice in a hundred accents.
 */
const FEMALE_FOR: Record<string, string> = { 'en-us': 'f3', 'cmn-latn-pinyin': 'f2' };

/** Stable small hash, so a language keeps the same female variant across restarts. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function ageGroup(age: number | undefined): VoiceInfo['age'] {
  if (age === undefined) return 'adult';
  return age >= 60 ? 'senior' : age < 30 ? 'young_adult' : 'adult';
}

/** Builds the voice library from the two listings. */
export function espeakVoicesFrom(languages: EspeakVoiceRow[], variants: EspeakVoiceRow[]): VoiceInfo[] {
  // espeak's numbered female voices (female1..5 in !v/f1..f5); f1 is marked 70 years old.
  const females = variants.filter((v) => v.gender === 'female' && /^!v\/f\d$/.test(v.file)).sort((a, b) => a.file.localeCompare(b.file));
  const shown = languages.filter((row) => row.language !== 'variant' && !HIDDEN(row));
  const seen = new Set<string>();
  const regional = new Set(shown.filter((row) => hasRegion(row.language)).map((row) => row.language.split('-')[0]!));
  const out: VoiceInfo[] = [];
  for (const row of shown) {
    const voice = espeakVoiceName(row);
    if (seen.has(voice)) continue;
    seen.add(voice);
    const languageName = NAMES[row.language] ?? row.name.replace(/\s+$/, '');
    const region = /\(([^)]+)\)\s*$/.exec(row.name)?.[1];
    // An accent only where the language has regional voices (en-us, en-gb-x-rp, es-419, es, pt-br, …).
    const accent = region && (hasRegion(row.language) || regional.has(row.language)) ? region : undefined;
    const base = {
      quality: 'basic' as const, // formant synthesis: clear but robotic
      pronunciation: true, // SSML breaks and [[phoneme]] input
      language: (LANGUAGE_CODES[row.language] ?? row.language).toLowerCase(),
      languageName,
      ...(accent ? { accent } : {}),
    };
    out.push({ id: `espeak:${voice}`, name: `${languageName} — Male`, gender: 'male', age: ageGroup(row.age), ...base });
    const female = females.find((f) => f.file === `!v/${FEMALE_FOR[voice]}`) ?? females[hash(voice) % (females.length || 1)];
    if (female) {
      const variant = female.file.slice('!v/'.length);
      out.push({ id: `espeak:${voice}+${variant}`, name: `${languageName} — Female`, gender: 'female', age: ageGroup(female.age), ...base });
    }
  }
  return out;
}

let cached: Promise<VoiceInfo[]> | null = null;

/** The installed espeak-ng's voices, listed once per process (a failed listing is retried next time). */
export function listEspeakVoices(binary = 'espeak-ng'): Promise<VoiceInfo[]> {
  cached ??= (async () => {
    const [languages, variants] = await Promise.all([
      runProcess(binary, ['--voices'], { timeoutMs: 10_000 }),
      runProcess(binary, ['--voices=variant'], { timeoutMs: 10_000 }),
    ]);
    return espeakVoicesFrom(parseEspeakVoiceList(languages.stdout), parseEspeakVoiceList(variants.stdout));
  })().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}
