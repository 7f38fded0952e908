import { ASSET_NAME_MAX, ErrorCode, type Asset, type AssetFolder } from '@framecast/contract';
import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiError } from '../../../shared/api/errors';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { MoveModal } from '../../../shared/ui/MoveModal';
import { NameModal } from '../../../shared/ui/NameModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useCreateAssetFolder, useDeleteAssetFolder, useDeleteAssets, useMoveAssets, useRenameAsset, useRenameAssetFolder } from '../api/mutations';

const FOLDER_NAME_MAX = 60;

export type AssetDialog =
  | { kind: 'rename'; asset: Asset }
  | { kind: 'move'; ids: string[]; current: string | null }
  | { kind: 'delete'; ids: string[]; name?: string }
  | { kind: 'folderCreate' }
  | { kind: 'folderRename'; folder: AssetFolder }
  | { kind: 'folderDelete'; folder: AssetFolder };

interface Props {
  dialog: AssetDialog | null;
  folders: AssetFolder[];
  onClose: () => void;
  onDone: (d: AssetDialog) => void;
}

/** Every dialog of the Assets page; deleting files that projects use asks a second time, naming them. */
export function AssetDialogs({ dialog, folders, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rename = useRenameAsset();
  const move = useMoveAssets();
  const del = useDeleteAssets();
  const createFolder = useCreateAssetFolder();
  const renameFolder = useRenameAssetFolder();
  const deleteFolder = useDeleteAssetFolder();
  const [inUse, setInUse] = useState<{ id: string; name: string }[] | null>(null);
  const finish = (d: AssetDialog, message?: string) => {
    if (message) toastSuccess(message);
    setInUse(null);
    onDone(d);
    onClose();
  };
  const close = () => {
    setInUse(null);
    onClose();
  };
  const remove = (d: Extract<AssetDialog, { kind: 'delete' }>, confirm: boolean) =>
    del.mutate(
      { ids: d.ids, confirm },
      {
        onSuccess: () => finish(d, t('assets.deleted', { count: d.ids.length })),
        onError: (err) => {
          if (isApiError(err, ErrorCode.ASSET_IN_USE)) {
            const projects = (err.data as { projects?: { id: string; name: string }[] } | null)?.projects ?? [];
            setInUse([...new Map(projects.map((p) => [p.id, p])).values()]);
          }
        },
      },
    );
  const d = dialog;
  return (
    <>
      <NameModal
        opened={d?.kind === 'rename'}
        title={t('assets.renameTitle')}
        label={t('assets.columns.name')}
        initial={d?.kind === 'rename' ? d.asset.name : ''}
        maxLength={ASSET_NAME_MAX}
        loading={rename.isPending}
        onClose={close}
        onSubmit={(name) => d?.kind === 'rename' && rename.mutate({ id: d.asset.id, name }, { onSuccess: () => finish(d) })}
        testId="asset-rename"
      />
      <MoveModal
        opened={d?.kind === 'move'}
        title={t('assets.moveTitle', { count: d?.kind === 'move' ? d.ids.length : 0 })}
        count={d?.kind === 'move' ? d.ids.length : 0}
        folders={folders}
        current={d?.kind === 'move' ? d.current : null}
        loading={move.isPending}
        onClose={close}
        onMove={(folder_id) =>
          d?.kind === 'move' && move.mutate({ ids: d.ids, folder_id }, { onSuccess: () => finish(d, t('assets.moved', { count: d.ids.length })) })
        }
      />
      <ConfirmModal
        opened={d?.kind === 'delete' && inUse === null}
        title={t('assets.deleteTitle', { count: d?.kind === 'delete' ? d.ids.length : 0 })}
        message={d?.kind === 'delete' && d.name ? t('assets.deleteOne', { name: d.name }) : t('assets.deleteMany')}
        confirmLabel={t('assets.actions.delete')}
        loading={del.isPending}
        onClose={close}
        onConfirm={() => d?.kind === 'delete' && remove(d, false)}
        testId="asset-delete"
      />
      <Modal opened={d?.kind === 'delete' && inUse !== null} onClose={close} title={t('assets.inUse.title')} centered>
        <Alert color="orange" variant="light" mb="sm">
          {t('assets.inUse.message')}
        </Alert>
        <List size="sm" data-testid="asset-in-use">
          {inUse?.map((p) => (
            <List.Item key={p.id}>{p.name}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="sm">
          {t('assets.inUse.after')}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={del.isPending} onClick={() => d?.kind === 'delete' && remove(d, true)} data-testid="asset-delete-anyway">
            {t('assets.inUse.confirm')}
          </Button>
        </Group>
      </Modal>
      <NameModal
        opened={d?.kind === 'folderCreate'}
        title={t('assets.folders.createTitle')}
        label={t('assets.folders.name')}
        initial=""
        maxLength={FOLDER_NAME_MAX}
        loading={createFolder.isPending}
        onClose={close}
        onSubmit={(name) => d?.kind === 'folderCreate' && createFolder.mutate({ name, type: 'media' }, { onSuccess: () => finish(d) })}
        testId="folder-create-form"
      />
      <NameModal
        opened={d?.kind === 'folderRename'}
        title={t('assets.folders.renameTitle')}
        label={t('assets.folders.name')}
        initial={d?.kind === 'folderRename' ? d.folder.name : ''}
        maxLength={FOLDER_NAME_MAX}
        loading={renameFolder.isPending}
        onClose={close}
        onSubmit={(name) => d?.kind === 'folderRename' && renameFolder.mutate({ id: d.folder.id, name }, { onSuccess: () => finish(d) })}
        testId="folder-rename-form"
      />
      <ConfirmModal
        opened={d?.kind === 'folderDelete'}
        title={t('assets.folders.deleteTitle')}
        message={d?.kind === 'folderDelete' ? t('assets.folders.deleteMessage', { name: d.folder.name }) : ''}
        confirmLabel={t('assets.folders.delete')}
        loading={deleteFolder.isPending}
        onClose={close}
        onConfirm={() => d?.kind === 'folderDelete' && deleteFolder.mutate({ id: d.folder.id }, { onSuccess: () => finish(d) })}
        testId="folder-delete"
      />
    </>
  );
}
