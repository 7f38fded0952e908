import { CHARACTERS } from './library-data.js';
import { hashSeed, seededRandom } from './random.js';
import type { AgeGroup, AvatarCharacter, AvatarLook, Ethnicity, Gender, Occupation, Pose, Theme } from './look.js';

/** The avatar library: twelve characters with two or three looks each, addressed as `<avatar>/<look>`. */

export const LICENSE_INFO = {
  name: 'Framecast illustrated avatars',
  license: 'CC0-1.0',
  text:
    'Original Framecast artwork drawn from vector parts in packages/engine/src/avatar. Dedicated to the public ' +
    'domain under CC0 1.0 Universal (https://creativecommons.org/publicdomain/zero/1.0/): copy, modify and ' +
    'distribute, even commercially, without asking permission. No third-party artwork is included.',
} as const;

export const AVATAR_CHARACTERS: readonly AvatarCharacter[] = CHARACTERS;

function flatten(c: AvatarCharacter): AvatarLook[] {
  return c.looks.map(({ key, name, ...rest }) => ({
    ...rest,
    id: `${c.id}/${key}`,
    avatarId: c.id,
    name: c.name,
    lookName: name,
    gender: c.gender,
    age: c.age,
    ethnicity: c.ethnicity,
    voice: c.voice,
    appearance: c.appearance,
  }));
}

/** Every look of every character, in catalogue order. */
export const AVATAR_LOOKS: readonly AvatarLook[] = CHARACTERS.flatMap(flatten);

const BY_ID = new Map(AVATAR_LOOKS.map((l) => [l.id, l]));

/**
 * Looks drawn from a user's words (text-to-look), known by the ref a video names them with once the
 * renderer has read their file. Bounded: the oldest go first, and a render prepares its own again.
 */
const PREPARED = new Map<string, AvatarLook>();
const PREPARED_MAX = 500;
export function registerLook(ref: string, look: AvatarLook): void {
  PREPARED.delete(ref);
  PREPARED.set(ref, { ...look, id: ref });
  if (PREPARED.size > PREPARED_MAX) PREPARED.delete(PREPARED.keys().next().value!);
}

/** A look by `<avatar>/<look>`, or a character's first look by `<avatar>`, or a prepared one; undefined when unknown. */
export function findLook(id: string): AvatarLook | undefined {
  return PREPARED.get(id) ?? BY_ID.get(id) ?? (id.includes('/') ? undefined : AVATAR_LOOKS.find((l) => l.avatarId === id));
}

export interface LookFilter {
  gender?: Gender;
  age?: AgeGroup;
  theme?: Theme;
  pose?: Pose;
  ethnicity?: Ethnicity;
  occupation?: Occupation;
}

/** Looks matching every given filter value (spec 000 §3); `occupation: 'any'` matches all. */
export function filterLooks(f: LookFilter): AvatarLook[] {
  return AVATAR_LOOKS.filter(
    (l) =>
      (!f.gender || l.gender === f.gender) &&
      (!f.age || l.age === f.age) &&
      (!f.theme || l.theme === f.theme) &&
      (!f.pose || l.pose === f.pose) &&
      (!f.ethnicity || l.ethnicity === f.ethnicity) &&
      (!f.occupation || f.occupation === 'any' || l.occupation === f.occupation),
  );
}

/**
 * `n` distinct looks picked by `seed` (spec 000 §1 shows six random samples per set), at most one look
 * per character while enough characters remain, so a sample shows six different people.
 */
export function sampleLooks(seed: number | string, n = 6, from: readonly AvatarLook[] = AVATAR_LOOKS): AvatarLook[] {
  const rand = seededRandom(typeof seed === 'number' ? seed : hashSeed(seed));
  const pool = [...from];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const seen = new Set<string>();
  const firstPass = pool.filter((l) => !seen.has(l.avatarId) && seen.add(l.avatarId));
  const rest = pool.filter((l) => !firstPass.includes(l));
  return [...firstPass, ...rest].slice(0, n);
}
