import type { InvitableRole } from '@framecast/contract';
import { Alert, Button, Group, Select, Skeleton, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { toastSuccess } from '../../../shared/ui/toast';
import { useInvitationLink, useResetInvitationLink } from '../api/invitation-link';
import { formatDate } from '../format';
import { INVITABLE_ROLES } from '../roles';
import { SettingsCard } from '../../../shared/ui/SettingsCard';
import { CopyTextButton } from '../../../shared/ui/CopyTextButton';

/**
 * The space's invitation link (/s/<code>): who joins with it as what, until when; copy it, or reset it so
 * the old one stops working. Choosing the other role replaces the link (one is live at a time).
 */
export function InviteLinkCard({ space }: { space: SpaceItem }) {
  const { t, i18n } = useTranslation();
  // Until the member picks a role, the live link is shown with its own role.
  const [picked, setPicked] = useState<InvitableRole | undefined>(undefined);
  const link = useInvitationLink(space.unique_id, picked);
  const role: InvitableRole = picked ?? link.data?.link?.role_name ?? 'collaborator';
  const reset = useResetInvitationLink(space.unique_id, role);
  const live = link.data?.link;
  const url = live ? `${window.location.origin}${live.path}` : '';

  return (
    <SettingsCard title={t('spaces.link.title')} description={t('spaces.link.hint')} testId="space-invite-link">
      <Select
        label={t('spaces.link.role')}
        value={role}
        onChange={(value) => value && setPicked(value as InvitableRole)}
        data={INVITABLE_ROLES.map((value) => ({ value, label: t(`spaces.roles.${value}`) }))}
        allowDeselect={false}
        maw={260}
        data-testid="space-link-role"
      />
      {link.isError ? (
        <Alert color="red" variant="light">
          {link.error.message}
        </Alert>
      ) : !link.data ? (
        <Skeleton h={60} radius="md" />
      ) : (
        <div>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput label={t('spaces.link.label')} value={url} readOnly flex={1} onFocus={(e) => e.currentTarget.select()} data-testid="space-link-url" />
            <CopyTextButton value={url} label={t('common.copyLink')} disabled={!url} testId="space-link-copy" />
          </Group>
          {live && (
            <Text size="xs" c="dimmed" mt={6} data-testid="space-link-expiry">
              {t('spaces.link.expires', { date: formatDate(live.expires_at, i18n.language), role: t(`spaces.roles.${live.role_name}`) })}
            </Text>
          )}
        </div>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: () => {
                // The new link is cached under its role: show that one.
                setPicked(role);
                toastSuccess(t('spaces.link.resetDone'));
              },
            })
          }
          data-testid="space-link-reset"
        >
          {t('spaces.link.reset')}
        </Button>
      </Group>
    </SettingsCard>
  );
}
