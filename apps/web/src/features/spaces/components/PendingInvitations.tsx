import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate } from '../format';
import type { PendingInvitation } from '../types';

/** Invitations sent by email and not accepted yet (they take a seat only once accepted). */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t, i18n } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="space-pending">
      <Text size="sm" fw={650}>
        {t('spaces.members.pendingTitle')}
      </Text>
      {invitations.map((i) => (
        <Group key={i.id} gap="4px 12px" wrap="wrap" justify="space-between" data-testid={`space-pending-${i.email}`}>
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
            <IconMail size={18} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" truncate>
              {i.email}
            </Text>
            <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t(`spaces.roles.${i.role_name}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('spaces.members.pendingExpires', { date: formatDate(i.expires_at, i18n.language) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
