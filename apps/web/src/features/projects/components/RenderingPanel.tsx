import type { ProjectSummary } from '@framecast/contract';
import { Anchor, Button, Group, Paper, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openPricing } from '../../../shared/pricing/store';

/** Engine stages the render reports (packages/engine render/progress.ts and the job's own). */
const STAGES = ['starting', 'speech', 'clips', 'audio', 'mux', 'thumbnail', 'retrying'];

interface Props {
  project: ProjectSummary;
  /** The render queue goes by plan (Team's fastest processing first): a plan below it is offered the upgrade. */
  showUpgrade: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

/** Queued (estimated minutes) or Generating (stage and percent), with Cancel (spec 000 §4). */
export function RenderingPanel({ project, showUpgrade, cancelling, onCancel }: Props) {
  const { t } = useTranslation();
  const queued = project.status === 'queued';
  const stage = project.stage && STAGES.includes(project.stage) ? t(`projects.stages.${project.stage}`) : t('projects.stages.working');
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder data-testid="rendering-panel">
      <Stack align="center" gap="md" ta="center">
        {queued ? (
          <RingProgress
            size={132}
            thickness={10}
            roundCaps
            sections={[{ value: 8, color: 'violet.3' }]}
            label={<IconHourglassHigh size={36} style={{ margin: '0 auto', display: 'block', color: 'var(--mantine-color-violet-6)' }} />}
          />
        ) : (
          <RingProgress
            size={132}
            thickness={10}
            roundCaps
            sections={[{ value: project.progress, color: 'brand' }]}
            label={
              <Text fw={800} fz={26} ta="center" data-testid="render-percent">
                {project.progress}%
              </Text>
            }
          />
        )}
        <div>
          <Title order={2} fz={20}>
            {queued ? t('projects.rendering.queuedTitle') : t('projects.rendering.generatingTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="render-stage">
            {queued
              ? project.queue_minutes
                ? t('projects.rendering.queuedMinutes', { count: project.queue_minutes })
                : t('projects.rendering.queuedSoon')
              : stage}
          </Text>
        </div>
        {!queued && (
          <Progress value={project.progress} w="100%" maw={360} size="sm" radius="xl" animated striped aria-label={t('projects.rendering.generatingTitle')} />
        )}
        <Text size="xs" c="dimmed" maw={420}>
          {t('projects.rendering.leave')}
        </Text>
        {showUpgrade && (
          <Group gap={6} wrap="nowrap" data-testid="render-upgrade">
            <IconBolt size={16} color="var(--mantine-color-yellow-7)" />
            <Text size="sm">
              {t('projects.rendering.upgrade')}{' '}
              <Anchor component="button" type="button" fw={600} onClick={() => openPricing({ source: 'rendering-queue' })}>
                {t('projects.rendering.upgradeLink')}
              </Anchor>
            </Text>
          </Group>
        )}
        <Button variant="default" color="red" leftSection={<IconX size={16} />} onClick={onCancel} loading={cancelling} data-testid="render-cancel-button">
          {t('projects.rendering.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
