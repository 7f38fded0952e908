import { memo, type ReactNode, useCallback, useMemo } from 'react';
import { addScene, moveScene, removeScene } from '@framecast/timeline';
import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconArrowsHorizontal,
  IconCopy,
  IconKeyframe,
  IconPlus,
  IconScissors,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { useEditorApi } from '../model/editor-store';
import type { useTimelineActions } from './actions';
import { ZOOM } from './geometry';
import classes from './Timeline.module.css';

interface Props {
  /** What comes first in the row: the play bar. */
  lead?: ReactNode;
  sceneIndex: number;
  scenes: number;
  duration: number;
  /** The selected layer's place in its scene's z-order (0 = bottom) and how many layers it has; null = none selected. */
  stack: { index: number; count: number } | null;
  pps: number;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  actions: ReturnType<typeof useTimelineActions>;
  onKeyframe: (index: number | null) => void;
}

/** One command; memoised, so an edit re-renders only the tools it enables or disables (each holds a tooltip). */
const Tool = memo(function Tool({
  label,
  icon: Icon,
  onClick,
  disabled,
  color,
  testId,
}: {
  label: string;
  icon: ComponentType<{ size?: number }>;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  testId?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="md" color={color ?? 'gray'} aria-label={label} disabled={disabled} onClick={onClick} data-testid={testId}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
});

/** The timeline's commands: scenes (add, copy, move, delete), the selected layer (split, restack, keyframe) and zoom. */
export function TimelineToolbar({ lead, sceneIndex, scenes, duration, stack, pps, onZoom, onFit, actions, onKeyframe }: Props) {
  const { t } = useTranslation();
  const store = useEditorApi();
  // Made once and reading the store when clicked, so the memoised tools keep their props across edits.
  const on = useMemo(() => {
    const selected = () => {
      const s = store.getState();
      return {
        s,
        index: Math.max(
          0,
          s.history.doc.scenes.findIndex((x) => x.id === s.sceneId),
        ),
      };
    };
    const move = (by: -1 | 1) => {
      const { s, index } = selected();
      s.change(t('editor.history.moveScene'), (d) => moveScene(d, s.sceneId, index + by));
    };
    return {
      add: () => {
        const { s, index } = selected();
        let id = '';
        s.change(t('editor.history.addScene'), (d) => void (id = addScene(d, { after: index })));
        if (id) s.selectScene(id);
      },
      remove: () => {
        const { s } = selected();
        s.change(t('editor.history.removeScene'), (d) => removeScene(d, s.sceneId));
      },
      left: () => move(-1),
      right: () => move(1),
      up: () => actions.restack(1),
      down: () => actions.restack(-1),
    };
  }, [store, t, actions]);
  const keyframeHere = useCallback(() => onKeyframe(actions.keyframeHere()), [onKeyframe, actions]);
  const zoomOut = useCallback(() => onZoom(-1), [onZoom]);
  const zoomIn = useCallback(() => onZoom(1), [onZoom]);

  return (
    <div className={classes.toolbar}>
      {lead}
      {lead && <span className={classes.divider} aria-hidden />}
      <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} onClick={on.add} data-testid="add-scene">
        {t('editor.scenes.add')}
      </Button>
      <Tool label={t('editor.scenes.moveLeft')} icon={IconArrowLeft} disabled={sceneIndex === 0} onClick={on.left} />
      <Tool label={t('editor.scenes.moveRight')} icon={IconArrowRight} disabled={sceneIndex === scenes - 1} onClick={on.right} />
      <Tool label={t('editor.scenes.remove')} icon={IconTrash} color="red" disabled={scenes === 1} onClick={on.remove} />
      <span className={classes.divider} />
      <Tool label={t('editor.timeline.split')} icon={IconScissors} onClick={actions.split} testId="timeline-split" />
      <Tool
        label={stack ? t('editor.timeline.duplicate') : t('editor.scenes.duplicate')}
        icon={IconCopy}
        onClick={actions.duplicate}
        testId="timeline-duplicate"
      />
      <Tool label={t('editor.timeline.layerUp')} icon={IconArrowUp} disabled={!stack || stack.index === stack.count - 1} onClick={on.up} testId="layer-up" />
      <Tool label={t('editor.timeline.layerDown')} icon={IconArrowDown} disabled={!stack || stack.index === 0} onClick={on.down} testId="layer-down" />
      <Tool label={t('editor.timeline.keyframes.add')} icon={IconKeyframe} disabled={!stack} onClick={keyframeHere} testId="add-keyframe" />
      <span className={classes.divider} />
      <Tool label={t('editor.timeline.zoomOut')} icon={IconZoomOut} disabled={pps <= ZOOM.min} onClick={zoomOut} testId="zoom-out" />
      <Tool label={t('editor.timeline.zoomIn')} icon={IconZoomIn} disabled={pps >= ZOOM.max} onClick={zoomIn} testId="zoom-in" />
      <Tool label={t('editor.timeline.zoomFit')} icon={IconArrowsHorizontal} onClick={onFit} testId="zoom-fit" />
      <Text size="xs" c="dimmed" ml="auto" data-testid="video-length">
        {t('editor.scenes.total', { count: scenes, time: formatClock(duration) })}
      </Text>
    </div>
  );
}
