import { Button, Group, Modal, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

const NO_FOLDER = 'none';

interface Props {
  opened: boolean;
  count: number;
  folders: { id: string; name: string }[];
  current: string | null;
  loading: boolean;
  onClose: () => void;
  onMove: (folderId: string | null) => void;
  /** Defaults to the projects' wording. */
  title?: string;
}

/** Move items (projects, files) into a folder, or out of any folder. */
export function MoveModal({ opened, count, folders, current, loading, onClose, onMove, title }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string>(current ?? NO_FOLDER);
  useEffect(() => {
    if (opened) setTarget(current ?? NO_FOLDER);
  }, [opened, current]);
  const data = [{ value: NO_FOLDER, label: t('projects.folders.none') }, ...folders.map((f) => ({ value: f.id, label: f.name }))];
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('projects.move.title', { count })} centered>
      <Select
        label={t('projects.move.label')}
        data={data}
        data-testid="move-folder"
        value={target}
        onChange={(v) => setTarget(v ?? NO_FOLDER)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onMove(target === NO_FOLDER ? null : target)} loading={loading} data-testid="move-confirm">
          {t('projects.move.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
