import { acceptFor, type Asset, type MediaKind, type UploadTool } from '@framecast/contract';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { assetKeys, useAssetList } from '../assets/api';
import { AssetThumb } from '../assets/AssetThumb';
import { formatBytes } from '@framecast/contract';
import { UploadList } from '../upload/UploadList';
import { useUploader } from '../upload/useUploader';
import classes from './MediaPicker.module.css';

export interface MediaPickerProps {
  /** Kinds the caller takes; the first is shown first. */
  kinds: MediaKind[];
  onPick: (asset: Asset) => void;
  /** Rule new uploads are checked against. */
  tool?: UploadTool;
  /** Thumbnails a row (a narrow side panel takes fewer); two on phones and four elsewhere by default. */
  cols?: number;
}

/** The media library as a chooser: the user's files of the kinds asked for, with upload right there. */
export function MediaLibraryPicker({ kinds, onPick, tool = 'assets', cols }: MediaPickerProps) {
  const grid = cols ?? { base: 2, sm: 4 };
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<MediaKind>(kinds[0]!);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const thumbError = useId();
  const list = useAssetList({ kind, q: search || undefined, page, page_size: 24, sort: 'created', order: 'desc' });
  const uploader = useUploader({
    tool,
    onUploaded: (asset) => {
      void client.invalidateQueries({ queryKey: assetKeys.lists() });
      if (kinds.includes(asset.kind)) onPick(asset);
    },
    onUsedExisting: (existing) => {
      void client.invalidateQueries({ queryKey: assetKeys.lists() });
      if (kinds.includes(existing.kind)) onPick(existing);
    },
  });
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.ceil(list.data.total / list.data.page_size) : 0;
  return (
    <Stack gap="sm" data-testid="media-picker">
      <Group gap="xs" wrap="wrap">
        {kinds.length > 1 && (
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(k) => (setKind(k as MediaKind), setPage(1))}
            data={kinds.map((k) => ({ value: k, label: t(`assets.kinds.${k}`) }))}
            data-testid="picker-kind"
          />
        )}
        <TextInput
          size="xs"
          flex={1}
          miw={140}
          leftSection={<IconSearch size={14} />}
          placeholder={t('assets.search')}
          aria-label={t('assets.search')}
          value={q}
          onChange={(e) => (setQ(e.currentTarget.value), setPage(1))}
        />
        <FileButton onChange={(files) => uploader.add(files)} accept={acceptFor(tool)} multiple>
          {(props) => (
            <Button size="xs" leftSection={<IconUpload size={14} />} {...props} data-testid="picker-upload">
              {t('assets.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <UploadList uploader={uploader} />
      {list.isError && !list.data ? (
        <Alert color="red" variant="light">
          {t('assets.loadError')}
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={grid} spacing="xs">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="picker-empty">
          {search ? t('assets.empty.search') : t('assets.empty.kind', { kind: t(`assets.kinds.${kind}`) })}
        </Text>
      ) : (
        <SimpleGrid cols={grid} spacing="xs">
          {items.map((a) => (
            <UnstyledButton
              key={a.id}
              className={classes.item}
              onClick={() => onPick(a)}
              data-testid={`pick-${a.id}`}
              aria-label={t('assets.pickNamed', { name: a.name })}
              aria-describedby={`${thumbError}-${a.id}`}
            >
              <AssetThumb asset={a} height={96} errorId={`${thumbError}-${a.id}`} />
              <Text size="xs" fw={600} truncate mt={4} title={a.name}>
                {a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(a.size_bytes)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** The picker in a dialog, as tools and the editor open it. */
export function MediaPicker({ opened, onClose, title, ...props }: MediaPickerProps & { opened: boolean; onClose: () => void; title: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {opened && (
        <MediaLibraryPicker
          {...props}
          onPick={(a) => {
            props.onPick(a);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
