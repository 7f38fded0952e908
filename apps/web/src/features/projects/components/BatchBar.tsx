import { ActionBar, Button, Text } from '@mantine/core';
import { IconDownload, IconFolderSymlink, IconSquareCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './BatchBar.module.css';

interface Props {
  count: number;
  allSelected: boolean;
  downloading: boolean;
  canDownload: boolean;
  onSelectAll: () => void;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** The batch bar of spec 000 §2.12 for the selected projects: download, move, delete. */
export function BatchBar({ count, allSelected, downloading, canDownload, onSelectAll, onDownload, onMove, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <ActionBar opened={count > 0} onClose={onClear} closeOnEscape shadow="lg" radius="xl" zIndex={150} aria-label={t('projects.batch.label')} data-testid="batch-bar">
      <Text size="sm" fw={650} px={6} style={{ whiteSpace: 'nowrap' }} data-testid="batch-count">
        {t('projects.batch.selected', { count })}
      </Text>
      {!allSelected && (
        <Button size="compact-sm" variant="subtle" leftSection={<IconSquareCheck size={15} />} onClick={onSelectAll} visibleFrom="sm" data-testid="batch-select-all">
          {t('projects.batch.selectAll')}
        </Button>
      )}
      <ActionBar.Divider />
      <Button size="compact-sm" variant="subtle" leftSection={<IconDownload size={15} />} onClick={onDownload} loading={downloading} disabled={!canDownload} aria-label={t('projects.batch.download')} className={classes.action} data-testid="batch-download">
        <span className={classes.label}>{t('projects.batch.download')}</span>
      </Button>
      <Button size="compact-sm" variant="subtle" leftSection={<IconFolderSymlink size={15} />} onClick={onMove} aria-label={t('projects.batch.move')} className={classes.action} data-testid="batch-move">
        <span className={classes.label}>{t('projects.batch.move')}</span>
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={15} />} onClick={onDelete} aria-label={t('projects.batch.delete')} className={classes.action} data-testid="batch-delete">
        <span className={classes.label}>{t('projects.batch.delete')}</span>
      </Button>
      <ActionBar.CloseButton aria-label={t('projects.batch.clear')} data-testid="batch-clear" />
    </ActionBar>
  );
}
