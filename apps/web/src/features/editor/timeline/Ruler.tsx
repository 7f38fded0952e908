import { memo, type PointerEvent, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { useEditor } from '../model/editor-store';
import { GUTTER_PX, ticks, timeAt, toPx } from './geometry';
import classes from './Timeline.module.css';
import { PlayTime } from '../components/PlayBar';

interface Props {
  duration: number;
  pps: number;
}

/** Seconds along the top; pressing or dragging on it moves the playhead, the arrow keys nudge it. */
export function Ruler({ duration, pps }: Props) {
  const { t } = useTranslation();
  const seek = useEditor((s) => s.seek);
  const time = useEditor((s) => s.time);
  const pressed = useRef(false);
  const seekTo = (e: PointerEvent<HTMLDivElement>) => seek(timeAt(e.clientX, e.currentTarget.getBoundingClientRect().left, pps));
  const nudge = (by: number) => seek(time + by);

  return (
    <div className={classes.row} data-kind="ruler">
      <div className={classes.label} style={{ width: GUTTER_PX }} data-testid="timeline-clock">
        <PlayTime total={duration} />
      </div>
      <div
        className={`${classes.lane} ${classes.ruler}`}
        style={{ width: toPx(duration, pps) }}
        role="slider"
        tabIndex={0}
        aria-label={t('editor.timeline.ruler')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration * 10) / 10}
        aria-valuenow={Math.round(time * 10) / 10}
        aria-valuetext={formatClock(time)}
        data-testid="timeline-ruler"
        onPointerDown={(e) => {
          pressed.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          seekTo(e);
        }}
        onPointerMove={(e) => pressed.current && seekTo(e)}
        onPointerUp={() => {
          pressed.current = false;
        }}
        onKeyDown={(e) => {
          const by = { ArrowLeft: -0.1, ArrowRight: 0.1, PageDown: -1, PageUp: 1 }[e.key];
          if (by === undefined) return;
          e.preventDefault();
          nudge(e.shiftKey ? by * 10 : by);
        }}
      >
        <Ticks duration={duration} pps={pps} />
      </div>
    </div>
  );
}

// The ticks change only with the zoom and the length, not with the playhead.
const Ticks = memo(function Ticks({ duration, pps }: Props) {
  return ticks(duration, pps).map((s) => (
    <span key={s} className={classes.tick} style={{ left: toPx(s, pps) }}>
      {formatClock(s).replace(/\.0$/, '')}
    </span>
  ));
});

/** The playhead line over every row: the only part of the timeline that follows `time`. */
export function Playhead({ pps }: { pps: number }) {
  const time = useEditor((s) => s.time);
  const playing = useEditor((s) => s.playing);
  return (
    <div className={classes.playhead} style={{ left: GUTTER_PX + toPx(time, pps) - 1 }} data-testid="timeline-playhead" data-playing={playing} aria-hidden />
  );
}
