import type { ProductMedia } from '@framecast/contract';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconVideo, IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import classes from './MediaList.module.css';

interface Props {
  media: ProductMedia[];
  onRemove: (i: number) => void;
  onMoveEarlier: (i: number) => void;
  /** Shown only: no moving or removing (a product the viewer may not change). */
  readOnly?: boolean;
  testId?: string;
}

/** The product's pictures and videos in the order they are saved; the first is the product's cover. */
export function MediaList({ media, onRemove, onMoveEarlier, readOnly = false, testId = 'editor-media' }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={classes.media} data-testid={testId}>
      {media.map((m, i) => {
        const src = m.thumb_url ?? (m.kind === 'image' ? m.url : null);
        return (
          <li key={m.asset_id} className={classes.mediaItem} data-testid={`editor-media-${m.kind}`}>
            {src ? <img src={src} alt={m.name} /> : <IconVideo size={28} aria-label={m.name} />}
            {m.kind === 'video' && (
              <Badge size="xs" color="dark" className={classes.mediaKind}>
                {t('products.editor.video')}
              </Badge>
            )}
            {!readOnly && (
              <Group gap={4} className={classes.mediaActions} wrap="nowrap">
                {i > 0 && (
                  <ActionIcon
                    size="sm"
                    variant="white"
                    color="dark"
                    onClick={() => onMoveEarlier(i)}
                    aria-label={t('products.editor.moveEarlier', { name: m.name })}
                  >
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                )}
                <ActionIcon size="sm" variant="white" color="red" onClick={() => onRemove(i)} aria-label={t('products.editor.removeMedia', { name: m.name })}>
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            )}
            <Text size="xs" truncate className={classes.mediaName} title={m.name}>
              {m.name}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
