import { ErrorCode, type ProjectDetail } from '@framecast/contract';
import { Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useUser } from '../../../shared/api/user-info';
import { durationText } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openPricingDialog } from '../../../shared/pricing/store';
import { toastInfo, toastSuccess } from '../../../shared/ui/toast';
import { useCapabilities } from '../../../shared/video-form/capabilities';
import { useLipSyncBoost } from '../api/lip-sync-boost';
import { boostSeconds, boostStep, canLipSync } from '../model/lip-sync';

/**
 * "Lip-sync boost" on a rendered avatar video, when the server has a talking-head engine (spec 001 §4):
 * minutes that cover the whole video → confirm and boost; otherwise the lip-sync package dialog, whose
 * purchase comes back to this page and boosts the video by itself (the pricing feature's return).
 */
export function LipSyncBoostButton({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const caps = useCapabilities();
  const { user } = useUser();
  const boost = useLipSyncBoost();
  const [confirming, setConfirming] = useState(false);
  if (!caps.data?.lip_sync.available || !canLipSync(project)) return null;

  const need = boostSeconds(project.duration);
  const balance = user?.lip_sync_duration ?? 0;
  const buy = () => openPricingDialog({ kind: 'lipSync', projectId: project.id, videoSeconds: need });
  const start = () => (boostStep(balance, need) === 'confirm' ? setConfirming(true) : buy());
  const run = () =>
    boost.mutate(project.id, {
      onSuccess: (data) => {
        setConfirming(false);
        if (data.render_queued) toastSuccess(t('projects.lipSync.started'));
        else toastInfo(t('projects.lipSync.already'));
      },
      onError: (error) => {
        // The client showed the server's message; minutes that fall short lead to the packages.
        setConfirming(false);
        if (isApiError(error, ErrorCode.LIP_SYNC_SHORT)) buy();
      },
    });

  return (
    <>
      <Tooltip label={t('projects.lipSync.tooltip')} multiline w={260}>
        <Button variant="light" leftSection={<IconMoodSmile size={16} />} onClick={start} data-testid="video-lip-sync">
          {t('projects.lipSync.button')}
        </Button>
      </Tooltip>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('projects.lipSync.confirmTitle')} centered size="sm">
        <Stack gap="xs" data-testid="lip-sync-confirm">
          <Text size="sm">{t('projects.lipSync.confirmText')}</Text>
          <Text size="sm" fw={600}>
            {t('projects.lipSync.confirmUse', { need: durationText(need), balance: durationText(balance) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('projects.lipSync.confirmNote')}
          </Text>
        </Stack>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={run} loading={boost.isPending} data-testid="lip-sync-confirm-boost">
            {t('projects.lipSync.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
