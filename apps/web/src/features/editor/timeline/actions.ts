import {
  addKeyframe,
  copyLayers,
  copyScenes,
  cutLayers,
  duplicateLayer,
  duplicateScene,
  estimatedDurations,
  pasteClip,
  reorderLayer,
  splitLayer,
  splitScene,
} from '@framecast/timeline';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { spokenLengths } from '../model/preview-speech';
import { toastInfo } from '../../../shared/ui/toast';
import { timingsOf, useEditorApi } from '../model/editor-store';
import { clipToPaste, holdClip } from './clip-holder';
import { layerSpan } from './geometry';
import { splitTarget } from './split';

/**
 * The timeline's commands on what is selected, shared by its toolbar and the editor's shortcuts. Each
 * reads the store when it runs (not when rendered), so the shortcuts never act on a stale selection.
 */
export function useTimelineActions() {
  const { t } = useTranslation();
  const store = useEditorApi();
  return useMemo(() => {
    const state = () => store.getState();
    const sceneOf = () => {
      const s = state();
      const index = s.history.doc.scenes.findIndex((x) => x.id === s.sceneId);
      return { index, scene: s.history.doc.scenes[index]!, timing: timingsOf(s)[index]! };
    };

    const split = () => {
      const s = state();
      const target = splitTarget(s.history.doc, timingsOf(s), s.sceneId, s.layerId, s.time);
      if (!target) return toastInfo(t(s.layerId ? 'editor.timeline.splitOutside' : 'editor.timeline.splitNoLines'));
      if (target.kind === 'layer') {
        s.change(t('editor.timeline.history.split'), (d) => void splitLayer(d, target.sceneId, target.layerId, target.at, target.sceneDuration));
      } else {
        const durations = { ...estimatedDurations(s.history.doc), ...spokenLengths(s.history.doc, s.takes) };
        s.change(t('editor.timeline.history.splitScene'), (d) => void splitScene(d, target.sceneId, target.atSegmentIndex, durations));
      }
    };

    const duplicate = () => {
      const s = state();
      let id = '';
      if (s.layerId) {
        const layerId = s.layerId;
        s.change(t('editor.timeline.history.duplicate'), (d) => void (id = duplicateLayer(d, s.sceneId, layerId)));
        if (id) state().selectLayer(id);
      } else {
        s.change(t('editor.history.duplicateScene'), (d) => void (id = duplicateScene(d, s.sceneId)));
        if (id) state().selectScene(id);
      }
    };

    const copy = () => {
      const s = state();
      holdClip(s.layerId ? copyLayers(s.history.doc, s.sceneId, [s.layerId]) : copyScenes(s.history.doc, [s.sceneId]));
    };

    // A scene is cut only by deleting it; cutting the selected layer is the common case.
    const cut = () => {
      const s = state();
      if (!s.layerId) return copy();
      const layerId = s.layerId;
      s.change(t('editor.timeline.history.cut'), (d) => holdClip(cutLayers(d, s.sceneId, [layerId])));
    };

    const paste = async () => {
      const clip = await clipToPaste();
      if (!clip) return;
      const s = state();
      let ids: string[] = [];
      s.change(t('editor.timeline.history.paste'), (d) => void (ids = pasteClip(d, clip, { sceneId: s.sceneId })));
      const last = ids.at(-1);
      if (!last) return;
      if (clip.kind === 'layers') state().selectLayer(last);
      else state().selectScene(last);
    };

    /** Moves the selected layer one place up (toward the viewer) or down the scene's z-order. */
    const restack = (by: 1 | -1) => {
      const s = state();
      const { scene } = sceneOf();
      const from = scene.layers.findIndex((l) => l.id === s.layerId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= scene.layers.length) return;
      s.change(t('editor.timeline.history.restack'), (d) => reorderLayer(d, s.sceneId, s.layerId!, to));
    };

    /** Records the selected layer's state at the playhead (kept inside its time on screen); answers the keyframe's index. */
    const keyframeHere = (): number | null => {
      const s = state();
      const { scene, timing } = sceneOf();
      const layer = scene.layers.find((l) => l.id === s.layerId);
      if (!layer) return null;
      const span = layerSpan(layer, timing.end - timing.start);
      const at = Math.min(Math.max(0, s.time - timing.start - span.start), span.end - span.start);
      let index: number | null = null;
      s.change(t('editor.timeline.history.addKeyframe'), (d) => void (index = addKeyframe(d, s.sceneId, layer.id, at)));
      return index;
    };

    return { split, duplicate, copy, cut, paste, restack, keyframeHere };
  }, [store, t]);
}
