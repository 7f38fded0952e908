import type { ApiKeyItem } from '@framecast/contract';
import { ActionIcon, Alert, Badge, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { SettingsCard } from '../../../shared/ui/SettingsCard';
import { toastSuccess } from '../../../shared/ui/toast';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { describeScopes } from './scopes';

/** The person's API keys in the space they work in: list, create (secret shown once) and revoke. */
export function ApiKeysCard() {
  const { t, i18n } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' }).format(new Date(iso));

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        toastSuccess(t('profile.apiKeys.revoked'));
      },
    });

  return (
    <SettingsCard
      title={t('profile.apiKeys.title')}
      testId="profile-api-keys"
      description={t('profile.apiKeys.text')}
      action={
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="api-key-new">
          {t('profile.apiKeys.new')}
        </Button>
      }
    >
      {keys.isError ? (
        <Alert color="red" variant="light">
          {keys.error.message}
        </Alert>
      ) : !keys.data ? (
        <Skeleton h={56} radius="md" />
      ) : keys.data.list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="api-keys-empty">
          {t('profile.apiKeys.empty')}
        </Text>
      ) : (
        <Stack gap={0} data-testid="api-keys-list">
          {keys.data.list.map((key) => (
            <Group
              key={key.id}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="api-key-row"
            >
              <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                <IconKey size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-gray-6)" />
                <Stack gap={2} miw={0}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                      {key.name}
                    </Text>
                    <Badge variant="default" radius="sm" tt="none" ff="monospace" fw={400}>
                      {key.prefix}…
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {describeScopes(key.scopes, t)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('profile.apiKeys.created', { date: date(key.created_at) })} ·{' '}
                    {key.last_used_at ? t('profile.apiKeys.lastUsed', { date: date(key.last_used_at) }) : t('profile.apiKeys.neverUsed')}
                  </Text>
                </Stack>
              </Group>
              <Tooltip label={t('profile.apiKeys.revoke')}>
                <ActionIcon variant="subtle" color="red" onClick={() => setRevoking(key)} aria-label={t('profile.apiKeys.revoke')} data-testid="api-key-revoke">
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        opened={revoking !== null}
        title={t('profile.apiKeys.revokeTitle')}
        message={t('profile.apiKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('profile.apiKeys.revoke')}
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        testId="api-key-revoke-dialog"
      />
    </SettingsCard>
  );
}
