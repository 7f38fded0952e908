import { acceptFor, type Asset, formatBytes, type UploadTool } from '@framecast/contract';
import { ActionIcon, Alert, Badge, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUploader } from '../../../shared/upload/useUploader';

interface Props {
  tool: UploadTool;
  asset: Asset | null;
  onAsset: (asset: Asset | null) => void;
  pickLabel: string;
  replaceLabel: string;
  testId: string;
  /** A file to send now (a recording made on the page); each new one replaces what was there. */
  file?: File | null;
  /** Hides the file button: the file comes from elsewhere (the recorder). */
  noPicker?: boolean;
}

/**
 * One file for one step (the footage, the consent video): sent under its tool's rule, shown as
 * uploading (with progress), failed (the rule's reason and Try again) or complete (with the video).
 */
export function OneFileUpload({ tool, asset, onAsset, pickLabel, replaceLabel, testId, file, noPicker }: Props) {
  const { t } = useTranslation();
  const last = useRef<File | null>(null);
  const onAssetRef = useRef(onAsset);
  onAssetRef.current = onAsset;
  const uploader = useUploader({ tool, onUploaded: (a) => onAssetRef.current(a) });
  const item = uploader.items.at(-1);
  const { items, cancel, dismiss, add } = uploader;

  const send = (next: File) => {
    for (const it of items) (it.status === 'done' || it.status === 'failed' ? dismiss : cancel)(it.id);
    last.current = next;
    onAsset(null);
    add([next]);
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (file) sendRef.current(file);
  }, [file]);

  const busy = item && item.status !== 'done' && item.status !== 'failed';
  const status = busy ? 'uploading' : item?.status === 'failed' ? 'failed' : asset ? 'complete' : 'empty';
  const percent = item?.size ? Math.floor((item.sent / item.size) * 100) : 0;

  return (
    <Stack gap="sm" data-testid={testId} data-status={status}>
      {busy && item && (
        <Paper withBorder radius="md" p="sm" data-testid={`${testId}-progress`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate title={item.name}>
                  {item.name}
                </Text>
                <Badge size="xs" variant="light" color="violet" style={{ flexShrink: 0 }}>
                  {t('customAvatar.upload.uploading')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatBytes(item.sent)} / {formatBytes(item.size)} · {item.status === 'verifying' ? 100 : percent}%
              </Text>
            </Stack>
            <ActionIcon variant="subtle" color="gray" onClick={() => uploader.cancel(item.id)} aria-label={t('upload.cancel')}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
          <Progress
            value={item.status === 'verifying' ? 100 : percent}
            size="sm"
            mt={8}
            animated={item.status === 'verifying'}
            striped={item.status === 'verifying'}
            aria-label={item.name}
          />
        </Paper>
      )}
      {status === 'failed' && item && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('customAvatar.upload.failed')} data-testid={`${testId}-error`}>
          <Stack gap="xs">
            <Text size="sm">{item.error}</Text>
            <Text size="xs" c="dimmed" truncate title={item.name}>
              {item.name}
            </Text>
            {last.current && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={() => last.current && send(last.current)}
                style={{ alignSelf: 'flex-start' }}
                data-testid={`${testId}-retry`}
              >
                {t('customAvatar.upload.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {status === 'complete' && asset && (
        <Group gap={6} wrap="nowrap" data-testid={`${testId}-complete`}>
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} c="teal.9">
            {t('customAvatar.upload.complete')}
          </Text>
          <Text size="sm" c="dimmed" truncate title={asset.name}>
            · {asset.name}
            {asset.meta.duration ? ` · ${Math.round(asset.meta.duration)} s` : ''}
          </Text>
        </Group>
      )}
      {!noPicker && (
        <FileButton onChange={(f) => f && send(f)} accept={acceptFor(tool)}>
          {(props) => (
            <Button
              {...props}
              variant={asset || status === 'failed' ? 'default' : 'filled'}
              leftSection={<IconUpload size={16} />}
              style={{ alignSelf: 'flex-start' }}
              disabled={Boolean(busy)}
              data-testid={`${testId}-pick`}
            >
              {asset ? replaceLabel : pickLabel}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
