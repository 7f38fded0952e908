import { UPLOAD_MESSAGES, type Asset } from '@framecast/contract';
import { Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AssetThumb } from '../../../shared/assets/AssetThumb';
import { localizeMessage } from '../../../shared/i18n/localize';
import { formatBytes } from '@framecast/contract';
import classes from './AssetCard.module.css';
import { AssetMenu, type AssetAction } from './AssetMenu';

interface Props {
  asset: Asset;
  selected: boolean;
  onToggle: (id: string) => void;
  onAction: (a: AssetAction, asset: Asset) => void;
}

/** One file in the grid: its picture, name, size and kind facts, a checkbox and a menu. */
export function AssetCard({ asset, selected, onToggle, onAction }: Props) {
  const { t } = useTranslation();
  const m = asset.meta;
  const thumbError = useId();
  return (
    <div className={classes.card} data-selected={selected || undefined} data-testid={`asset-card-${asset.id}`}>
      <UnstyledButton
        className={classes.open}
        onClick={() => onAction('preview', asset)}
        aria-label={t('assets.actions.previewNamed', { name: asset.name })}
        aria-describedby={thumbError}
      >
        <AssetThumb asset={asset} height={132} errorId={thumbError} />
      </UnstyledButton>
      <Checkbox
        className={classes.check}
        checked={selected}
        onChange={() => onToggle(asset.id)}
        aria-label={t('assets.select', { name: asset.name })}
        data-testid={`asset-select-${asset.id}`}
        radius="sm"
      />
      <Group gap={4} wrap="nowrap" justify="space-between" mt={6}>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate title={asset.name} data-testid="asset-name">
            {asset.name}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="asset-facts" title={asset.warnings.map((w) => localizeMessage(w)).join('\n') || undefined}>
            {formatBytes(asset.size_bytes)}
            {m.width && m.height ? ` · ${m.width}×${m.height}` : ''}
            {asset.warnings.map((w) => ` · ${t(w === UPLOAD_MESSAGES.noAudio ? 'assets.noAudio' : 'assets.advice')}`).join('')}
          </Text>
        </div>
        <AssetMenu asset={asset} onAction={onAction} />
      </Group>
    </div>
  );
}
