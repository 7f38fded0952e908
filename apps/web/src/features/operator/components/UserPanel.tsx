import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate } from '../format';
import { BanCard } from './BanCard';
import { CreditsForm } from './CreditsForm';
import { OrdersCard } from './OrdersCard';
import { PlanForm } from './PlanForm';
import type { AdminUser } from './UserSearch';

/** One user: who they are, their plan, balances, access and orders. */
export function UserPanel({ user, onChange, onBack }: { user: AdminUser; onChange: (u: AdminUser) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const banned = user.status === 'banned';
  return (
    <Stack gap="md" data-testid="operator-user">
      <Anchor component="button" type="button" onClick={onBack} size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('operator.user.back')}
        </Group>
      </Anchor>
      <div>
        <Group gap="xs">
          <Title order={2} fz="xl" data-testid="operator-user-email">
            {user.email}
          </Title>
          <Badge variant="light" color={banned ? 'red' : 'teal'} data-testid="operator-user-status">
            {i18n.exists(`operator.user.statuses.${user.status}`) ? t(`operator.user.statuses.${user.status}`) : user.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {user.nickname} · {t('operator.user.id')} <span style={{ fontFamily: 'monospace' }}>{user.id}</span> ·{' '}
          {t('operator.user.joined', { date: formatDate(user.created_at, i18n.language) })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PlanForm key={`${user.id}-${user.actual_plan}-${user.period}`} user={user} onChange={onChange} />
        <CreditsForm user={user} onChange={onChange} />
      </SimpleGrid>
      <BanCard user={user} onChange={onChange} />
      <OrdersCard userId={user.id} />
    </Stack>
  );
}
