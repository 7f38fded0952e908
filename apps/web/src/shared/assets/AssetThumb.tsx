import type { Asset } from '@framecast/contract';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconExclamationMark, IconFileText, IconMusic, IconPhoto, IconRefresh, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatClock } from '../projects/format';
import classes from './AssetThumb.module.css';
import { retryThumbnails, THUMBNAIL_ERROR_KEY, useThumbnailEpoch } from './media-errors';

const ICONS = { video: IconVideo, image: IconPhoto, audio: IconMusic, document: IconFileText };

/** Below this height there is no room for a caption: a small badge and a tooltip say it instead. */
const COMPACT_BELOW = 72;

interface Props {
  asset: Asset;
  height?: number;
  /**
   * Id given to the error text when the thumbnail fails, so a surrounding button labelled by
   * aria-label can point at it with aria-describedby.
   */
  errorId?: string;
  /** Offer "Try again" on a failed thumbnail (only where the thumbnail is not inside a button). */
  onRetry?: () => void;
}

/** The small picture of a file: its poster or thumbnail, a waveform for sound, or its kind's icon; duration in the corner. */
export function AssetThumb({ asset, height = 120, errorId, onRetry }: Props) {
  const { t } = useTranslation();
  const Icon = ICONS[asset.kind];
  // A thumbnail that fails to load (expired link, file gone) falls back to the kind's icon and says so
  // ('Failed to load image', spec 000 §8), until its link changes or someone asks to try again.
  const epoch = useThumbnailEpoch();
  const [failed, setFailed] = useState<{ src: string; epoch: number } | null>(null);
  const src = asset.thumbnail_url;
  const broken = src !== null && failed !== null && failed.src === src && failed.epoch === epoch;
  const compact = height < COMPACT_BELOW;
  const message = t(THUMBNAIL_ERROR_KEY);
  return (
    <div
      className={classes.thumb}
      style={{ height }}
      data-kind={asset.kind}
      data-broken={broken || undefined}
      title={broken ? message : undefined}
      data-testid={broken ? 'thumb-error' : undefined}
    >
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed({ src, epoch })} />
      ) : broken && !compact ? (
        <div className={classes.failed}>
          <Icon size={onRetry ? 24 : 28} stroke={1.4} className={classes.icon} aria-hidden />
          <span className={classes.caption} id={errorId}>
            {message}
          </span>
          {onRetry && (
            <Button
              size="compact-xs"
              variant="light"
              color="gray"
              radius="xl"
              leftSection={<IconRefresh size={12} />}
              onClick={() => {
                retryThumbnails();
                onRetry();
              }}
            >
              {t('common.retry')}
            </Button>
          )}
        </div>
      ) : asset.waveform && !broken ? (
        <div className={classes.wave} aria-hidden>
          {asset.waveform
            .filter((_, i) => i % 4 === 0)
            .map((p, i) => (
              <span key={i} style={{ height: `${Math.max(4, p * 100)}%` }} />
            ))}
        </div>
      ) : (
        <Icon size={broken && compact ? Math.min(32, Math.round(height * 0.55)) : 32} stroke={1.4} className={classes.icon} />
      )}
      {broken && compact && (
        <>
          <span className={classes.badge} aria-hidden>
            <IconExclamationMark size={10} stroke={3} />
          </span>
          <VisuallyHidden id={errorId}>{message}</VisuallyHidden>
        </>
      )}
      {/* Try again sits where the duration would: the button wins, the duration is in the file's facts. */}
      {asset.meta.duration !== null && !(broken && onRetry && !compact) && <span className={classes.duration}>{formatClock(asset.meta.duration)}</span>}
    </div>
  );
}
