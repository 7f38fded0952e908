import { FOLDER_NAME_MAX, PROJECT_NAME_MAX, type Folder, type ProjectSummary } from '@framecast/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteFolder } from '../api/delete-folder';
import { useDeleteProjects } from '../api/delete-projects';
import { useMoveProjects } from '../api/move-projects';
import { useRenameFolder } from '../api/rename-folder';
import { useRenameProject } from '../api/rename-project';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { MoveModal } from '../../../shared/ui/MoveModal';
import { NameModal } from '../../../shared/ui/NameModal';

export type ProjectDialog =
  | { kind: 'rename'; project: Pick<ProjectSummary, 'id' | 'name'> }
  | { kind: 'move'; ids: string[]; current: string | null }
  | { kind: 'delete'; ids: string[]; name?: string }
  | { kind: 'folderCreate' }
  | { kind: 'folderRename'; folder: Folder }
  | { kind: 'folderDelete'; folder: Folder };

interface Props {
  dialog: ProjectDialog | null;
  folders: Folder[];
  onClose: () => void;
  /** After a change went through (the dialog has closed). */
  onDone?: (dialog: ProjectDialog) => void;
}

/** Every modal of the projects screens, each with its call: rename, move, delete, folder create/rename/delete. */
export function ProjectDialogs({ dialog, folders, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const renameProject = useRenameProject();
  const move = useMoveProjects();
  const remove = useDeleteProjects();
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();

  const finish = (message: string) => {
    const done = dialog!;
    toastSuccess(message);
    onClose();
    onDone?.(done);
  };

  return (
    <>
      <NameModal
        opened={dialog?.kind === 'rename'}
        title={t('projects.rename.title')}
        label={t('projects.rename.label')}
        initial={dialog?.kind === 'rename' ? dialog.project.name : ''}
        maxLength={PROJECT_NAME_MAX}
        loading={renameProject.isPending}
        onClose={onClose}
        onSubmit={(name) =>
          dialog?.kind === 'rename' && renameProject.mutate({ id: dialog.project.id, name }, { onSuccess: () => finish(t('projects.rename.done')) })
        }
        testId="rename-modal"
      />
      <MoveModal
        opened={dialog?.kind === 'move'}
        count={dialog?.kind === 'move' ? dialog.ids.length : 0}
        folders={folders}
        current={dialog?.kind === 'move' ? dialog.current : null}
        loading={move.isPending}
        onClose={onClose}
        onMove={(folderId) =>
          dialog?.kind === 'move' &&
          move.mutate({ ids: dialog.ids, folder_id: folderId }, { onSuccess: () => finish(t('projects.move.done', { count: dialog.ids.length })) })
        }
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('projects.delete.title', { count: dialog?.kind === 'delete' ? dialog.ids.length : 0 })}
        message={
          dialog?.kind === 'delete' && dialog.name
            ? t('projects.delete.one', { name: dialog.name })
            : t('projects.delete.many', { count: dialog?.kind === 'delete' ? dialog.ids.length : 0 })
        }
        confirmLabel={t('projects.delete.confirm')}
        loading={remove.isPending}
        onClose={onClose}
        onConfirm={() =>
          dialog?.kind === 'delete' && remove.mutate(dialog.ids, { onSuccess: () => finish(t('projects.delete.done', { count: dialog.ids.length })) })
        }
        testId="delete-modal"
      />
      <NameModal
        opened={dialog?.kind === 'folderCreate' || dialog?.kind === 'folderRename'}
        title={t(dialog?.kind === 'folderRename' ? 'projects.folders.renameTitle' : 'projects.folders.createTitle')}
        label={t('projects.folders.name')}
        initial={dialog?.kind === 'folderRename' ? dialog.folder.name : ''}
        maxLength={FOLDER_NAME_MAX}
        loading={createFolder.isPending || renameFolder.isPending}
        onClose={onClose}
        onSubmit={(name) => {
          if (dialog?.kind === 'folderRename') renameFolder.mutate({ id: dialog.folder.id, name }, { onSuccess: () => finish(t('projects.folders.renamed')) });
          else createFolder.mutate(name, { onSuccess: () => finish(t('projects.folders.created', { name })) });
        }}
        testId="folder-modal"
      />
      <ConfirmModal
        opened={dialog?.kind === 'folderDelete'}
        title={t('projects.folders.deleteTitle')}
        message={dialog?.kind === 'folderDelete' ? t('projects.folders.deleteText', { name: dialog.folder.name, count: dialog.folder.count }) : ''}
        confirmLabel={t('projects.folders.delete')}
        loading={deleteFolder.isPending}
        onClose={onClose}
        onConfirm={() => dialog?.kind === 'folderDelete' && deleteFolder.mutate(dialog.folder.id, { onSuccess: () => finish(t('projects.folders.deleted')) })}
        testId="folder-delete-modal"
      />
    </>
  );
}
