import { documentScript, newAvatarVideoDoc, type AspectRatio, type Emotion, type Subtitles, type TimelineDoc } from '@framecast/timeline';

export type SubtitlePreset = Subtitles['preset'];

/** Everything the Avatar Video form edits; the document is built from it on save. */
export interface AvatarVideoForm {
  /** Library look id `<avatar>/<look>`. */
  avatar: string | null;
  emotion: Emotion;
  script: string;
  /** `<engine>:<voice>`. */
  voice: string | null;
  speed: number;
  aspectRatio: AspectRatio;
  subtitles: boolean;
  subtitlePreset: SubtitlePreset;
  /** Colour behind the avatar (used when no picture or video is picked). */
  background: string;
  /** A picture or video from the user's assets behind the avatar. */
  backdrop: AssetPick | null;
  /** Background music from the assets, with its level under the voice (0-1). */
  music: AssetPick | null;
  musicVolume: number;
  /** A logo (usually from the brand kit) in a corner. */
  logo: AssetPick | null;
}

/** An asset the document names as `asset:<id>`; the kind decides image or video backgrounds. */
export interface AssetPick {
  id: string;
  kind: 'image' | 'video' | 'audio';
}

const DEFAULT_BACKGROUND = '#1f2937';
export const DEFAULT_MUSIC_VOLUME = 0.3;
const ASSET_REF = /^asset:(.+)$/;
const assetRef = (pick: AssetPick) => `asset:${pick.id}`;
const idOf = (ref: string) => ASSET_REF.exec(ref)?.[1] ?? null;

export const DEFAULT_FORM: AvatarVideoForm = {
  avatar: null,
  emotion: 'default',
  script: '',
  voice: null,
  speed: 1,
  aspectRatio: '9:16',
  subtitles: true,
  subtitlePreset: 'classic',
  background: DEFAULT_BACKGROUND,
  backdrop: null,
  music: null,
  musicVolume: DEFAULT_MUSIC_VOLUME,
  logo: null,
};

/** A library look (`<avatar>/<look>`) or a photo avatar's look (`look:<uuid>`) named by the address (?avatar=); anything else is ignored. */
export const avatarFromAddress = (value: string | null): string | null =>
  value && /^(?:look:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9_-]+\/[a-z0-9_-]+)$/i.test(value) ? value : null;

/** What is still missing before the form can become a document. */
export type FormProblem = 'avatar' | 'voice' | 'script';

export function formProblem(form: AvatarVideoForm): FormProblem | null {
  if (!form.avatar) return 'avatar';
  if (!form.voice) return 'voice';
  if (!form.script.trim()) return 'script';
  return null;
}

/** The timeline document of a complete form; throws TimelineError (reason 'script') when nothing can be spoken. */
export function toDocument(form: AvatarVideoForm): TimelineDoc {
  if (!form.avatar || !form.voice) throw new Error('The form has no avatar or voice yet');
  return newAvatarVideoDoc({
    aspectRatio: form.aspectRatio,
    avatar: form.avatar,
    emotion: form.emotion,
    voice: form.voice,
    speed: form.speed,
    script: form.script,
    subtitles: { enabled: form.subtitles, preset: form.subtitlePreset },
    background:
      form.backdrop && form.backdrop.kind !== 'audio' ? { type: form.backdrop.kind, src: assetRef(form.backdrop) } : { type: 'color', color: form.background },
    ...(form.music ? { music: { src: assetRef(form.music), volume: form.musicVolume } } : {}),
    ...(form.logo ? { logo: { src: assetRef(form.logo) } } : {}),
  });
}

/** Stand-ins for what the form may still lack; neither moves anything in the layout. */
const PREVIEW_STAND_IN = { avatar: 'preview/look', voice: 'espeak:en', script: 'Preview.' };

/**
 * The document the preview lays out: the one toDocument makes from the form (so the preview and the
 * render share the builder and the layout), with a stand-in script and voice until they are chosen.
 */
export function previewDocument(form: AvatarVideoForm): TimelineDoc {
  return toDocument({ ...form, avatar: form.avatar ?? PREVIEW_STAND_IN.avatar, voice: form.voice ?? PREVIEW_STAND_IN.voice, script: PREVIEW_STAND_IN.script });
}

/** A saved document back into the form (a draft opened again); what the form cannot show keeps its default. */
export function formFromDocument(doc: TimelineDoc): AvatarVideoForm {
  const layer = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'avatar');
  const segment = doc.scenes.flatMap((s) => s.script)[0];
  return {
    avatar: layer?.type === 'avatar' ? layer.avatar : null,
    emotion: layer?.type === 'avatar' ? layer.emotion : 'default',
    script: documentScript(doc),
    voice: segment?.voice ?? null,
    speed: segment?.speed ?? 1,
    aspectRatio: doc.aspectRatio,
    subtitles: doc.subtitles.enabled,
    subtitlePreset: doc.subtitles.preset,
    background: doc.background.type === 'color' ? doc.background.color : DEFAULT_BACKGROUND,
    backdrop: doc.background.type !== 'color' && idOf(doc.background.src) ? { id: idOf(doc.background.src)!, kind: doc.background.type } : null,
    music: doc.music && idOf(doc.music.src) ? { id: idOf(doc.music.src)!, kind: 'audio' } : null,
    musicVolume: doc.music?.volume ?? DEFAULT_MUSIC_VOLUME,
    logo: doc.logo && idOf(doc.logo.src) ? { id: idOf(doc.logo.src)!, kind: 'image' } : null,
  };
}
