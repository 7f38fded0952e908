import { Role } from '@framecast/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useDeleteSpace } from '../api/delete-space';
import { useLeaveSpace } from '../api/leave-space';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

/** Leave the space (members) or delete it (its owner, once every member is removed: 19009 is shown here). */
export function SpaceDangerZone({ space }: { space: SpaceItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveSpace();
  const remove = useDeleteSpace();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const owner = space.role === Role.owner;
  if (space.personal) return null;

  const confirm = () => {
    setRefusal(null);
    const done = (message: string) => () => {
      toastSuccess(message);
      setConfirming(false);
      navigate('/home');
    };
    if (owner) {
      remove.mutate(
        { unique_id: space.unique_id },
        {
          onSuccess: done(t('spaces.danger.deleted', { name: space.name })),
          onError: (error) => {
            if (isApiError(error, 19009)) {
              setRefusal(error.message);
              setConfirming(false);
            }
          },
        },
      );
    } else leave.mutate({ unique_id: space.unique_id }, { onSuccess: done(t('spaces.danger.left', { name: space.name })) });
  };

  return (
    <SettingsCard title={owner ? t('spaces.danger.deleteTitle') : t('spaces.danger.leaveTitle')} testId="space-danger">
      <Text size="sm" c="dimmed">
        {owner ? t('spaces.danger.deleteHint') : t('spaces.danger.leaveHint')}
      </Text>
      {refusal && (
        <Alert color="red" variant="light" data-testid="space-delete-refused">
          {refusal}
        </Alert>
      )}
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={owner ? <IconTrash size={16} /> : <IconDoorExit size={16} />}
          onClick={() => setConfirming(true)}
          data-testid={owner ? 'space-delete' : 'space-leave'}
        >
          {owner ? t('spaces.danger.delete') : t('spaces.danger.leave')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={owner ? t('spaces.danger.deleteTitle') : t('spaces.danger.leaveTitle')}
        message={owner ? t('spaces.danger.deleteText', { name: space.name }) : t('spaces.danger.leaveText', { name: space.name })}
        confirmLabel={owner ? t('spaces.danger.delete') : t('spaces.danger.leave')}
        loading={remove.isPending || leave.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        testId={owner ? 'space-delete-dialog' : 'space-leave-dialog'}
      />
    </SettingsCard>
  );
}
