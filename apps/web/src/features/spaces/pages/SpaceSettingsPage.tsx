import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSettings, IconSparkles, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { openAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSpaceName } from '../../../shared/spaces/name';
import { type SpaceItem, useSpaces } from '../../../shared/spaces/space-list';
import { BasicSettings } from '../components/BasicSettings';
import { MembersTab } from '../components/MembersTab';
import { SpaceAvatar } from '../components/SpaceAvatar';

type Tab = 'basic' | 'members';

/** Which space the page is about: `?space=<unique_id>`, else the one the member works in. */
const chosen = (list: SpaceItem[], wanted: string | null) =>
  wanted ? list.find((s) => s.unique_id === wanted) : (list.find((s) => s.now_here) ?? list.find((s) => s.personal));

function Settings() {
  const { t } = useTranslation();
  const nameOf = useSpaceName();
  const [params, setParams] = useSearchParams();
  const spaces = useSpaces();
  const tab: Tab = params.get('tab') === 'members' ? 'members' : 'basic';

  if (spaces.isError) {
    return (
      <Alert color="red" variant="light" data-testid="space-settings-error">
        {spaces.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void spaces.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!spaces.data) return <Skeleton h={320} radius="lg" />;
  const space = chosen(spaces.data.list, params.get('space'));
  if (!space) {
    return (
      <Alert color="red" variant="light" data-testid="space-settings-missing">
        {t('spaces.settings.notFound')}
      </Alert>
    );
  }

  const setTab = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next === 'members') query.set('tab', 'members');
    else query.delete('tab');
    setParams(query, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Paper p="md" radius="lg" withBorder>
        <Group gap="md" wrap="nowrap">
          <SpaceAvatar name={nameOf(space)} photo={space.photo_url} size={48} radius="md" />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} truncate data-testid="space-settings-name">
              {nameOf(space)}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {space.personal ? t('spaces.personal') : t('spaces.settings.ownedBy', { name: space.owner_nickname })}
            </Text>
          </div>
          <Badge variant="light" data-testid="space-settings-role">
            {t(`spaces.roles.${space.role_name}`)}
          </Badge>
        </Group>
      </Paper>
      {space.personal && (
        <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />} data-testid="space-personal-note">
          {t('spaces.settings.personalNote')}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="basic" leftSection={<IconSettings size={16} />} data-testid="space-tab-basic">
            {t('spaces.settings.tabs.basic')}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />} data-testid="space-tab-members">
            {t('spaces.settings.tabs.members')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic">
          <BasicSettings key={space.unique_id} space={space} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersTab key={space.unique_id} space={space} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /space-settings: the current space's (or `?space=`'s) basic settings and members. */
export default function SpaceSettingsPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Container size={960} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('spaces.settings.title')}
        </Title>
        <Text c="dimmed">{t('spaces.settings.subtitle')}</Text>
      </Stack>
      {user?.status === 'guest' ? (
        <Paper p="xl" radius="lg" withBorder data-testid="space-settings-guest">
          <Stack align="flex-start" gap="sm">
            <Title order={2} fz="lg">
              {t('spaces.settings.guestTitle')}
            </Title>
            <Text c="dimmed">{t('spaces.settings.guestText')}</Text>
            <Button leftSection={<IconSparkles size={16} />} onClick={() => openAuthDialog({ mode: 1 })}>
              {t('home.guestCta')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        user && <Settings />
      )}
    </Container>
  );
}
