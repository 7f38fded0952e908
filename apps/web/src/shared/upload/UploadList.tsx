import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { localizeMessage } from '../i18n/localize';
import { formatBytes } from '@framecast/contract';
import type { Uploader, UploadItem } from './useUploader';

const COLORS: Record<UploadItem['status'], string> = {
  checking: 'gray',
  uploading: 'violet',
  paused: 'yellow',
  verifying: 'blue',
  done: 'teal',
  failed: 'red',
};

/** One row per file being sent: progress, pause/resume, cancel, and the rule's message when refused. */
export function UploadList({ uploader }: { uploader: Uploader }) {
  const { t } = useTranslation();
  if (!uploader.items.length) return null;
  const finished = uploader.items.filter((it) => it.status === 'done' || it.status === 'failed').length;
  return (
    <Stack gap={6} data-testid="upload-list">
      {finished > 1 && (
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" color="gray" onClick={uploader.clearFinished} data-testid="upload-clear">
            {t('upload.clearFinished')}
          </Button>
        </Group>
      )}
      {uploader.items.map((it) => {
        const percent = it.size ? Math.floor((it.sent / it.size) * 100) : 0;
        const active = it.status === 'uploading' || it.status === 'paused' || it.status === 'checking';
        return (
          <Paper key={it.id} withBorder p="xs" radius="md" data-testid="upload-row" data-status={it.status}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} truncate title={it.name}>
                    {it.name}
                  </Text>
                  <Badge size="xs" variant="light" color={COLORS[it.status]} style={{ flexShrink: 0 }}>
                    {t(`upload.status.${it.status}`)}
                  </Badge>
                </Group>
                {it.status === 'failed' ? (
                  <Text size="xs" c="red" data-testid="upload-error">
                    {it.error}
                  </Text>
                ) : (
                  <Text size="xs" c="dimmed" data-testid="upload-progress-text">
                    {formatBytes(it.sent)} / {formatBytes(it.size)} · {percent}%{it.resumed ? ` · ${t('upload.resumed')}` : ''}
                  </Text>
                )}
                {it.duplicate && (
                  <Group gap={6} mt={4} wrap="wrap" data-testid="upload-duplicate">
                    <Text size="xs" c="dimmed">
                      {t('upload.duplicate', { name: it.duplicate.name })}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => void uploader.chooseExisting(it).catch(() => {})}
                      data-testid="upload-use-existing"
                    >
                      {t('upload.useExisting')}
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="gray" onClick={() => uploader.keepBoth(it.id)} data-testid="upload-keep-both">
                      {t('upload.keepBoth')}
                    </Button>
                  </Group>
                )}
                {it.usedExisting && (
                  <Text size="xs" c="dimmed" data-testid="upload-used-existing">
                    {t('upload.usedExisting', { name: it.usedExisting })}
                  </Text>
                )}
                {/* Kept, but the rule had a word to say (no audio track, the spec's advice rows). */}
                {it.asset?.warnings.map((w) => (
                  <Text key={w} size="xs" c="#a33f0a" data-testid="upload-warning">
                    {localizeMessage(w)}
                  </Text>
                ))}
              </div>
              <Group gap={2} wrap="nowrap">
                {it.status === 'uploading' && (
                  <Tooltip label={t('upload.pause')}>
                    <ActionIcon variant="subtle" onClick={() => uploader.pause(it.id)} aria-label={t('upload.pause')} data-testid="upload-pause">
                      <IconPlayerPause size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {it.status === 'paused' && (
                  <Tooltip label={t('upload.resume')}>
                    <ActionIcon variant="subtle" onClick={() => uploader.resume(it.id)} aria-label={t('upload.resume')} data-testid="upload-resume">
                      <IconPlayerPlay size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={active ? t('upload.cancel') : t('upload.dismiss')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => (active ? uploader.cancel(it.id) : uploader.dismiss(it.id))}
                    aria-label={active ? t('upload.cancel') : t('upload.dismiss')}
                    data-testid="upload-cancel"
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            {it.status !== 'failed' && it.status !== 'done' && (
              <Progress
                value={it.status === 'verifying' ? 100 : percent}
                size="sm"
                mt={6}
                animated={it.status === 'verifying'}
                striped={it.status === 'verifying'}
                aria-label={it.name}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
