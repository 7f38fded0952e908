import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPlayerRecordFilled, IconPlayerStopFilled, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { clock } from '../recorder';
import { useRecorder } from '../useRecorder';

interface Props {
  /** The kept recording, to be sent as the consent video. */
  onUse: (file: File) => void;
  onUploadInstead: () => void;
  /** The file last sent as the consent video: once it is this recording, "Use this recording" has nothing more to do. */
  sent: File | null;
}

const frame = { width: '100%', aspectRatio: '4 / 3', maxHeight: 360, objectFit: 'cover', borderRadius: 8, background: '#111' } as const;

/** Record-your-own: permission, the live picture, up to 30 seconds with a countdown, playback, again or keep. */
export function ConsentRecorder({ onUse, onUploadInstead, sent }: Props) {
  const { t } = useTranslation();
  const rec = useRecorder();
  const live = useRef<HTMLVideoElement>(null);
  const { phase } = rec.state;

  useEffect(() => {
    if (live.current && live.current.srcObject !== rec.stream) live.current.srcObject = rec.stream;
  });

  if (phase === 'blocked' && rec.state.phase === 'blocked') {
    const problem = rec.state.problem;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconCameraOff size={18} />}
        title={t(`customAvatar.recorder.blocked.${problem}`)}
        data-testid="recorder-blocked"
      >
        <Stack gap="sm">
          <Text size="sm">{t(`customAvatar.recorder.help.${problem}`)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void rec.ask()} data-testid="recorder-retry">
              {t('customAvatar.recorder.retry')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} onClick={onUploadInstead}>
              {t('customAvatar.recorder.uploadInstead')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (phase === 'idle' || phase === 'asking') {
    return (
      <Stack gap="sm" align="flex-start" data-testid="recorder" data-phase={phase}>
        <Text size="sm" c="dimmed">
          {t('customAvatar.recorder.intro', { seconds: rec.limit })}
        </Text>
        <Button leftSection={<IconCamera size={16} />} onClick={() => void rec.ask()} loading={phase === 'asking'} data-testid="recorder-allow">
          {t('customAvatar.recorder.allow')}
        </Button>
        {phase === 'asking' && (
          <Text size="xs" c="dimmed">
            {t('customAvatar.recorder.asking')}
          </Text>
        )}
      </Stack>
    );
  }

  const recording = phase === 'recording';
  return (
    <Stack gap="sm" data-testid="recorder" data-phase={phase}>
      <div style={{ position: 'relative' }}>
        {phase === 'recorded' && rec.recording ? (
          <video
            key={rec.recording.url}
            src={rec.recording.url}
            controls
            playsInline
            style={frame}
            aria-label={t('customAvatar.recorder.playback')}
            data-testid="recorder-playback"
          />
        ) : (
          <video
            ref={live}
            autoPlay
            muted
            playsInline
            style={{ ...frame, transform: 'scaleX(-1)' }}
            aria-label={t('customAvatar.recorder.live')}
            data-testid="recorder-live"
          />
        )}
        {recording && (
          <Badge
            color="red"
            size="lg"
            leftSection={<IconPlayerRecordFilled size={12} />}
            style={{ position: 'absolute', top: 10, left: 10 }}
            data-testid="recorder-countdown"
          >
            {t('customAvatar.recorder.left', { time: clock(rec.left) })}
          </Badge>
        )}
      </div>
      <Group gap="xs">
        {phase === 'live' && (
          <Button color="red" leftSection={<IconPlayerRecordFilled size={16} />} onClick={rec.start} data-testid="recorder-start">
            {t('customAvatar.recorder.start')}
          </Button>
        )}
        {recording && (
          <Button color="dark" leftSection={<IconPlayerStopFilled size={16} />} onClick={rec.stop} data-testid="recorder-stop">
            {t('customAvatar.recorder.stop')}
          </Button>
        )}
        {phase === 'recorded' && rec.recording && (
          <>
            {sent !== rec.recording.file && (
              <Button leftSection={<IconUpload size={16} />} onClick={() => rec.recording && onUse(rec.recording.file)} data-testid="recorder-use">
                {t('customAvatar.recorder.use')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={rec.again} data-testid="recorder-again">
              {t('customAvatar.recorder.again')}
            </Button>
            <Text size="xs" c="dimmed" data-testid="recorder-length">
              {t('customAvatar.recorder.length', { seconds: rec.state.phase === 'recorded' ? rec.state.seconds : 0 })}
            </Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
