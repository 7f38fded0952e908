import type { Asset } from '@framecast/contract';
import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileAlert, IconMusicOff, IconPhotoOff, IconRefresh, IconVideoOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { request } from '../../../shared/api/client';
import { assetKeys } from '../../../shared/assets/api';
import { classifyMediaFailure, mediaErrorKey, retryThumbnails, type MediaFailure } from '../../../shared/assets/media-errors';
import { localizeMessage } from '../../../shared/i18n/localize';
import { formatBytes } from '@framecast/contract';
import { formatClock } from '../../../shared/projects/format';
import classes from './PreviewModal.module.css';
import { Waveform } from './Waveform';

/** Plays a video or a sound, shows a picture, and lists what the server read from the file. */
export function PreviewModal({ asset, onClose, onDownload }: { asset: Asset | null; onClose: () => void; onDownload: (a: Asset) => void }) {
  const { t } = useTranslation();
  const m = asset?.meta;
  const facts =
    asset && m
      ? [
          [t('assets.columns.kind'), t(`assets.kinds.${asset.kind}`)],
          [t('assets.columns.size'), formatBytes(asset.size_bytes)],
          m.duration !== null ? [t('assets.columns.duration'), formatClock(m.duration)] : null,
          m.width && m.height ? [t('assets.facts.resolution'), `${m.width}×${m.height}`] : null,
          m.codec ? [t('assets.facts.codec'), m.codec] : null,
          m.fps ? [t('assets.facts.fps'), String(m.fps)] : null,
          asset.kind === 'video' ? [t('assets.facts.audio'), m.has_audio ? t('assets.facts.yes') : t('assets.facts.no')] : null,
        ].filter((f): f is string[] => f !== null)
      : [];
  return (
    <Modal opened={asset !== null} onClose={onClose} title={asset?.name} size="lg" centered data-testid="asset-preview">
      {asset && (
        <Stack gap="sm">
          {/* Keyed by file: another file starts with no error and no retries. */}
          <PreviewMedia key={asset.id} asset={asset} />
          <Group gap="lg" wrap="wrap">
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </div>
            ))}
          </Group>
          {asset.warnings.map((w) => (
            <Alert key={w} color="orange" variant="light" py={6}>
              {localizeMessage(w)}
            </Alert>
          ))}
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => onDownload(asset)}>
              {t('assets.actions.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const FAILED_ICONS = { video: IconVideoOff, image: IconPhotoOff, audio: IconMusicOff, document: IconFileAlert };

/**
 * The file itself. When it fails to load, the spec 000 §8 message for its kind replaces it, with Try
 * again: that asks the server for a fresh link (the signed one may have expired) and loads the file anew.
 */
function PreviewMedia({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [src, setSrc] = useState(asset.url);
  const [failure, setFailure] = useState<MediaFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  // Only the newest attempt may report: a late answer about an old one is ignored.
  const current = useRef(0);

  const onMediaError = (e: SyntheticEvent<HTMLMediaElement>) => {
    const mine = attempt;
    const code = e.currentTarget.error?.code;
    void classifyMediaFailure(code, src).then((f) => current.current === mine && setFailure(f));
  };
  const onImageError = () => setFailure('load');

  const retry = async () => {
    setRetrying(true);
    try {
      const fresh = await client.fetchQuery({
        queryKey: assetKeys.detail(asset.id),
        queryFn: () => request('assetDetail', { id: asset.id }, { quiet: 'all' }),
        staleTime: 0,
      });
      setSrc(fresh.url);
    } catch {
      // No fresh link (offline, or the file is gone): load the one we have again.
    }
    void client.invalidateQueries({ queryKey: assetKeys.lists() });
    retryThumbnails();
    current.current = attempt + 1;
    setAttempt(attempt + 1);
    setFailure(null);
    setRetrying(false);
  };

  if (failure) {
    const Icon = FAILED_ICONS[asset.kind];
    const unsupported = failure === 'unsupported';
    return (
      <div className={classes.failed} data-kind={asset.kind} data-testid="media-error" data-failure={failure}>
        <ThemeIcon size={48} radius="xl" variant="light" color={unsupported ? 'orange' : 'red'} aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600} ta="center" role="alert" data-testid="media-error-message">
          {t(mediaErrorKey(asset.kind, failure))}
        </Text>
        {unsupported ? (
          <Text size="sm" c="dimmed" ta="center" maw={360}>
            {t('assets.mediaErrors.unsupportedHint')}
          </Text>
        ) : (
          <Button variant="light" size="sm" leftSection={<IconRefresh size={16} />} loading={retrying} onClick={() => void retry()} data-testid="media-retry">
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (asset.kind === 'video') {
    return (
      <video
        key={attempt}
        src={src}
        controls
        playsInline
        poster={asset.thumbnail_url ?? undefined}
        onError={onMediaError}
        className={classes.video}
        data-testid="preview-video"
      />
    );
  }
  if (asset.kind === 'image') {
    return <img key={attempt} src={src} alt={asset.name} onError={onImageError} className={classes.image} data-testid="preview-image" />;
  }
  if (asset.kind === 'audio') {
    return (
      <Stack gap={6}>
        {asset.waveform && <Waveform media={audio} peaks={asset.waveform} duration={asset.meta.duration ?? 0} />}
        <audio key={attempt} ref={setAudio} src={src} controls onError={onMediaError} style={{ width: '100%' }} data-testid="preview-audio" />
      </Stack>
    );
  }
  return null;
}
