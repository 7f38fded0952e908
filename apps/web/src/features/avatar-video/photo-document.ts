import { presenterKind } from '@framecast/contract';
import { type AspectRatio, documentScript, newTalkingPhotoDoc, type TimelineDoc } from '@framecast/timeline';
import type { SubtitlePreset } from './document';

/** Everything the Talking Photo form edits; the document is built from it on save. */
export interface TalkingPhotoForm {
  /** The portrait (an image asset's id). */
  photo: string | null;
  /** Its width / height, known once its faces are found. */
  photoAspect: number | null;
  /** The centre of the face that speaks, 0..1 of the photo. */
  face: { x: number; y: number } | null;
  script: string;
  voice: string | null;
  speed: number;
  aspectRatio: AspectRatio;
  subtitles: boolean;
  subtitlePreset: SubtitlePreset;
}

export const DEFAULT_PHOTO_FORM: TalkingPhotoForm = {
  photo: null,
  photoAspect: null,
  face: null,
  script: '',
  voice: null,
  speed: 1,
  aspectRatio: '9:16',
  subtitles: true,
  subtitlePreset: 'classic',
};

export type PhotoProblem = 'photo' | 'face' | 'voice' | 'script';

export function photoFormProblem(form: TalkingPhotoForm): PhotoProblem | null {
  if (!form.photo || !form.photoAspect) return 'photo';
  if (!form.face) return 'face';
  if (!form.voice) return 'voice';
  if (!form.script.trim()) return 'script';
  return null;
}

export function toPhotoDocument(form: TalkingPhotoForm): TimelineDoc {
  if (!form.photo || !form.photoAspect || !form.voice) throw new Error('The form has no photo or voice yet');
  return newTalkingPhotoDoc({
    aspectRatio: form.aspectRatio,
    photo: `asset:${form.photo}`,
    photoAspect: form.photoAspect,
    face: form.face ?? undefined,
    voice: form.voice,
    speed: form.speed,
    script: form.script,
    subtitles: { enabled: form.subtitles, preset: form.subtitlePreset },
  });
}

const ASSET_REF = /^asset:(.+)$/;

/** The photo layer of a document, when its presenter is a photo file rather than a look (the library's or the space's own). */
function photoLayerOf(doc: TimelineDoc) {
  const layer = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'avatar');
  return layer?.type === 'avatar' && presenterKind(layer.avatar) === 'photo' ? layer : undefined;
}

/** A saved talking photo back into the form; the photo's aspect comes again with its faces. */
export function photoFormFromDocument(doc: TimelineDoc): TalkingPhotoForm {
  const layer = photoLayerOf(doc);
  const segment = doc.scenes.flatMap((s) => s.script)[0];
  return {
    photo: layer ? (ASSET_REF.exec(layer.avatar)?.[1] ?? null) : null,
    photoAspect: null,
    face: layer?.face ?? null,
    script: documentScript(doc),
    voice: segment?.voice ?? null,
    speed: segment?.speed ?? 1,
    aspectRatio: doc.aspectRatio,
    subtitles: doc.subtitles.enabled,
    subtitlePreset: doc.subtitles.preset,
  };
}
