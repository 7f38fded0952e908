import { acceptFor, BRAND_SLOT_KINDS, type BrandSlot as Slot } from '@framecast/contract';
import { ActionIcon, Button, FileButton, Group, Menu, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconFolder, IconFolderPlus, IconLibraryPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { request } from '../../../shared/api/client';
import { assetKeys, useAssetFolders, useAssetList } from '../../../shared/assets/api';
import { AssetThumb } from '../../../shared/assets/AssetThumb';
import { MediaPicker } from '../../../shared/media-picker/MediaPicker';
import { NameModal } from '../../../shared/ui/NameModal';
import { UploadList } from '../../../shared/upload/UploadList';
import { useUploader } from '../../../shared/upload/useUploader';

/** One slot of the kit (logo, video, image, music): its files, its folders, add from the library or upload. */
export function BrandSlot({ slot }: { slot: Slot }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const kind = BRAND_SLOT_KINDS[slot];
  const [folder, setFolder] = useState<string | undefined>();
  const [picking, setPicking] = useState(false);
  const [naming, setNaming] = useState(false);
  const files = useAssetList({ brand_slot: slot, folder, page_size: 48, sort: 'created', order: 'desc' });
  const folders = useAssetFolders(slot);
  const refresh = () => client.invalidateQueries({ queryKey: assetKeys.all });
  const brand = useMutation({ mutationFn: (v: { ids: string[]; brand_slot: Slot | null }) => request('assetBrand', v), onSuccess: refresh });
  const createFolder = useMutation({ mutationFn: (name: string) => request('assetFolderCreate', { name, type: slot }), onSuccess: refresh });
  const deleteFolder = useMutation({ mutationFn: (id: string) => request('assetFolderDelete', { id }), onSuccess: refresh });
  const uploader = useUploader({
    tool: 'assets',
    brandSlot: slot,
    folderId: folder ?? null,
    onUploaded: () => void refresh(),
    onUsedExisting: () => void refresh(),
  });
  const items = files.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`brand-slot-${slot}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={650}>{t(`brandKit.slots.${slot}.title`)}</Text>
            <Text size="xs" c="dimmed">
              {t(`brandKit.slots.${slot}.hint`)}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconLibraryPhoto size={14} />} onClick={() => setPicking(true)}>
              {t('brandKit.fromLibrary')}
            </Button>
            <FileButton onChange={uploader.add} accept={acceptFor('assets')} multiple>
              {(props) => (
                <Button size="xs" leftSection={<IconUpload size={14} />} {...props} data-testid={`brand-upload-${slot}`}>
                  {t('assets.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        <Group gap={6}>
          <Button size="compact-xs" radius="xl" variant={folder ? 'default' : 'filled'} onClick={() => setFolder(undefined)}>
            {t('brandKit.allInSlot')}
          </Button>
          {folders.data?.items.map((f) => (
            <Menu key={f.id} position="bottom-start" withinPortal>
              <Menu.Target>
                <Button
                  size="compact-xs"
                  radius="xl"
                  variant={folder === f.id ? 'filled' : 'default'}
                  leftSection={<IconFolder size={12} />}
                  onDoubleClick={() => setFolder(f.id)}
                >
                  {f.name} · {f.count}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setFolder(f.id)}>{t('brandKit.openFolder')}</Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => deleteFolder.mutate(f.id, { onSuccess: () => folder === f.id && setFolder(undefined) })}
                >
                  {t('assets.folders.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ))}
          <Button
            size="compact-xs"
            radius="xl"
            variant="subtle"
            leftSection={<IconFolderPlus size={12} />}
            onClick={() => setNaming(true)}
            data-testid={`brand-folder-create-${slot}`}
          >
            {t('assets.folders.create')}
          </Button>
        </Group>
        <UploadList uploader={uploader} />
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {t('brandKit.empty', { kind: t(`assets.kinds.${kind}`) })}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs">
            {items.map((a) => (
              <div key={a.id} style={{ position: 'relative', minWidth: 0 }} data-testid={`brand-item-${a.id}`}>
                <AssetThumb asset={a} height={90} onRetry={() => void refresh()} />
                <Text size="xs" truncate mt={4} title={a.name}>
                  {a.name}
                </Text>
                <Tooltip label={t('brandKit.remove')}>
                  <ActionIcon
                    size="sm"
                    variant="white"
                    color="gray"
                    radius="xl"
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    onClick={() => brand.mutate({ ids: [a.id], brand_slot: null })}
                    aria-label={t('brandKit.remove')}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </Tooltip>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        title={t(`brandKit.slots.${slot}.title`)}
        kinds={[kind]}
        onPick={(a) => brand.mutate({ ids: [a.id], brand_slot: slot })}
      />
      <NameModal
        opened={naming}
        title={t('assets.folders.createTitle')}
        label={t('assets.folders.name')}
        initial=""
        maxLength={60}
        loading={createFolder.isPending}
        onClose={() => setNaming(false)}
        onSubmit={(name) => createFolder.mutate(name, { onSuccess: () => setNaming(false) })}
        testId={`brand-folder-form-${slot}`}
      />
    </Paper>
  );
}
