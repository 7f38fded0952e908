import { readFileSync } from 'node:fs';

/**
 * The review a prompt passes before anything is generated (spec 000 §4: "generation failed due to review
 * restrictions", resubmit allowed). Locally a word list: whole words or phrases, case and accents
 * ignored. MODERATION_WORDS_FILE replaces the default list (one word or phrase a line, # comments).
 */
export const DEFAULT_BLOCKED_WORDS = [
  'nude',
  'nudity',
  'naked',
  'nsfw',
  'porn',
  'porno',
  'pornographic',
  'topless',
  'explicit',
  'gore',
  'gory',
  'beheading',
  'decapitated',
  'swastika',
  'nazi',
  'terrorist',
  'suicide',
  'self-harm',
];

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();

export interface Moderation {
  /** The blocked words found in the text (none: it passes). */
  check(text: string): string[];
}

export function wordListModeration(words: readonly string[]): Moderation {
  const list = [...new Set(words.map(normalise).filter(Boolean))];
  return {
    check(text) {
      const padded = ` ${normalise(text)} `;
      return list.filter((w) => padded.includes(` ${w} `));
    },
  };
}

/** The list from the file when one is configured (read once at start: a broken path fails the start, not a user). */
export function moderationFromConfig(file: string | undefined): Moderation {
  if (!file) return wordListModeration(DEFAULT_BLOCKED_WORDS);
  const words = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
  return wordListModeration(words);
}
