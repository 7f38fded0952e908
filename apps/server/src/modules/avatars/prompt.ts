import type { TextToAvatarOptions } from '@framecast/contract';
import type { TextToLookOptions } from '@framecast/engine';
import type { HeadMotion } from '@framecast/timeline';

/** The text-to-avatar options as the two engines take them: the drawing's parts, or one prompt. */

export function toDrawingOptions(o: TextToAvatarOptions): TextToLookOptions {
  return {
    style: o.style === 'anime' ? 'anime' : 'cartoon',
    preset: o.preset,
    model: o.model,
    age: o.age,
    gender: o.gender,
    ethnicity: o.ethnicity,
    detail: o.detail,
    background: o.background,
    pose: o.pose,
    emotion: o.emotion,
    negativePrompt: o.negative_prompt,
  };
}

const AGE: Record<TextToAvatarOptions['age'], string> = { teenager: 'teenage', young_adult: 'young adult', adult: 'adult', elderly: 'elderly' };
const ETHNICITY: Record<TextToAvatarOptions['ethnicity'], string> = {
  european: 'European',
  african: 'African',
  south_asian: 'South Asian',
  east_asian: 'East Asian',
  middle_eastern: 'Middle Eastern',
  south_american: 'South American',
  north_american: 'North American',
};
const GESTURE: Record<TextToAvatarOptions['gesture'], string> = {
  none: '',
  wave: 'waving one hand',
  open_hands: 'open hands as if explaining',
  pointing: 'pointing to the side',
  thumbs_up: 'giving a thumbs up',
  hands_together: 'hands held together',
};
const PRESET: Record<TextToAvatarOptions['preset'], string> = {
  social: 'casual social media portrait',
  professional: 'professional corporate headshot',
  none: 'portrait photo',
};

/** One prompt for an images engine: who, how they look and feel, where, framed as a talking head. */
export function realisticPrompt(o: TextToAvatarOptions): string {
  const person = `${AGE[o.age]} ${ETHNICITY[o.ethnicity]} ${o.gender === 'female' ? (o.age === 'teenager' ? 'girl' : 'woman') : o.age === 'teenager' ? 'boy' : 'man'}`;
  const parts = [
    `${PRESET[o.preset]} of a ${person}`,
    o.detail,
    `${o.emotion} expression`,
    GESTURE[o.gesture],
    o.pose === 'sitting' ? 'sitting' : 'standing',
    `in a ${o.background}`,
    o.model === 'modern' ? 'modern style' : 'classic style',
    'photorealistic, facing the camera, face clearly visible, soft light',
  ];
  return parts.filter(Boolean).join(', ');
}

/** How a motion look keeps its words: the prompt, then the negative prompt after this mark. */
export const NEGATIVE_MARK = ' | not: ';
export const motionWords = (prompt: string, negative: string): string | null =>
  prompt || negative ? `${prompt}${negative ? `${NEGATIVE_MARK}${negative}` : ''}` : null;

const STEPS: readonly HeadMotion[] = ['still', 'subtle', 'natural', 'expressive'];
const MODEL_STEP: Record<string, number> = { motion_1: 1, motion_2: 2, motion_2_pro: 2, motion_3: 3 };
const CALMER = /\b(still|calm|steady|minimal|subtle|gentle|slight|little)\b/i;
const LIVELIER = /\b(lively|energetic|animated|expressive|dynamic|excited|nod|nodding|lots of)\b/i;

/**
 * What a motion model and its words come to on the local talking-photo engine: a head-motion preset.
 * Motion 1.0 moves least, 3.0 most; "calm" words move a step down, "lively" ones a step up, and the
 * other way round in the negative prompt ("not: nodding").
 */
export function motionPreset(model: string, words: string): HeadMotion {
  const [asked = '', avoid = ''] = words.split(NEGATIVE_MARK);
  let step = MODEL_STEP[model] ?? 2;
  if (CALMER.test(asked) || LIVELIER.test(avoid)) step--;
  if (LIVELIER.test(asked) || CALMER.test(avoid)) step++;
  return STEPS[Math.max(0, Math.min(STEPS.length - 1, step))]!;
}
