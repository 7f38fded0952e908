import type { Voice } from '@framecast/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { voiceLabel, voiceLines } from '../../../shared/voices/names';

const QUALITY_COLOR = { basic: 'gray', standard: 'blue', natural: 'teal' } as const;

interface Props {
  voice: Voice;
  playing: boolean;
  onPlay: () => void;
  onStar: (favorite: boolean) => void;
}

/** One voice of the library: its names, what it is (sound, age, use cases), a preview and a star. */
export function VoiceCard({ voice, playing, onPlay, onStar }: Props) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const lines = voiceLines(voice, lng);
  const name = voiceLabel(voice, lng);
  const engine = t(`voices.engines.${voice.engine}`, { defaultValue: voice.engine });
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`voice-card-${voice.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant={playing ? 'filled' : 'light'}
          radius="xl"
          size="lg"
          onClick={onPlay}
          aria-label={t(playing ? 'voices.stop' : 'voices.play', { name })}
          data-testid={`voice-play-${voice.id}`}
        >
          {playing ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
        </ActionIcon>
        <Stack gap={4} flex={1} miw={0}>
          <Text size="sm" fw={650} truncate title={lines.title}>
            {lines.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {lines.detail}
          </Text>
          <Group gap={4}>
            {voice.quality && (
              <Tooltip label={t(`voices.qualityHints.${voice.quality}`)} multiline maw={260} withinPortal>
                <Badge size="xs" variant="dot" color={QUALITY_COLOR[voice.quality]} data-testid="voice-quality">
                  {t(`voices.qualities.${voice.quality}`)}
                </Badge>
              </Tooltip>
            )}
            {voice.multilingual && (
              <Badge size="xs" variant="dot" color="grape">
                {t('voices.multilingual')}
              </Badge>
            )}
            {voice.age && (
              <Badge size="xs" variant="default">
                {t(`voices.ages.${voice.age}`)}
              </Badge>
            )}
            {voice.use_cases.map((u) => (
              <Badge key={u} size="xs" variant="default">
                {t(`voices.useCases.${u}`)}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('voices.engine', { engine })}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color={voice.favorite ? 'yellow' : 'gray'}
          onClick={() => onStar(!voice.favorite)}
          aria-pressed={voice.favorite}
          aria-label={t(voice.favorite ? 'voices.unstar' : 'voices.star', { name })}
          data-testid={`voice-star-${voice.id}`}
        >
          {voice.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Group>
    </Paper>
  );
}
