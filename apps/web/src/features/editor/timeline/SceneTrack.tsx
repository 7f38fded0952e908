import { moveScene, type Scene, type SceneTiming } from '@framecast/timeline';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { useEditor } from '../model/editor-store';
import { sceneDropIndex } from './drag';
import { DRAG_START_PX, GUTTER_PX, timeAt, toPx } from './geometry';
import classes from './Timeline.module.css';

interface Props {
  scenes: readonly Scene[];
  timings: readonly SceneTiming[];
  sceneId: string;
  pps: number;
  duration: number;
}

/** The scenes in order, each as long as it lasts: press one to select it, drag it along to reorder. */
export function SceneTrack({ scenes, timings, sceneId, pps, duration }: Props) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const selectScene = useEditor((s) => s.selectScene);
  const lane = useRef<HTMLDivElement>(null);
  const [drop, setDrop] = useState<{ from: number; to: number } | null>(null);
  const press = useRef<{ x: number; from: number; moved: boolean } | null>(null);

  // The handlers are made once and read the newest layout, so a drag re-renders no scene block but the dragged one.
  const latest = useRef({ scenes, timings, pps });
  latest.current = { scenes, timings, pps };
  const handlers = useMemo<Handlers>(() => {
    const targetAt = (clientX: number) =>
      sceneDropIndex(latest.current.timings, timeAt(clientX, lane.current!.getBoundingClientRect().left, latest.current.pps));
    return {
      down: (e, from) => {
        if (e.button !== 0) return;
        press.current = { x: e.clientX, from, moved: false };
        e.currentTarget.setPointerCapture(e.pointerId);
      },
      move: (e) => {
        const p = press.current;
        if (!p || (!p.moved && Math.abs(e.clientX - p.x) < DRAG_START_PX)) return;
        p.moved = true;
        const to = targetAt(e.clientX);
        setDrop((d) => (d?.from === p.from && d.to === to ? d : { from: p.from, to }));
      },
      up: (e) => {
        const p = press.current;
        press.current = null;
        setDrop(null);
        if (!p?.moved) return;
        const to = targetAt(e.clientX);
        const id = latest.current.scenes[p.from]!.id;
        if (to !== p.from) change(t('editor.history.moveScene'), (d) => moveScene(d, id, to));
        selectScene(id);
      },
    };
  }, [change, selectScene, t]);

  // The mark sits where the scene will land: before the target when moving earlier, after it when later.
  const mark = drop && drop.to !== drop.from ? (drop.to < drop.from ? timings[drop.to]!.start : timings[drop.to]!.end) : null;

  return (
    <div className={classes.row} data-kind="scenes">
      <div className={classes.label} style={{ width: GUTTER_PX }}>
        {t('editor.timeline.rows.scenes')}
      </div>
      <div ref={lane} className={classes.lane} style={{ width: toPx(duration, pps) }} role="listbox" aria-label={t('editor.scenes.label')}>
        {scenes.map((scene, i) => (
          <SceneBlock
            key={scene.id}
            scene={scene}
            start={timings[i]!.start}
            end={timings[i]!.end}
            pps={pps}
            selected={scene.id === sceneId}
            dragging={drop?.from === i}
            index={i}
            onSelect={selectScene}
            handlers={handlers}
          />
        ))}
        {mark !== null && <div className={classes.dropMark} style={{ left: toPx(mark, pps) }} />}
      </div>
    </div>
  );
}

interface Handlers {
  down: (e: React.PointerEvent<HTMLElement>, from: number) => void;
  move: (e: React.PointerEvent<HTMLElement>) => void;
  up: (e: React.PointerEvent<HTMLElement>) => void;
}

interface BlockProps {
  scene: Scene;
  index: number;
  start: number;
  end: number;
  pps: number;
  selected: boolean;
  dragging: boolean;
  onSelect: (id: string) => void;
  handlers: Handlers;
}

const SceneBlock = memo(function SceneBlock({ scene, index, start, end, pps, selected, dragging, onSelect, handlers }: BlockProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const words = scene.script
    .map((g) => g.text.trim())
    .filter(Boolean)
    .join(' ');
  const time = formatClock(end - start);
  return (
    // A plain button: 60 of these re-render when a scene is added or moved, and Mantine's costs a box each.
    <button
      type="button"
      className={`${classes.block} ${classes.scene}`}
      style={{ left: toPx(start, pps), width: Math.max(2, toPx(end - start, pps) - 2) }}
      role="option"
      aria-selected={selected}
      aria-label={`${t('editor.timeline.sceneBlock', { n, time })} ${words}`}
      data-selected={selected}
      data-dragging={dragging}
      data-testid="scene-card"
      onClick={() => onSelect(scene.id)}
      onPointerDown={(e) => handlers.down(e, index)}
      onPointerMove={handlers.move}
      onPointerUp={handlers.up}
    >
      <b>
        {t('editor.scenes.scene', { n })} · {time}
      </b>
      <span className={classes.sceneWords} dir="auto">
        {words || t('editor.scenes.empty')}
      </span>
    </button>
  );
});
