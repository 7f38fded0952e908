import { ErrorCode } from '@framecast/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/i18n/localize';
import { useSpaces } from '../../../shared/spaces/space-list';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSwitchSpace } from '../api/switch-space';

/**
 * Over every page of a team space whose owner's Team plan has ended: the server refuses the space's work
 * (19006, spec 000 §8 "plan expired"), so the member is told why once, here, and offered the way home.
 */
export default function ExpiredSpaceNotice() {
  const { t } = useTranslation();
  const spaces = useSpaces();
  const switcher = useSwitchSpace();
  const home = spaces.data?.list.find((s) => s.personal);
  return (
    <Alert color="orange" variant="light" radius={0} icon={<IconAlertTriangle size={18} />} data-testid="space-expired-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(ErrorCode.SPACE_PLAN_EXPIRED)}</Text>
        {home && (
          <Button
            size="xs"
            variant="white"
            loading={switcher.isPending}
            onClick={() =>
              switcher.mutate({ unique_id: home.unique_id }, { onSuccess: () => toastSuccess(t('spaces.switcher.switched', { name: t('spaces.myName') })) })
            }
            data-testid="space-expired-home"
          >
            {t('spaces.expired.goHome')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
