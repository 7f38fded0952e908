import type { ReactNode } from 'react';
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
import { useEditor } from '../model/editor-store';
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

function Tool({
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
}

/** The timeline's commands: scenes (add, copy, move, delete), the selected layer (split, restack, keyframe) and zoom. */
export function TimelineToolbar({ lead, sceneIndex, scenes, duration, stack, pps, onZoom, onFit, actions, onKeyframe }: Props) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const selectScene = useEditor((s) => s.selectScene);
  const sceneId = useEditor((s) => s.sceneId);

  const add = () => {
    let id = '';
    change(t('editor.history.addScene'), (d) => void (id = addScene(d, { after: sceneIndex })));
    if (id) selectScene(id);
  };
  const remove = () => change(t('editor.history.removeScene'), (d) => removeScene(d, sceneId));
  const move = (by: -1 | 1) => change(t('editor.history.moveScene'), (d) => moveScene(d, sceneId, sceneIndex + by));

  return (
    <div className={classes.toolbar}>
      {lead}
      {lead && <span className={classes.divider} aria-hidden />}
      <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add} data-testid="add-scene">
        {t('editor.scenes.add')}
      </Button>
      <Tool label={t('editor.scenes.moveLeft')} icon={IconArrowLeft} disabled={sceneIndex === 0} onClick={() => move(-1)} />
      <Tool label={t('editor.scenes.moveRight')} icon={IconArrowRight} disabled={sceneIndex === scenes - 1} onClick={() => move(1)} />
      <Tool label={t('editor.scenes.remove')} icon={IconTrash} color="red" disabled={scenes === 1} onClick={remove} />
      <span className={classes.divider} />
      <Tool label={t('editor.timeline.split')} icon={IconScissors} onClick={actions.split} testId="timeline-split" />
      <Tool
        label={stack ? t('editor.timeline.duplicate') : t('editor.scenes.duplicate')}
        icon={IconCopy}
        onClick={actions.duplicate}
        testId="timeline-duplicate"
      />
      <Tool
        label={t('editor.timeline.layerUp')}
        icon={IconArrowUp}
        disabled={!stack || stack.index === stack.count - 1}
        onClick={() => actions.restack(1)}
        testId="layer-up"
      />
      <Tool
        label={t('editor.timeline.layerDown')}
        icon={IconArrowDown}
        disabled={!stack || stack.index === 0}
        onClick={() => actions.restack(-1)}
        testId="layer-down"
      />
      <Tool
        label={t('editor.timeline.keyframes.add')}
        icon={IconKeyframe}
        disabled={!stack}
        onClick={() => onKeyframe(actions.keyframeHere())}
        testId="add-keyframe"
      />
      <span className={classes.divider} />
      <Tool label={t('editor.timeline.zoomOut')} icon={IconZoomOut} disabled={pps <= ZOOM.min} onClick={() => onZoom(-1)} testId="zoom-out" />
      <Tool label={t('editor.timeline.zoomIn')} icon={IconZoomIn} disabled={pps >= ZOOM.max} onClick={() => onZoom(1)} testId="zoom-in" />
      <Tool label={t('editor.timeline.zoomFit')} icon={IconArrowsHorizontal} onClick={onFit} testId="zoom-fit" />
      <Text size="xs" c="dimmed" ml="auto" data-testid="video-length">
        {t('editor.scenes.total', { count: scenes, time: formatClock(duration) })}
      </Text>
    </div>
  );
}
