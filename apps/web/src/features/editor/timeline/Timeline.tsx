import type { ReactNode } from 'react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorApi, useEditorDoc, useTimings } from '../model/editor-store';
import { useTimelineActions } from './actions';
import { AudioRows } from './AudioRows';
import { anchoredScroll, fitZoom, GUTTER_PX, layerSpan, toPx, ZOOM, zoomStep } from './geometry';
import { KeyframeEditor } from './KeyframeEditor';
import { LayerRow } from './LayerRow';
import { Playhead, Ruler } from './Ruler';
import { SceneTrack } from './SceneTrack';
import { TimelineToolbar } from './TimelineToolbar';
import classes from './Timeline.module.css';

/** Room after the last scene, so its end can be grabbed and a scene dropped there. */
const TAIL_PX = 48;

/**
 * The video in time under the stage (spec 000 §2.12): a ruler with the playhead, the scenes, one row
 * per layer of the selected scene (at the scene's place in the video, topmost first), and what is
 * heard. Blocks are plain divs placed in px at the zoom (pixels per second).
 */
export function Timeline({ lead }: { lead?: ReactNode }) {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const timings = useTimings();
  const sceneId = useEditor((s) => s.sceneId);
  const layerId = useEditor((s) => s.layerId);
  const actions = useTimelineActions();
  const store = useEditorApi();
  const [pps, setPps] = useState<number>(ZOOM.initial);
  const [snap, setSnap] = useState<number | null>(null);
  const [keyframe, setKeyframe] = useState<{ layerId: string; index: number } | null>(null);
  const scroll = useRef<HTMLDivElement>(null);

  const sceneIndex = Math.max(
    0,
    doc.scenes.findIndex((s) => s.id === sceneId),
  );
  const scene = doc.scenes[sceneIndex]!;
  const timing = timings[sceneIndex]!;
  const sceneDuration = timing.end - timing.start;
  const duration = timings.at(-1)?.end ?? 0;
  const width = toPx(duration, pps);
  const layerIndex = scene.layers.findIndex((l) => l.id === layerId);
  const layer = scene.layers[layerIndex];
  const selectedKeyframe = keyframe && keyframe.layerId === layerId && layer?.keyframes?.[keyframe.index] ? keyframe.index : null;

  const fit = useCallback(() => {
    const el = scroll.current;
    if (el) setPps(fitZoom(duration, el.clientWidth - GUTTER_PX - TAIL_PX));
  }, [duration]);
  // The video opens fitted to the width; after that the zoom is the user's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the timeline first has a size
  useLayoutEffect(fit, []);

  const onKeyframe = useCallback((id: string, index: number) => setKeyframe({ layerId: id, index }), []);
  const onZoom = useCallback((direction: 1 | -1) => setPps((p) => zoomStep(p, direction)), []);
  // The key frame just added (at the playhead) on the selected layer is the one edited next.
  const onNewKeyframe = useCallback(
    (index: number | null) => {
      const id = store.getState().layerId;
      if (id && index !== null) setKeyframe({ layerId: id, index });
    },
    [store],
  );

  // ctrl/cmd + wheel zooms about the pointer (a listener of our own: React's wheel listener is passive).
  const zoomRef = useRef(pps);
  zoomRef.current = pps;
  useEffect(() => {
    const el = scroll.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const from = zoomRef.current;
      const to = zoomStep(from, e.deltaY < 0 ? 1 : -1);
      if (to === from) return;
      const x = Math.max(0, e.clientX - el.getBoundingClientRect().left - GUTTER_PX);
      const left = anchoredScroll(el.scrollLeft, x, from, to);
      zoomRef.current = to;
      setPps(to);
      // After the wider content is laid out, so the scroll is not clamped to the old width.
      requestAnimationFrame(() => {
        el.scrollLeft = left;
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <section className={classes.timeline} aria-label={t('editor.timeline.label')} data-testid="timeline">
      <TimelineToolbar
        lead={lead}
        sceneIndex={sceneIndex}
        scenes={doc.scenes.length}
        duration={duration}
        stack={layer ? { index: layerIndex, count: scene.layers.length } : null}
        pps={pps}
        onZoom={onZoom}
        onFit={fit}
        actions={actions}
        onKeyframe={onNewKeyframe}
      />
      {layer && selectedKeyframe !== null && (
        <KeyframeEditor
          sceneId={scene.id}
          layer={layer}
          index={selectedKeyframe}
          layerStart={layerSpan(layer, sceneDuration).start}
          onClose={() => setKeyframe(null)}
        />
      )}
      <div className={classes.scroll} ref={scroll}>
        <div className={classes.content} style={{ width: GUTTER_PX + width + TAIL_PX }} data-pps={pps}>
          <Ruler duration={duration} pps={pps} />
          <SceneTrack scenes={doc.scenes} timings={timings} sceneId={sceneId} pps={pps} duration={duration} />
          {scene.layers
            .map((l) => (
              <LayerRow
                key={l.id}
                layer={l}
                sceneId={scene.id}
                sceneStart={timing.start}
                sceneDuration={sceneDuration}
                pps={pps}
                width={width}
                selected={l.id === layerId}
                keyframe={l.id === layerId ? selectedKeyframe : null}
                onSnap={setSnap}
                onKeyframe={onKeyframe}
              />
            ))
            .reverse()}
          <AudioRows scenes={doc.scenes} timings={timings} music={doc.music} pps={pps} width={width} />
          <Playhead pps={pps} />
          {snap !== null && <div className={classes.snapLine} style={{ left: GUTTER_PX + toPx(snap, pps) }} data-testid="snap-line" />}
        </div>
      </div>
    </section>
  );
}
