import { acceptFor } from '@framecast/contract';
import { Button, Container, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { assetKeys, useAssetList } from '../../../shared/assets/api';
import { UploadList } from '../../../shared/upload/UploadList';
import { useUploader } from '../../../shared/upload/useUploader';
import { AssetLibrary } from '../components/AssetLibrary';
import { StorageBar } from '../components/StorageBar';
import { useAssetsView } from '../hooks/useAssetsView';

const TOOL = 'assets';

/** /assets: the user's files; drop files anywhere on the page to upload them into the open folder. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The open folder is the address's, as the library shows it: files dropped on the page go there.
  const { view } = useAssetsView();
  const folder = view.folder === 'root' ? undefined : view.folder;
  const usage = useAssetList({ page: 1, page_size: 1 }).data?.usage;
  const refresh = () => void client.invalidateQueries({ queryKey: assetKeys.all });
  const uploader = useUploader({ tool: TOOL, folderId: folder ?? null, onUploaded: refresh, onUsedExisting: refresh });
  const openPicker = useRef<() => void>(() => {});
  return (
    <Container size={1280} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Dropzone.FullScreen onDrop={uploader.add} activateOnClick={false} data-testid="assets-dropzone">
        <Stack align="center" justify="center" gap="xs" mih="60vh" style={{ pointerEvents: 'none' }}>
          <IconUpload size={48} stroke={1.4} color="var(--mantine-color-violet-6)" />
          <Text size="xl" fw={650}>
            {t('assets.dropHere')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('assets.dropHint')}
          </Text>
        </Stack>
      </Dropzone.FullScreen>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('assets.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('assets.subtitle')}
            </Text>
          </div>
          <Group gap="md" align="flex-end">
            {usage && <StorageBar used={usage.used_bytes} quota={usage.quota_bytes} />}
            <FileButton onChange={uploader.add} accept={acceptFor(TOOL)} multiple>
              {(props) => {
                openPicker.current = props.onClick;
                return (
                  <Button leftSection={<IconUpload size={16} />} {...props} data-testid="assets-upload">
                    {t('assets.upload')}
                  </Button>
                );
              }}
            </FileButton>
          </Group>
        </Group>
        <UploadList uploader={uploader} />
        <AssetLibrary onUploadClick={() => openPicker.current()} />
      </Stack>
    </Container>
  );
}
