import type { Emotion } from '@framecast/timeline';
import { hashSeed, seededRandom } from './random.js';
import type { Accessory, AgeGroup, Appearance, AvatarLook, Ethnicity, FacialHair, Gender, HairStyle, LookDef, OutfitKind, Pose, Scene } from './look.js';

/**
 * Text to avatar, locally: the options and the user's words choose the illustrated parts (skin, hair,
 * eyes, beard, glasses, outfit, room, pose), and a seed picks among what the words leave open, so each
 * image of a batch is a different take on the same description. Words the drawing has no part for are
 * not drawn (no gestures; anime and cartoon share the parts, anime with brighter colours).
 */

export interface TextToLookOptions {
  style: 'anime' | 'cartoon';
  preset: 'social' | 'professional' | 'none';
  model: 'classic' | 'modern';
  age: 'teenager' | 'young_adult' | 'adult' | 'elderly';
  gender: Gender;
  ethnicity: Ethnicity;
  detail: string;
  background: Scene;
  pose: Pose;
  emotion: string;
  negativePrompt: string;
  /** Colours read from a portrait (Photo to Avatar), in place of the palettes'. */
  skin?: string;
  hairColour?: string;
}

const SKIN: Record<Ethnicity, string[]> = {
  european: ['#f5d5c5', '#f2cdb9', '#f3d2b8', '#f0c8a5'],
  north_american: ['#f1cfae', '#d9a07a', '#c98d63', '#7a4a2e'],
  south_american: ['#d8a883', '#c98d63', '#a86d47'],
  african: ['#7a4a2e', '#6b4029', '#8d5a3b'],
  south_asian: ['#b97a55', '#a86d47', '#c98d63'],
  east_asian: ['#f1cfae', '#f3d2b8', '#e8bf9a'],
  middle_eastern: ['#d9a07a', '#c98d63', '#d8a883'],
};
const NATURAL_HAIR: Record<Ethnicity, string[]> = {
  european: ['#3b2416', '#6b4423', '#c8a165', '#8a4b2a', '#231a1a'],
  north_american: ['#3b2416', '#6b4423', '#231a1a', '#c8a165'],
  south_american: ['#231a1a', '#3b2416', '#4a3020'],
  african: ['#1c1414', '#231a1a'],
  south_asian: ['#231a1a', '#1c1414', '#3b2416'],
  east_asian: ['#1c1414', '#231a1a', '#3b2416'],
  middle_eastern: ['#231a1a', '#3b2416', '#1c1414'],
};
const EYES: Record<Ethnicity, string[]> = {
  european: ['#4a7bb7', '#5b7c4a', '#6b4423', '#7a8b99'],
  north_american: ['#4a2c1d', '#4a7bb7', '#5b7c4a'],
  south_american: ['#4a2c1d', '#3b2416'],
  african: ['#3b2416', '#2b1a10'],
  south_asian: ['#4a2c1d', '#3b2416'],
  east_asian: ['#2b1a10', '#3b2416'],
  middle_eastern: ['#4a2c1d', '#5b7c4a'],
};
const GREY_HAIR = ['#b8b8b8', '#d9d9d9', '#9a9a9a'];

const COLORS: Record<string, string> = {
  black: '#231a1a',
  brown: '#6b4423',
  blonde: '#d8b26e',
  blond: '#d8b26e',
  golden: '#d8b26e',
  red: '#b5452b',
  ginger: '#b5582b',
  auburn: '#8a3b24',
  grey: '#a0a0a0',
  gray: '#a0a0a0',
  silver: '#c0c0c0',
  white: '#ececec',
  blue: '#3a6ea5',
  navy: '#1d3557',
  green: '#3a7d44',
  teal: '#2a9d8f',
  pink: '#e07a9a',
  purple: '#7b4fa0',
  orange: '#f4a261',
  yellow: '#e9c46a',
  beige: '#d6c3a5',
  hazel: '#8e6b3a',
};
const EYE_WORDS: Record<string, string> = { blue: '#4a7bb7', green: '#5b7c4a', brown: '#4a2c1d', hazel: '#8e6b3a', grey: '#7a8b99', gray: '#7a8b99' };

const HAIR_WORDS: [RegExp, HairStyle][] = [
  [/\bhijab|headscarf\b/, 'hijab'],
  [/\bafro\b/, 'afro'],
  [/\bpony ?tail\b/, 'ponytail'],
  [/\bbun\b/, 'bun'],
  [/\bbob\b/, 'bob'],
  [/\bpixie\b/, 'pixie'],
  [/\bwavy\b/, 'wavy'],
  [/\bcurly|curls\b/, 'curly'],
  [/\bside ?part/, 'sidepart'],
  [/\bfade\b/, 'fade'],
  [/\bquiff\b/, 'quiff'],
  [/\bmessy\b/, 'messy'],
  [/\bbald|balding\b/, 'balding'],
  [/\blong hair\b/, 'long'],
  [/\bshort hair|buzz|crew ?cut|crop\b/, 'crop'],
];
const OUTFIT_WORDS: [RegExp, OutfitKind][] = [
  [/\bblazer|suit|jacket\b/, 'blazer'],
  [/\bhoodie\b/, 'hoodie'],
  [/\bscrubs\b/, 'scrubs'],
  [/\blab ?coat\b/, 'labcoat'],
  [/\bcardigan\b/, 'cardigan'],
  [/\bturtleneck\b/, 'turtleneck'],
  [/\bsport|athletic|tracksuit|jersey\b/, 'sport'],
  [/\bdenim|jean\b/, 'denim'],
  [/\bblouse\b/, 'blouse'],
  [/\bsweater|jumper\b/, 'sweater'],
  [/\bt-?shirt|tee\b/, 'tee'],
  [/\bshirt\b/, 'shirt'],
];
const ACCESSORY_WORDS: [RegExp, Accessory][] = [
  [/\bstethoscope\b/, 'stethoscope'],
  [/\bnecklace\b/, 'necklace'],
  [/\btie\b/, 'tie'],
  [/\blanyard|badge\b/, 'lanyard'],
  [/\bheadset|headphones?\b/, 'headset'],
  [/\bearrings?\b/, 'earrings'],
  [/\bpen\b/, 'pen'],
];
const FACIAL_HAIR_WORDS: [RegExp, FacialHair][] = [
  [/\bclean[- ]shaven|no beard\b/, 'none'],
  [/\bgoatee\b/, 'goatee'],
  [/\bmou?stache\b/, 'mustache'],
  [/\bstubble\b/, 'stubble'],
  [/\bbeard|bearded\b/, 'beard'],
];

const HAIR_BY: Record<Gender, Record<'young' | 'adult' | 'senior', HairStyle[]>> = {
  female: { young: ['long', 'ponytail', 'wavy', 'bob', 'curly'], adult: ['bob', 'bun', 'long', 'wavy', 'pixie', 'curly'], senior: ['bob', 'bun', 'pixie'] },
  male: { young: ['messy', 'quiff', 'fade', 'curly'], adult: ['crop', 'sidepart', 'fade', 'quiff', 'curly'], senior: ['balding', 'sidepart', 'crop'] },
};
const OUTFITS: Record<TextToLookOptions['preset'], Record<TextToLookOptions['model'], OutfitKind[]>> = {
  professional: { classic: ['blazer', 'shirt', 'cardigan'], modern: ['blazer', 'turtleneck', 'blouse'] },
  social: { classic: ['sweater', 'denim', 'shirt'], modern: ['hoodie', 'tee', 'denim'] },
  none: { classic: ['shirt', 'cardigan', 'sweater', 'blazer'], modern: ['tee', 'turtleneck', 'hoodie', 'blouse'] },
};
/** What a room suggests when the words and the preset leave the clothes open. */
const SCENE_OUTFITS: Partial<Record<Scene, OutfitKind[]>> = { clinic: ['scrubs', 'labcoat'], gym: ['sport'], atelier: ['denim', 'tee'] };
const PALETTE: Record<TextToLookOptions['model'], string[]> = {
  classic: ['#2f3e63', '#5c4b51', '#6d6875', '#8d5b4c', '#3d5a40', '#264653'],
  modern: ['#2a9d8f', '#e76f51', '#457b9d', '#f4a261', '#8338ec', '#06d6a0', '#ef476f'],
};
const LIGHT = ['#f6f1e9', '#fefae0', '#f7f3e8', '#ffffff', '#edf2f4'];
const SCENE_TINTS: Record<Scene, string[]> = {
  studio: ['#a8dadc', '#cdb4db', '#81b29a', '#f4a261'],
  office: ['#8da9c4', '#9db4c0', '#a3b18a', '#b8c0ff'],
  home: ['#f4a261', '#e9c46a'],
  park: ['#8ecae6', '#90e0ef'],
  gym: ['#52b788', '#ffb703'],
  classroom: ['#2a9d8f', '#457b9d', '#606c38'],
  newsroom: ['#1d3557', '#0b3954'],
  clinic: ['#a8dadc', '#90c2e7'],
  cafe: ['#bc6c25', '#dda15e'],
  atelier: ['#84a59d', '#f6bd60'],
};
const SCENE_ROLE: Record<Scene, Pick<LookDef, 'theme' | 'occupation'>> = {
  studio: { theme: 'studio', occupation: 'content_creator' },
  office: { theme: 'business', occupation: 'manager' },
  home: { theme: 'lifestyle', occupation: 'content_creator' },
  park: { theme: 'outdoors', occupation: 'content_creator' },
  gym: { theme: 'health_fitness', occupation: 'content_creator' },
  classroom: { theme: 'education', occupation: 'teacher' },
  newsroom: { theme: 'news', occupation: 'agent' },
  clinic: { theme: 'health_fitness', occupation: 'doctor_nurse' },
  cafe: { theme: 'lifestyle', occupation: 'artist' },
  atelier: { theme: 'lifestyle', occupation: 'artist' },
};
/** The illustrated faces' emotions closest to the text-to-avatar ones. */
const EMOTION: Record<string, Emotion> = {
  calm: 'neutral',
  relaxed: 'default',
  smile: 'happy',
  serious: 'neutral',
  excited: 'excited',
  playful: 'happy',
  surprised: 'surprised',
  sorrowful: 'sad',
  focused: 'confident',
  confidence: 'confident',
  compassionate: 'default',
};
export const lookEmotion = (emotion: string): Emotion => EMOTION[emotion] ?? 'default';

const AGE: Record<TextToLookOptions['age'], AgeGroup> = { teenager: 'young_adult', young_adult: 'young_adult', adult: 'adult', elderly: 'senior' };

/** The colour named right before `noun` ("red hair", "navy blazer"), if any. */
function colourBefore(words: string, noun: RegExp): string | undefined {
  const m = new RegExp(`\\b(${Object.keys(COLORS).join('|')})\\s+(?:\\w+\\s+)?(?:${noun.source})`).exec(words);
  return m ? COLORS[m[1]!] : undefined;
}
const firstMatch = <T>(words: string, table: [RegExp, T][]): T | undefined => table.find(([re]) => re.test(words))?.[1];

/** Brighter, more saturated: what anime asks of the same parts. */
function vivid(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mean = (c[0]! + c[1]! + c[2]!) / 3;
  const out = c.map((v) => Math.max(0, Math.min(255, Math.round(mean + (v - mean) * 1.35 + 12))));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One look from the options: `id` names it (what renders and caches key on), `seed` picks among what
 * the words leave open. Deterministic: the same options and seed give the same drawing.
 */
export function lookFromText(o: TextToLookOptions, id: string, name: string, seed: string): AvatarLook {
  const rand = seededRandom(hashSeed(seed));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const words = o.detail.toLowerCase();
  const no = o.negativePrompt.toLowerCase();
  const age = AGE[o.age];
  const band = o.age === 'elderly' ? 'senior' : o.age === 'adult' ? 'adult' : 'young';

  const style = firstMatch(words, HAIR_WORDS) ?? pick(HAIR_BY[o.gender][band].filter((s) => !no.includes(s)));
  const hairColour =
    colourBefore(words, /hair|bob|bun|curls|ponytail|afro/) ?? o.hairColour ?? (o.age === 'elderly' ? pick(GREY_HAIR) : pick(NATURAL_HAIR[o.ethnicity]));
  const eyeWord = /\b(blue|green|brown|hazel|grey|gray)\s+eyes?\b/.exec(words)?.[1];
  const facialFromWords = firstMatch(words, FACIAL_HAIR_WORDS);
  const noBeard = /\bbeard|facial hair|mou?stache|stubble\b/.test(no);
  const facialHair: FacialHair =
    o.gender === 'female' || o.age === 'teenager' || noBeard
      ? 'none'
      : (facialFromWords ?? (rand() < 0.35 ? pick(['stubble', 'beard', 'mustache'] as const) : 'none'));
  const wantsGlasses = /\bglasses|spectacles\b/.test(words) && !/\bglasses\b/.test(no);
  const appearance: Appearance = {
    skin: o.skin ?? pick(SKIN[o.ethnicity]),
    hair: { style, color: o.style === 'anime' ? vivid(hairColour) : hairColour },
    eyes: eyeWord ? EYE_WORDS[eyeWord]! : pick(EYES[o.ethnicity]),
    facialHair,
    ...(wantsGlasses ? { glasses: { shape: /\bround\b/.test(words) ? 'round' : 'square', color: colourBefore(words, /glasses|frames/) ?? '#2b2d42' } } : {}),
    ...(/\bfreckles?\b/.test(words) && !/\bfreckles?\b/.test(no) ? { freckles: true } : {}),
    ...(o.age === 'elderly' && !/\bwrinkles?\b/.test(no) ? { wrinkles: true } : {}),
    ...(o.gender === 'female' && o.model === 'modern' ? { lips: pick(['#a8485a', '#c0506a', '#b5655a']) } : {}),
  };

  const kind = firstMatch(words, OUTFIT_WORDS) ?? pick(SCENE_OUTFITS[o.background] ?? OUTFITS[o.preset][o.model]);
  const main = colourBefore(words, new RegExp(OUTFIT_WORDS.map(([re]) => re.source).join('|'))) ?? pick(PALETTE[o.model]);
  const extras = ACCESSORY_WORDS.filter(([re]) => re.test(words) && !re.test(no)).map(([, a]) => a);
  if (o.background === 'clinic' && !extras.includes('stethoscope') && !/\bstethoscope\b/.test(no)) extras.push('stethoscope');
  const tint = pick(SCENE_TINTS[o.background]);
  const def: LookDef = {
    key: id,
    name,
    ...SCENE_ROLE[o.background],
    pose: o.pose,
    outfit: { kind, main: o.style === 'anime' ? vivid(main) : main, second: pick(LIGHT), ...(extras.length ? { extras } : {}) },
    backdrop: { scene: o.background, tint: o.style === 'anime' ? vivid(tint) : tint },
  };
  const { key: _key, name: lookName, ...rest } = def;
  return {
    ...rest,
    id,
    avatarId: id,
    name,
    lookName,
    gender: o.gender,
    age,
    ethnicity: o.ethnicity,
    voice: o.gender === 'female' ? 'espeak:en-us+f3' : 'espeak:en-us',
    appearance,
  };
}

/** A look file: what the server stores for a drawn look and the renderer reads back (prepare). */
export interface LookFile {
  format: 'framecast-look/1';
  look: AvatarLook;
}
export const lookFile = (look: AvatarLook): LookFile => ({ format: 'framecast-look/1', look });
export function parseLookFile(text: string): AvatarLook | null {
  try {
    const v = JSON.parse(text) as Partial<LookFile>;
    return v?.format === 'framecast-look/1' && v.look && typeof v.look.id === 'string' && v.look.appearance && v.look.outfit ? v.look : null;
  } catch {
    return null;
  }
}
