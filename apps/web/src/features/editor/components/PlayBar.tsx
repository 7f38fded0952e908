import { ActionIcon, Anchor, Group, Loader, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock, parseClock } from '../model/clock';
import { useEditor } from '../model/editor-store';
import { speakable, takeKey } from '../model/preview-speech';

/**
 * Play and pause the preview (first in the timeline's toolbar; the time is the ruler's PlayTime), and what holds it: a voice being made ("Preparing
 * voice…", never silence) or lines the server cannot speak, with a way to the first of them. `children` (the quick editor's seek and time) stand
 * beside the button; what holds playing then goes on a line of its own, so the seek does not shrink when it shows.
 */
export function PlayBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const playing = useEditor((s) => s.playing);
  const waiting = useEditor((s) => s.waitingForVoice);
  const setPlaying = useEditor((s) => s.setPlaying);
  const { failed, ready, lines } = useVoiceState();
  const selectScene = useEditor((s) => s.selectScene);

  const toggle = (
    <Tooltip label={playing ? t('editor.playback.pause') : t('editor.playback.play')}>
      <ActionIcon
        size="md"
        radius="xl"
        variant="filled"
        aria-label={playing ? t('editor.playback.pause') : t('editor.playback.play')}
        aria-pressed={playing}
        onClick={() => setPlaying(!playing)}
        data-testid="play-toggle"
      >
        {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      </ActionIcon>
    </Tooltip>
  );
  const held = (
    <>
      {waiting && (
        <Tooltip label={t('editor.playback.preparingHint')} multiline w={260}>
          <Group gap={6} wrap="nowrap" data-testid="preparing-voice" role="status">
            <Loader size={14} />
            <Text size="sm">{t('editor.playback.preparing')}</Text>
          </Group>
        </Tooltip>
      )}
      {failed && (
        <Text size="sm" c="red.8" truncate data-testid="voice-failed">
          {t('editor.playback.failed', { count: failed.count, error: failed.error })}{' '}
          <Anchor component="button" size="sm" onClick={() => selectScene(failed.sceneId)}>
            {t('editor.playback.show')}
          </Anchor>
        </Text>
      )}
    </>
  );
  const bar = { role: 'group', 'aria-label': t('editor.playback.label'), 'data-testid': 'play-bar', 'data-voices': `${ready}/${lines}` };

  if (!children) {
    return (
      <Group gap="sm" wrap="nowrap" {...bar}>
        {toggle}
        {held}
      </Group>
    );
  }
  return (
    <Stack gap={4} {...bar}>
      <Group gap="sm" wrap="nowrap">
        {toggle}
        {children}
      </Group>
      {held}
    </Stack>
  );
}

/**
 * The playhead's time beside the ruler, the only text that changes every frame while playing. Clicked,
 * it takes a typed time (m:ss.d or seconds) and goes there.
 */
export function PlayTime({ total }: { total: number }) {
  const { t } = useTranslation();
  const time = useEditor((s) => s.time);
  const seek = useEditor((s) => s.seek);
  const [typing, setTyping] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  if (typing !== null) {
    const go = () => {
      const at = parseClock(typing);
      if (at === null) return setBad(true);
      seek(at);
      setTyping(null);
    };
    return (
      <TextInput
        size="xs"
        w={110}
        autoFocus
        value={typing}
        error={bad}
        aria-label={t('editor.playback.goTo')}
        aria-invalid={bad}
        onChange={(e) => (setTyping(e.currentTarget.value), setBad(false))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') go();
          if (e.key === 'Escape') setTyping(null);
        }}
        onBlur={() => setTyping(null)}
        data-testid="play-time-input"
      />
    );
  }
  return (
    <UnstyledButton onClick={() => setTyping(formatClock(time))} aria-label={t('editor.playback.goTo')} data-testid="play-time">
      <Text size="sm" ff="monospace" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
        {t('editor.playback.time', { now: formatClock(time), total: formatClock(total) })}
      </Text>
    </UnstyledButton>
  );
}

/** How many lines have their voice made, and those that failed: how many, the first one's reason and scene. */
function useVoiceState() {
  const doc = useEditor((s) => s.history.doc);
  const takes = useEditor((s) => s.takes);
  return useMemo(() => {
    let first: { error: string; sceneId: string } | null = null;
    let count = 0;
    let ready = 0;
    let lines = 0;
    for (const scene of doc.scenes) {
      for (const seg of scene.script) {
        if (!speakable(seg)) continue;
        lines++;
        const take = takes[takeKey(seg)];
        if (take?.status === 'ready') ready++;
        if (take?.status !== 'failed') continue;
        count++;
        first ??= { error: take.error ?? '', sceneId: scene.id };
      }
    }
    return { failed: first ? { count, ...first } : null, ready, lines };
  }, [doc, takes]);
}
