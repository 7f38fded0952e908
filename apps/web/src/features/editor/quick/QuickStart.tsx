import { Anchor, Badge, Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBolt, IconChevronRight, IconMovie } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjects } from '../../../shared/projects/list-projects';

/** /quickeditor without a video: the space's latest videos and drafts to pick from, or how to get one. */
export function QuickStart() {
  const { t } = useTranslation();
  const list = useProjects({ filter: 'all', sort: 'modified', order: 'desc', page: 1, page_size: 8 });
  const items = list.data?.items ?? [];
  return (
    <Container size={760} py="lg" data-testid="quick-start">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBolt size={24} color="var(--mantine-color-yellow-7)" aria-hidden />
          <Title order={1} size="h3">
            {t('editor.quick.pick.title')}
          </Title>
        </Group>
        <Text c="dimmed" size="sm">
          {t('editor.quick.pick.hint')}
        </Text>
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('editor.quick.pick.recent')}
          </Title>
          <Anchor component={Link} to="/projects" size="sm">
            {t('editor.quick.pick.all')}
          </Anchor>
        </Group>
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : items.length === 0 ? (
          <Card withBorder padding="lg" data-testid="quick-start-empty">
            <Text size="sm">{t('editor.quick.pick.empty')}</Text>
            <Button mt="md" component={Link} to="/talking-avatar" w="fit-content">
              {t('editor.quick.pick.make')}
            </Button>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {items.map((p) => (
              <UnstyledButton
                key={p.id}
                component={Link}
                to={`/quickeditor?id=${p.id}`}
                aria-label={t('editor.quick.pick.open', { name: p.name })}
                data-testid="quick-start-project"
              >
                <Card withBorder padding="sm">
                  <Group wrap="nowrap" gap="sm">
                    {p.thumbnail_url ? (
                      <img src={p.thumbnail_url} alt="" width={64} height={36} style={{ objectFit: 'cover', borderRadius: 4, background: '#111' }} />
                    ) : (
                      <Center w={64} h={36} bg="gray.2" style={{ borderRadius: 4, flexShrink: 0 }}>
                        <IconMovie size={18} color="var(--mantine-color-gray-6)" aria-hidden />
                      </Center>
                    )}
                    <Stack gap={2} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" fw={600} truncate="end" dir="auto">
                        {p.name}
                      </Text>
                      <Badge size="xs" variant="light" color={p.type === 'draft' ? 'gray' : 'violet'}>
                        {t(p.type === 'draft' ? 'projects.status.draft' : 'projects.status.rendered')}
                      </Badge>
                    </Stack>
                    <IconChevronRight size={16} aria-hidden />
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
