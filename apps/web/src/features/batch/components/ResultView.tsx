import type { BatchCreateData } from '@framecast/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProductsByIds } from '../../../shared/products/api';
import { batchMessage } from '../../../shared/batch/messages';
import classes from './Batch.module.css';

interface Props {
  result: BatchCreateData;
  /** Start a new batch. */
  onAgain: () => void;
}

/** What Create made: the videos queued (each a link to its page, and all of them in Projects), and each product that did not go, with why. */
export function ResultView({ result, onAgain }: Props) {
  const { t } = useTranslation();
  const failed = useProductsByIds(result.failed.map((f) => f.product_id));
  const made = result.projects.length;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="batch-result">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color={made > 0 ? 'teal' : 'orange'}>
            {made > 0 ? <IconCircleCheck size={24} /> : <IconAlertTriangle size={24} />}
          </ThemeIcon>
          <div>
            <Title order={2} fz={{ base: 19, sm: 22 }} data-testid="batch-result-title">
              {made > 0 ? t('batch.result.queued', { count: made }) : t('batch.result.none')}
            </Title>
            <Text size="sm" c="dimmed">
              {made > 0 ? t('batch.result.queuedHint') : t('batch.result.noneHint')}
            </Text>
          </div>
        </Group>
        {made > 0 && (
          <ul className={classes.made} aria-label={t('batch.result.videos')} data-testid="batch-result-projects">
            {result.projects.map((p) => (
              <li key={p.id}>
                <Anchor component={Link} to={`/video-detail?id=${p.id}`} size="sm" fw={600} data-testid={`batch-result-project-${p.id}`}>
                  {p.name}
                </Anchor>
              </li>
            ))}
          </ul>
        )}
        {result.failed.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('batch.result.failed', { count: result.failed.length })}
            data-testid="batch-result-failed"
          >
            <ul className={classes.made}>
              {result.failed.map((f, i) => (
                <li key={f.product_id} data-testid={`batch-result-failed-${f.product_id}`}>
                  <Text size="sm">
                    <Text span fw={600} size="sm">
                      {failed[i]?.data?.name ?? t('batch.result.product')}
                    </Text>
                    {': '}
                    {batchMessage(f.error)}
                  </Text>
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <Group gap="sm">
          {made > 0 && (
            <Button component={Link} to="/projects" leftSection={<IconListDetails size={16} />} data-testid="batch-result-open-projects">
              {t('batch.result.openProjects')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onAgain} data-testid="batch-result-again">
            {t('batch.result.again')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
