import { ActionBar, Button, Text } from '@mantine/core';
import { IconDownload, IconFolderSymlink, IconSquareCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import classes from './BatchBar.module.css';

interface Props {
  /** What is selected, for screen readers ('Selected projects'). */
  label: string;
  count: number;
  allSelected: boolean;
  downloading: boolean;
  canDownload: boolean;
  /** False when the selection holds something the user may not move or delete (another member's, for a collaborator). */
  canChange?: boolean;
  onSelectAll: () => void;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** The batch bar of spec 000 §2.12 for selected projects or files: download, move, delete. */
export function BatchBar({ label, count, allSelected, downloading, canDownload, canChange = true, onSelectAll, onDownload, onMove, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <ActionBar opened={count > 0} onClose={onClear} closeOnEscape shadow="lg" radius="xl" zIndex={150} aria-label={label} data-testid="batch-bar">
      <Text size="sm" fw={650} px={6} style={{ whiteSpace: 'nowrap' }} data-testid="batch-count">
        {t('common.batch.selected', { count })}
      </Text>
      {!allSelected && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconSquareCheck size={15} />}
          onClick={onSelectAll}
          visibleFrom="sm"
          data-testid="batch-select-all"
        >
          {t('common.batch.selectAll')}
        </Button>
      )}
      <ActionBar.Divider />
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconDownload size={15} />}
        onClick={onDownload}
        loading={downloading}
        disabled={!canDownload}
        aria-label={t('common.batch.download')}
        className={classes.action}
        data-testid="batch-download"
      >
        <span className={classes.label}>{t('common.batch.download')}</span>
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconFolderSymlink size={15} />}
        onClick={onMove}
        disabled={!canChange}
        aria-label={t('common.batch.move')}
        className={classes.action}
        data-testid="batch-move"
      >
        <span className={classes.label}>{t('common.batch.move')}</span>
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={15} />}
        onClick={onDelete}
        disabled={!canChange}
        aria-label={t('common.batch.delete')}
        className={classes.action}
        data-testid="batch-delete"
      >
        <span className={classes.label}>{t('common.batch.delete')}</span>
      </Button>
      <ActionBar.CloseButton aria-label={t('common.batch.clear')} data-testid="batch-clear" />
    </ActionBar>
  );
}
