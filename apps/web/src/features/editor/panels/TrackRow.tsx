import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TrackPreview } from './useTrackPreview';

interface Props {
  /** The track's reference (`builtin:…`, `asset:…`): what is played and what is used. */
  id: string;
  name: string;
  detail?: string;
  url: string;
  inUse: boolean;
  preview: TrackPreview;
  onUse: () => void;
  useLabel?: string;
}

/** A music track in a panel: listen to it, then use it. */
export function TrackRow({ id, name, detail, url, inUse, preview, onUse, useLabel }: Props) {
  const { t } = useTranslation();
  const playing = preview.playing === id;
  return (
    <div data-testid={`track-${id}`}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant={playing ? 'filled' : 'light'}
          radius="xl"
          aria-label={t(playing ? 'editor.media.music.stop' : 'editor.media.music.play', { name })}
          aria-pressed={playing}
          onClick={() => preview.toggle(id, url)}
          data-testid="track-play"
        >
          {playing ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate title={name}>
            {name}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
        <Button
          size="compact-xs"
          variant={inUse ? 'light' : 'default'}
          leftSection={inUse ? <IconCheck size={12} /> : undefined}
          onClick={onUse}
          disabled={inUse}
          data-testid="track-use"
        >
          {inUse ? t('editor.media.music.inUse') : (useLabel ?? t('editor.media.music.use'))}
        </Button>
      </Group>
      {preview.failed === id && (
        <Text size="xs" c="red" role="alert" mt={2}>
          {t('editor.media.music.playError')}
        </Text>
      )}
    </div>
  );
}
