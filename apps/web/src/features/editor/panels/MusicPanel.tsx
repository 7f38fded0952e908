import { acceptFor, builtinMusicPath, builtinMusicRef, formatBytes, MUSIC_MOODS, type MusicMood } from '@framecast/contract';
import { setMusic } from '@framecast/timeline';
import { Button, FileButton, Group, Paper, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconMusicOff, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetKeys, useAsset, useAssetList } from '../../../shared/assets/api';
import { config } from '../../../shared/config';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../../../shared/projects/format';
import { UploadList } from '../../../shared/upload/UploadList';
import { useUploader } from '../../../shared/upload/useUploader';
import { useEditor, useEditorDoc } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';
import { TrackRow } from './TrackRow';
import { useTrackPreview } from './useTrackPreview';

const BUILTIN = /^builtin:music\/([a-z]+)$/;
const ASSET = 'asset:';
const PAGE = 10;

/** Where a built-in bed plays from, on the API the app talks to. */
const builtinMusicUrl = (mood: MusicMood) => `${config.apiBase}${builtinMusicPath(mood)}`;

/** The video's music bed: a built-in one or the space's own audio, listened to here first; its level and ducking. */
export function MusicPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const preview = useTrackPreview();
  const [shown, setShown] = useState(PAGE);
  const mine = useAssetList({ kind: 'audio', page_size: shown, sort: 'created', order: 'desc' });
  const uploader = useUploader({
    tool: 'assets',
    onUploaded: () => void client.invalidateQueries({ queryKey: assetKeys.lists() }),
    onUsedExisting: () => void client.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
  const music = doc.music;
  const use = (src: string) => change(t('editor.media.history.music'), (d) => setMusic(d, { src }));
  const set = (patch: { volume?: number; duck?: boolean }, mergeKey?: string) => change(t('editor.media.history.music'), (d) => setMusic(d, patch), mergeKey);
  const items = mine.data?.items ?? [];

  return (
    <Stack gap="md" data-testid="music-panel">
      <PanelTitle title={t('editor.panels.music')} hint={t('editor.media.music.hint')} />
      {music ? (
        <Paper withBorder radius="md" p="sm" data-testid="music-current">
          <Stack gap="xs">
            <Text size="xs" fw={600} c="dimmed">
              {t('editor.media.music.current')}
            </Text>
            <CurrentName src={music.src} />
            <div>
              <Text size="xs">{t('editor.media.music.volume')}</Text>
              <Slider
                min={0}
                max={1}
                step={0.01}
                value={music.volume}
                label={(v) => `${Math.round(v * 100)}%`}
                thumbLabel={t('editor.media.music.volume')}
                onChange={(volume) => set({ volume }, 'music:volume')}
                data-testid="music-volume"
              />
            </div>
            <Switch
              size="xs"
              label={t('editor.media.music.duck')}
              checked={music.duck}
              onChange={(e) => set({ duck: e.currentTarget.checked })}
              data-testid="music-duck"
            />
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconMusicOff size={14} />}
              onClick={() => change(t('editor.media.history.music'), (d) => setMusic(d, null))}
              data-testid="music-remove"
            >
              {t('editor.media.music.remove')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('editor.media.music.none')}
        </Text>
      )}
      <Stack gap={8}>
        <Text size="xs" fw={600} c="dimmed">
          {t('editor.media.music.builtin')}
        </Text>
        {MUSIC_MOODS.map((mood) => {
          const ref = builtinMusicRef(mood);
          return (
            <TrackRow
              key={mood}
              id={ref}
              name={t('editor.media.music.bed', { mood: t(`editor.media.music.moods.${mood}`) })}
              url={builtinMusicUrl(mood)}
              inUse={music?.src === ref}
              preview={preview}
              onUse={() => use(ref)}
            />
          );
        })}
      </Stack>
      <Stack gap={8}>
        <Group justify="space-between">
          <Text size="xs" fw={600} c="dimmed">
            {t('editor.media.music.mine')}
          </Text>
          <FileButton onChange={uploader.add} accept={acceptFor('assets')} multiple>
            {(props) => (
              <Button size="compact-xs" variant="light" leftSection={<IconUpload size={12} />} {...props} data-testid="music-upload">
                {t('assets.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <UploadList uploader={uploader} />
        {mine.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('editor.media.music.empty')}
          </Text>
        )}
        {items.map((a) => (
          <TrackRow
            key={a.id}
            id={`${ASSET}${a.id}`}
            name={a.name}
            detail={[a.meta.duration !== null ? formatClock(a.meta.duration) : null, formatBytes(a.size_bytes)].filter(Boolean).join(' · ')}
            url={a.url}
            inUse={music?.src === `${ASSET}${a.id}`}
            preview={preview}
            onUse={() => use(`${ASSET}${a.id}`)}
          />
        ))}
        {mine.data && mine.data.total > items.length && (
          <Button size="xs" variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
            {t('editor.media.music.more')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The bed's name: a mood for a built-in one, the file's name for the space's own. */
function CurrentName({ src }: { src: string }) {
  const { t } = useTranslation();
  const mood = BUILTIN.exec(src)?.[1];
  const asset = useAsset(src.startsWith(ASSET) ? src.slice(ASSET.length) : null);
  const name = mood
    ? t('editor.media.music.bed', { mood: t(`editor.media.music.moods.${mood as MusicMood}`) })
    : (asset.data?.name ?? t('editor.media.music.ownTrack'));
  return (
    <Text size="sm" fw={600} truncate data-testid="music-current-name">
      {name}
    </Text>
  );
}
