import type { BrandSlot, MediaKind } from '@framecast/contract';
import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAsset, useAssetList } from '../../../shared/assets/api';
import { AssetThumb } from '../../../shared/assets/AssetThumb';
import { MediaPicker } from '../../../shared/media-picker/MediaPicker';
import type { AssetPick } from '../document';

interface Props {
  label: string;
  kinds: MediaKind[];
  value: AssetPick | null;
  onChange: (pick: AssetPick | null) => void;
  testId: string;
  /** Offer the brand kit's file of this slot in one click. */
  brandSlot?: BrandSlot;
}

/** A file from the media library for one part of the video (backdrop, music, logo): pick, see, remove. */
export function AssetField({ label, kinds, value, onChange, testId, brandSlot }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const asset = useAsset(value?.id ?? null);
  const kit = useAssetList({ brand_slot: brandSlot, page_size: 1, sort: 'created', order: 'desc' });
  const brand = brandSlot ? kit.data?.items[0] : undefined;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      {value ? (
        <Paper withBorder radius="md" p={6}>
          <Group gap="xs" wrap="nowrap">
            {asset.data && (
              <div style={{ width: 56, flexShrink: 0 }}>
                <AssetThumb asset={{ ...asset.data, meta: { ...asset.data.meta, duration: null } }} height={36} />
              </div>
            )}
            <Text size="xs" truncate flex={1} c={asset.isError ? 'red' : undefined} data-testid={`${testId}-name`}>
              {asset.isError ? t('avatarVideo.settings.assetMissing') : (asset.data?.name ?? t('common.loading'))}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
              {t('avatarVideo.settings.change')}
            </Button>
            <Tooltip label={t('avatarVideo.settings.remove')}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                onClick={() => onChange(null)}
                aria-label={t('avatarVideo.settings.remove')}
                data-testid={`${testId}-remove`}
              >
                <IconX size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ) : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpen(true)} data-testid={`${testId}-pick`}>
            {t('avatarVideo.settings.choose')}
          </Button>
          {brand && brand.kind !== 'document' && (
            <Button size="xs" variant="light" onClick={() => onChange({ id: brand.id, kind: brand.kind as AssetPick['kind'] })} data-testid={`${testId}-brand`}>
              {t('avatarVideo.settings.useBrandKit')}
            </Button>
          )}
        </Group>
      )}
      <MediaPicker
        opened={open}
        onClose={() => setOpen(false)}
        title={label}
        kinds={kinds}
        onPick={(a) => a.kind !== 'document' && onChange({ id: a.id, kind: a.kind })}
      />
    </div>
  );
}
