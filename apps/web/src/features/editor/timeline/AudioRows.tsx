import type { Music, Scene, SceneTiming } from '@framecast/timeline';
import { IconMicrophone, IconMusic } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { GUTTER_PX, toPx } from './geometry';
import classes from './Timeline.module.css';

interface Props {
  scenes: readonly Scene[];
  timings: readonly SceneTiming[];
  music: Music | undefined;
  pps: number;
  width: number;
}

/** What is heard: each script line while its voice speaks, and the music bed under the whole video. */
export const AudioRows = memo(function AudioRows({ scenes, timings, music, pps, width }: Props) {
  const { t } = useTranslation();
  let n = 0;
  return (
    <>
      <div className={classes.row} data-kind="voice">
        <div className={classes.label} style={{ width: GUTTER_PX }}>
          <IconMicrophone size={14} aria-hidden style={{ flex: 'none' }} />
          {t('editor.timeline.rows.script')}
        </div>
        <div className={classes.lane} style={{ width }}>
          {scenes.flatMap((scene, i) =>
            scene.script.map((segment, j) => {
              n += 1;
              const timing = timings[i]!.segments[j]!;
              const words = segment.text.trim();
              return (
                <div
                  key={segment.id}
                  className={`${classes.block} ${classes.audio}`}
                  style={{ left: toPx(timing.speechStart, pps), width: Math.max(2, toPx(timing.speechEnd - timing.speechStart, pps)) }}
                  title={words}
                  data-testid="timeline-line"
                  dir="auto"
                >
                  {words || t('editor.timeline.line', { n })}
                </div>
              );
            }),
          )}
        </div>
      </div>
      {music && (
        <div className={classes.row} data-kind="music">
          <div className={classes.label} style={{ width: GUTTER_PX }}>
            <IconMusic size={14} aria-hidden style={{ flex: 'none' }} />
            {t('editor.timeline.rows.music')}
          </div>
          <div className={classes.lane} style={{ width }}>
            <div className={`${classes.block} ${classes.music}`} style={{ left: 0, width }} data-testid="timeline-music">
              {t('editor.timeline.musicBed')} · {Math.round(music.volume * 100)}%
            </div>
          </div>
        </div>
      )}
    </>
  );
});
