import type { Asset } from '@framecast/contract';
import { Alert, Button, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCanManageRow } from '../../../shared/spaces/can-manage';
import { useSelection } from '../../../shared/ui/useSelection';
import { useAssetFolders, useAssetList } from '../../../shared/assets/api';
import { BatchBar } from '../../../shared/ui/BatchBar';
import { useDownloadAssets } from '../api/mutations';
import { useAssetsView } from '../hooks/useAssetsView';
import { AssetCard } from './AssetCard';
import { AssetDialogs, type AssetDialog } from './AssetDialogs';
import type { AssetAction } from './AssetMenu';
import { AssetTable } from './AssetTable';
import { AssetToolbar } from './AssetToolbar';
import { FolderBar } from './FolderBar';
import { PreviewModal } from './PreviewModal';

/** The user's files: folders, filters, grid or list, selection with batch actions, preview and dialogs. */
export function AssetLibrary({ onUploadClick }: { onUploadClick: () => void }) {
  const { t } = useTranslation();
  const canManage = useCanManageRow();
  const { view, update, request } = useAssetsView();
  const list = useAssetList(request);
  const folders = useAssetFolders('media');
  const download = useDownloadAssets();
  const { selected, toggle, selectAll, clear } = useSelection([view.kind, view.folder, view.q, view.page, view.sort, view.order]);
  const [dialog, setDialog] = useState<AssetDialog | null>(null);
  const [preview, setPreview] = useState<Asset | null>(null);

  const items = list.data?.items ?? [];
  const act = (action: AssetAction, a: Asset) => {
    if (action === 'preview') setPreview(a);
    else if (action === 'rename') setDialog({ kind: 'rename', asset: a });
    else if (action === 'move') setDialog({ kind: 'move', ids: [a.id], current: a.folder_id });
    else if (action === 'download') download.mutate([a.id]);
    else setDialog({ kind: 'delete', ids: [a.id], name: a.name });
  };
  const pages = list.data ? Math.ceil(list.data.total / list.data.page_size) : 0;
  const filtered = view.kind !== 'all' || view.q !== '';
  return (
    <Stack gap="md" pb={selected.size ? 100 : 0}>
      <FolderBar
        folders={folders.data?.items ?? []}
        current={view.folder}
        onOpen={(folder) => update({ folder })}
        onCreate={() => setDialog({ kind: 'folderCreate' })}
        onRename={(folder) => setDialog({ kind: 'folderRename', folder })}
        onDelete={(folder) => setDialog({ kind: 'folderDelete', folder })}
      />
      <AssetToolbar view={view} onChange={update} />
      {list.isError && !list.data ? (
        <Alert color="red" variant="light">
          {t('assets.loadError')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} h={190} radius="lg" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Stack align="center" gap="xs" py={60} data-testid="assets-empty">
          <IconPhotoUp size={44} stroke={1.3} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{filtered ? t('assets.empty.search') : view.folder ? t('assets.empty.folder') : t('assets.empty.none')}</Text>
          {!filtered && (
            <>
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                {t('assets.empty.hint')}
              </Text>
              <Button mt="xs" onClick={onUploadClick}>
                {t('assets.upload')}
              </Button>
            </>
          )}
        </Stack>
      ) : view.layout === 'list' ? (
        <AssetTable assets={items} selected={selected} onToggle={toggle} onAction={act} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" data-testid="asset-grid" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((a) => (
            <AssetCard key={a.id} asset={a} selected={selected.has(a.id)} onToggle={toggle} onAction={act} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={view.page} onChange={(page) => update({ page })} />
        </Group>
      )}
      <BatchBar
        label={t('assets.batchLabel')}
        count={selected.size}
        canDownload
        canChange={items.filter((a) => selected.has(a.id)).every((a) => canManage(a.created_by.id))}
        allSelected={selected.size === items.length}
        downloading={download.isPending}
        onSelectAll={() => selectAll(items.map((a) => a.id))}
        onDownload={() => download.mutate([...selected])}
        onMove={() => setDialog({ kind: 'move', ids: [...selected], current: view.folder && view.folder !== 'root' ? view.folder : null })}
        onDelete={() => setDialog({ kind: 'delete', ids: [...selected] })}
        onClear={clear}
      />
      <PreviewModal asset={preview} onClose={() => setPreview(null)} onDownload={(a) => download.mutate([a.id])} />
      <AssetDialogs
        dialog={dialog}
        folders={folders.data?.items ?? []}
        onClose={() => setDialog(null)}
        onDone={(d) => {
          if (d.kind === 'delete' || d.kind === 'move') clear();
          if (d.kind === 'folderDelete' && d.folder.id === view.folder) update({ folder: undefined });
        }}
      />
    </Stack>
  );
}
