import { Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCpu, IconMicrophone, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { useCapabilities } from './capabilities';

/** Where the local animation is described: illustrated avatars, or a photo's face. */
const NS = { avatar: 'avatarVideo', photo: 'talkingPhoto' } as const;

/** Which engines speak and animate, in plain words: a local engine is modest and says so. */
export function EngineNote({ subject = 'avatar' }: { subject?: 'avatar' | 'photo' }) {
  const { t } = useTranslation();
  const caps = useCapabilities();
  if (caps.isPending) return <Skeleton h={64} radius="md" />;
  if (!caps.data) return null;
  const { speech, talking_head: head } = caps.data;
  const local = speech.engine === 'espeak' && head.engine === 'local';
  const rows = [
    // The server's descriptions are English and follow from the engine kind alone, so each kind's own words are shown.
    {
      testId: 'engine-animation',
      Icon: IconUserCircle,
      description: head.engine === 'local' ? `${NS[subject]}.engine.animationLocalDetail` : 'avatarVideo.engine.animationHttpDetail',
      text: head.engine === 'local' ? `${NS[subject]}.engine.animationLocal` : 'avatarVideo.engine.animationHttp',
    },
    {
      testId: 'engine-speech',
      Icon: IconMicrophone,
      description: speech.engine === 'espeak' ? 'avatarVideo.engine.speechLocalDetail' : 'avatarVideo.engine.speechHttpDetail',
      text: speech.engine === 'espeak' ? 'avatarVideo.engine.speechLocal' : 'avatarVideo.engine.speechHttp',
    },
  ];
  return (
    <Paper p="sm" radius="md" bg="gray.0" data-testid="engine-note">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconCpu size={15} color="var(--mantine-color-dimmed)" />
          <Text size="xs" fw={650}>
            {t(local ? 'avatarVideo.engine.localTitle' : 'avatarVideo.engine.mixedTitle')}
          </Text>
        </Group>
        {rows.map((row) => (
          <Tooltip key={row.testId} label={t(row.description)} multiline maw={280} withinPortal>
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid={row.testId}>
              <row.Icon size={15} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 1 }} />
              <Text size="xs" c="dimmed">
                {t(row.text)}
              </Text>
            </Group>
          </Tooltip>
        ))}
      </Stack>
    </Paper>
  );
}
