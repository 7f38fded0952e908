import { type Layer, moveLayerInTime, type Step, snapCandidates } from '@framecast/timeline';
import { UnstyledButton } from '@mantine/core';
import { IconBoxMultiple, IconLetterT, IconPhoto, IconUser, IconVideo } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { timingsOf, useEditorApi } from '../model/editor-store';
import { type DragEdge, type DragResult, dragRecipe, dragSpan } from './drag';
import { collapseGesture, gestureMark } from './one-step';
import { DRAG_START_PX, GUTTER_PX, layerSpan, SNAP_PX, toPx, toSeconds } from './geometry';
import classes from './Timeline.module.css';

const ICONS = { avatar: IconUser, image: IconPhoto, video: IconVideo, text: IconLetterT, shape: IconBoxMultiple } as const;

/** What a layer is called on the timeline: a text by its words, anything else by its kind. */
export function useLayerName() {
  const { t } = useTranslation();
  return (layer: Layer) => (layer.type === 'text' ? layer.text : t(`editor.timeline.kinds.${layer.type}`));
}

interface Props {
  layer: Layer;
  sceneId: string;
  sceneStart: number;
  sceneDuration: number;
  pps: number;
  width: number;
  selected: boolean;
  /** The selected keyframe's index when this is the selected layer. */
  keyframe: number | null;
  onSnap: (time: number | null) => void;
  onKeyframe: (layerId: string, index: number) => void;
}

/** One layer of the selected scene: its name, and its block at its time in the video, with its keyframes when selected. */
export const LayerRow = memo(function LayerRow(props: Props) {
  const { layer, sceneStart, sceneDuration, pps, width, selected, keyframe, onKeyframe } = props;
  const { t } = useTranslation();
  const store = useEditorApi();
  const name = useLayerName()(layer);
  const Icon = ICONS[layer.type];
  const span = layerSpan(layer, sceneDuration);
  const left = toPx(sceneStart + span.start, pps);

  return (
    <div className={classes.row} data-testid="timeline-layer-row">
      <UnstyledButton
        className={classes.label}
        style={{ width: GUTTER_PX }}
        data-active={selected}
        aria-pressed={selected}
        onClick={() => store.getState().selectLayer(layer.id)}
      >
        <Icon size={14} aria-hidden style={{ flex: 'none' }} />
        <span className={classes.labelText} dir="auto">
          {name}
        </span>
      </UnstyledButton>
      <div className={classes.lane} style={{ width }}>
        <LayerBlock {...props} name={name} span={span} />
        {selected &&
          layer.keyframes?.map((k, i) => (
            <button
              key={k.t}
              type="button"
              className={classes.diamond}
              style={{ left: left + toPx(k.t, pps) }}
              data-selected={i === keyframe}
              data-testid="keyframe"
              aria-label={t('editor.timeline.keyframes.diamond', { time: formatClock(span.start + k.t) })}
              aria-pressed={i === keyframe}
              onClick={() => {
                onKeyframe(layer.id, i);
                store.getState().seek(sceneStart + span.start + k.t);
              }}
            />
          ))}
      </div>
    </div>
  );
});

interface BlockProps extends Props {
  name: string;
  span: { start: number; end: number };
}

interface Gesture {
  id: number;
  mark: Step | null;
  edge: DragEdge;
  x: number;
  origin: { start: number; end: number };
  candidates: number[];
  moved: boolean;
  last: DragResult | null;
}

let gestures = 0;

/**
 * The block: drag it to move the layer in time, drag an edge to trim it, arrow keys to nudge it. Every
 * pointer move of one press is one op under the press's merge key, so the whole drag is one undo step.
 */
function LayerBlock({ layer, sceneId, sceneStart, sceneDuration, pps, selected, name, span, onSnap }: BlockProps) {
  const { t } = useTranslation();
  const store = useEditorApi();
  const gesture = useRef<Gesture | null>(null);
  const label = (edge: DragEdge) => t(edge === 'move' ? 'editor.timeline.history.move' : 'editor.timeline.history.trim');

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const s = store.getState();
    s.selectLayer(layer.id);
    const edge = ((e.target as HTMLElement).dataset.edge as DragEdge | undefined) ?? 'move';
    const candidates = snapCandidates(s.history.doc, timingsOf(s), s.time, { except: { sceneId, layerId: layer.id } });
    gesture.current = { id: ++gestures, mark: gestureMark(s), edge, x: e.clientX, origin: span, candidates, moved: false, last: null };
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || (!g.moved && Math.abs(e.clientX - g.x) < DRAG_START_PX)) return;
    g.moved = true;
    const next = dragSpan({
      edge: g.edge,
      origin: g.origin,
      delta: toSeconds(e.clientX - g.x, pps),
      sceneStart,
      sceneDuration,
      candidates: g.candidates,
      threshold: toSeconds(SNAP_PX, pps),
    });
    if (g.last && g.last.start === next.start && g.last.end === next.end) return;
    g.last = next;
    onSnap(next.snap);
    store.getState().change(label(g.edge), dragRecipe(g.edge, sceneId, layer.id, next, sceneDuration), `drag:${layer.id}:${g.id}`);
  };

  const onPointerEnd = () => {
    const g = gesture.current;
    gesture.current = null;
    onSnap(null);
    if (g?.last) collapseGesture(store, g.mark, label(g.edge), dragRecipe(g.edge, sceneId, layer.id, g.last, sceneDuration), `drag:${layer.id}:${g.id}`);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const by = { ArrowLeft: -0.1, ArrowRight: 0.1 }[e.key];
    if (by === undefined) return;
    e.preventDefault();
    const to = Math.max(0, span.start + (e.shiftKey ? by * 10 : by));
    store.getState().change(label('move'), (d) => moveLayerInTime(d, sceneId, layer.id, to, sceneDuration), `nudge:${layer.id}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the trim handles the pointer grabs
    <div
      className={classes.block}
      style={{ left: toPx(sceneStart + span.start, pps), width: Math.max(4, toPx(span.end - span.start, pps)) }}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={t('editor.timeline.layerBlock', { name, from: formatClock(span.start), to: formatClock(span.end) })}
      data-type={layer.type}
      data-selected={selected}
      data-dragging={gesture.current?.moved === true}
      data-testid="timeline-layer"
      data-layer-id={layer.id}
      data-start={span.start}
      data-end={span.end}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <span className={classes.edge} data-edge="start" aria-hidden />
      <span dir="auto">{name}</span>
      <span className={classes.edge} data-edge="end" aria-hidden />
    </div>
  );
}
