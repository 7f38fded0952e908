import type { z } from 'zod';
import { parseOrThrow } from '../errors.js';
import { Background, Logo, Music } from '../schema.js';
import type { DocDraft } from './apply.js';
import { idMaker } from './ids.js';
import { checkRoom, MAX_SCENES } from './limits.js';

/* Parts of the whole video rather than of one scene: its music bed, its logo, scenes that open or close it. */

/** Sets the music bed (checked; volume and ducking keep their values unless given), or removes it with null. */
export function setMusic(draft: DocDraft, music: Partial<z.input<typeof Music>> | null): void {
  if (music === null) {
    delete draft.music;
    return;
  }
  draft.music = parseOrThrow(Music, { ...draft.music, ...music }, 'music');
}

/** Sets the logo (checked; corner, width and opacity keep their values unless given), or removes it with null. */
export function setLogo(draft: DocDraft, logo: Partial<z.input<typeof Logo>> | null): void {
  if (logo === null) {
    delete draft.logo;
    return;
  }
  draft.logo = parseOrThrow(Logo, { ...draft.logo, ...logo }, 'logo');
}

export interface BookendScene {
  /** first: an intro before every scene; last: an outro after them. */
  at: 'first' | 'last';
  background: z.input<typeof Background>;
  /** Seconds (a clip's own length when known); absent = as long as the scene's content. */
  duration?: number;
}

/**
 * Inserts a scene that only shows a background (a brand video as intro or outro): no layers, no script.
 * Returns the new scene's id.
 */
export function addBookendScene(draft: DocDraft, scene: BookendScene): string {
  checkRoom(draft.scenes.length, 1, MAX_SCENES, 'scenes', 'scenes');
  const index = scene.at === 'first' ? 0 : draft.scenes.length;
  const background = parseOrThrow(Background, scene.background, `scenes[${index}].background`);
  const duration = scene.duration === undefined ? undefined : Math.min(3600, Math.max(0, Math.round(scene.duration * 100) / 100));
  const id = idMaker(draft)('scene');
  draft.scenes.splice(index, 0, { id, background, layers: [], script: [], ...(duration !== undefined && { duration }) });
  return id;
}
