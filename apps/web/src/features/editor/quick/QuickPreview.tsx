import { Box, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PlayBar, PlayTime } from '../components/PlayBar';
import { Stage } from '../components/Stage';
import { formatClock } from '../model/clock';
import { useEditor, useTimings } from '../model/editor-store';

/**
 * The video as it will render, drawn by the timeline editor's stage at the playhead, with the timeline
 * editor's play bar and time: paused, the scene of the line being edited; played, the whole video with
 * its voices (the page runs the clock, the speech and the sound).
 */
export function QuickPreview({ watermark }: { watermark: boolean }) {
  const { t } = useTranslation();
  const total = useTimings().at(-1)?.end ?? 0;
  return (
    <Stack gap="xs" data-testid="quick-preview">
      <div>
        <Title order={2} size="h5">
          {t('editor.quick.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editor.quick.preview.hint')}
        </Text>
      </div>
      <Box h={{ base: 220, sm: 280 }} style={{ display: 'flex', borderRadius: 8, overflow: 'hidden' }}>
        <Stage watermark={watermark} />
      </Box>
      <PlayBar>
        <Seek total={total} />
        <PlayTime total={total} />
      </PlayBar>
    </Stack>
  );
}

/** The playhead along the whole video, in place of the timeline's ruler. */
function Seek({ total }: { total: number }) {
  const { t } = useTranslation();
  const time = useEditor((s) => s.time);
  const seek = useEditor((s) => s.seek);
  return (
    <Slider
      style={{ flex: 1 }}
      min={0}
      max={Math.max(total, 0.1)}
      step={0.1}
      value={Math.min(time, total)}
      onChange={seek}
      label={formatClock}
      thumbLabel={t('editor.timeline.ruler')}
      data-testid="quick-seek"
    />
  );
}
