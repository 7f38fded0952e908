import { TimelineError } from '../errors.js';

/*
 * The schema's list limits (schema.ts: scenes ≤ 500, layers ≤ 50 a scene, script ≤ 200 segments a scene),
 * repeated so an operation refuses before it builds a document the schema would refuse; limits.test.ts
 * holds them equal to the schema's.
 */
export const MAX_SCENES = 500;
export const MAX_LAYERS = 50;
export const MAX_SEGMENTS = 200;

/** Throws when `adding` more items would take a list of `length` past `max`. */
export function checkRoom(length: number, adding: number, max: number, path: string, what: string): void {
  if (length + adding > max) throw new TimelineError([{ path, message: `At most ${max} ${what} are allowed` }]);
}
