import { AVATAR_BACKDROP, addLayer, avatarPlacement, type DocDraft, type Emotion, removeLayer, type TimelineDoc, updateLayer } from '@framecast/timeline';

/** The presenter of the video: the first scene's avatar that has one, or null when no scene has one. */
export function videoPresenter(doc: TimelineDoc): { avatar: string; emotion: Emotion } | null {
  for (const scene of doc.scenes) {
    const layer = scene.layers.find((l) => l.type === 'avatar');
    if (layer?.type === 'avatar') return { avatar: layer.avatar, emotion: layer.emotion };
  }
  return null;
}

/**
 * Makes `avatar` the presenter of every scene: each scene's presenter is replaced where it stands (its
 * place and size kept), and a scene without one gets it where the avatar form puts it, below the rest.
 */
export function presentEverywhere(d: DocDraft, avatar: string, emotion: Emotion): void {
  for (const scene of d.scenes) {
    const current = scene.layers.find((l) => l.type === 'avatar');
    if (current) updateLayer(d, scene.id, current.id, { avatar, emotion });
    else
      addLayer(
        d,
        scene.id,
        { type: 'avatar', avatar, emotion, ...avatarPlacement(d.aspectRatio, d.resolution), opacity: 1, removeBackground: !AVATAR_BACKDROP[d.aspectRatio] },
        0,
      );
  }
}

/** No presenter anywhere: narration over the scenes. */
export function removePresenters(d: DocDraft): void {
  for (const scene of d.scenes) for (const layer of scene.layers.filter((l) => l.type === 'avatar')) removeLayer(d, scene.id, layer.id);
}
