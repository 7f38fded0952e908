import type { ClonedVoice } from '@framecast/contract';
import { ActionIcon, Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconMicrophone2, IconPlayerPlayFilled, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n';
import { languageName } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFirstPlanWith } from '../../../shared/pricing/first-plan-with';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { usePlanFeature } from '../../../shared/pricing/usePlanFeature';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { usePreviewAudio } from '../../../shared/voices/usePreviewAudio';
import { useClonedVoices, useDeleteClone } from '../api';
import { CloneVoiceDialog } from './CloneVoiceDialog';

const STATUS_COLOR = { processing: 'blue', ready: 'teal', failed: 'red' } as const;

/**
 * My Voices: the space's cloned voices with their state, recordings to play back, and the clone dialog.
 * Delete shows on the voices the viewer may delete (`can_edit`: who cloned it, or an owner or admin).
 * Cloning is offered when the space's plan has it (user info's plan_feature_access); otherwise the plan
 * that has it is named, with the way to upgrade. Voices cloned before stay usable.
 */
export function MyVoices() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const list = useClonedVoices();
  const remove = useDeleteClone();
  const audio = usePreviewAudio();
  const [cloning, setCloning] = useState(false);
  // Upgrading is offered only where it would help: on a server that can clone (an engine is set up).
  const planRefuses = usePlanFeature('voice_clone') === false && list.data?.available === true;
  const withPlan = useFirstPlanWith('voice_clone');
  const [deleting, setDeleting] = useState<ClonedVoice | null>(null);
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md" data-testid="my-voices">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('voices.mine.hint')}
        </Text>
        {!planRefuses && (
          <Button leftSection={<IconMicrophone2 size={16} />} onClick={() => setCloning(true)} disabled={!list.data} data-testid="clone-open">
            {t('voices.clone.open')}
          </Button>
        )}
      </Group>
      {planRefuses && (
        <LimitAlert
          message={withPlan ? t('voices.clone.planLimit', { plan: withPlan }) : t('voices.clone.planLimitAny')}
          upgradeLabel={t('voices.clone.upgrade')}
          source="voice-clone"
          testId="clone-plan"
        />
      )}
      {list.data && !list.data.available && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="clone-unavailable-note">
          {t('voices.clone.unavailable')}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="my-voices-empty">
          {t('voices.mine.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {items.map((v) => (
            <Paper key={v.id} withBorder radius="md" p="sm" data-testid={`clone-card-${v.id}`}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ActionIcon
                  variant={audio.playing === v.sample_url ? 'filled' : 'light'}
                  radius="xl"
                  size="lg"
                  disabled={!v.sample_url}
                  onClick={() => v.sample_url && audio.toggle(v.sample_url)}
                  aria-label={t(audio.playing === v.sample_url ? 'voices.mine.stopSamples' : 'voices.mine.playSamples', { name: v.name })}
                >
                  {audio.playing === v.sample_url ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
                </ActionIcon>
                <Stack gap={4} flex={1} miw={0}>
                  <Text size="sm" fw={650} truncate title={v.name}>
                    {v.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      v.language ? languageName(v.language, lng, v.language) : null,
                      v.gender ? t(`library.voice.${v.gender}`) : null,
                      t('voices.clone.seconds', { count: Math.round(v.sample_seconds) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="dot" color={STATUS_COLOR[v.status]} data-testid="clone-status">
                      {t(`voices.mine.status.${v.status}`)}
                    </Badge>
                  </Group>
                  {v.error && (
                    <Text size="xs" c="red.8" data-testid="clone-error">
                      {v.error}
                    </Text>
                  )}
                </Stack>
                {v.can_edit && (
                  <Tooltip label={t('voices.mine.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => setDeleting(v)}
                      aria-label={t('voices.mine.deleteNamed', { name: v.name })}
                      data-testid="clone-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <CloneVoiceDialog opened={cloning} onClose={() => setCloning(false)} available={!!list.data?.available} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('voices.mine.deleteTitle')}
        message={t('voices.mine.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('voices.mine.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        testId="clone-delete-confirm"
      />
    </Stack>
  );
}
