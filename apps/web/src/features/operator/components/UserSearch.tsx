import type { DataOf } from '@framecast/contract';
import { Button, Group, Skeleton, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { planLabel } from '../../../shared/i18n/plan-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFindUsers } from '../api/find-users';
import { formatDate } from '../format';

export type AdminUser = DataOf<'adminUserFind'>['items'][number];

/** Find users by email, id or name, and pick one to manage. */
export function UserSearch({ q, onSearch, onPick }: { q: string; onSearch: (q: string) => void; onPick: (user: AdminUser) => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(q);
  const users = useFindUsers(q);
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('operator.search.label')}
            placeholder={t('operator.search.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            style={{ flex: 1, minWidth: 220 }}
            data-testid="operator-search"
          />
          <Button type="submit" disabled={!draft.trim()} data-testid="operator-search-submit">
            {t('operator.search.submit')}
          </Button>
        </Group>
      </form>
      {!q ? (
        <Text c="dimmed" size="sm" mt="md">
          {t('operator.search.hint')}
        </Text>
      ) : users.isPending ? (
        <Skeleton h={120} mt="md" radius="md" />
      ) : users.data?.items.length ? (
        <Table.ScrollContainer minWidth={640} mt="md">
          <Table verticalSpacing="xs" highlightOnHover data-testid="operator-users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.search.email')}</Table.Th>
                <Table.Th>{t('operator.search.name')}</Table.Th>
                <Table.Th>{t('operator.search.plan')}</Table.Th>
                <Table.Th ta="right">{t('operator.search.credits')}</Table.Th>
                <Table.Th>{t('operator.search.created')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('operator.search.open')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((u) => (
                <Table.Tr key={u.id} data-testid="operator-user-row">
                  <Table.Td fw={600}>{u.email}</Table.Td>
                  <Table.Td>{u.nickname}</Table.Td>
                  <Table.Td>{planLabel(u.actual_plan)}</Table.Td>
                  <Table.Td ta="right">{u.credits_balance}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.created_at, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onPick(u)}
                      aria-label={t('operator.search.openNamed', { email: u.email })}
                      data-testid="operator-user-open"
                    >
                      {t('operator.search.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : users.data ? (
        <Text c="dimmed" size="sm" mt="md" data-testid="operator-users-empty">
          {t('operator.search.empty', { q })}
        </Text>
      ) : null}
    </>
  );
}
