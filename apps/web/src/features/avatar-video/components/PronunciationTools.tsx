import { pauseMark, sayMark } from '@framecast/timeline';
import { Button, Group, Menu, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconClockPause, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

const PAUSES = [0.5, 1, 2, 3];

interface Props {
  /** The voice reads pauses and phonemes; false: the tools are off (and the editor removes any). */
  supported: boolean;
  /** The text selected in the script now, offered as the word to pronounce. */
  selection: () => string;
  /** Puts text in place of the selection (or at the cursor). */
  insert: (text: string) => void;
}

/** Above the script: insert a pause, or a word said by its phonemes (script-markup.ts in the timeline). */
export function PronunciationTools({ supported, selection, insert }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [phonemes, setPhonemes] = useState('');
  const [tried, setTried] = useState(false);
  const start = () => {
    setWord(selection().trim());
    setPhonemes('');
    setTried(false);
    setOpen(true);
  };
  const done = () => {
    setTried(true);
    if (!word.trim() || !phonemes.trim()) return;
    insert(sayMark(word, phonemes));
    setOpen(false);
  };
  return (
    <Group gap="xs" role="toolbar" aria-label={t('avatarVideo.pronounce.tools')} data-testid="pronounce-tools">
      <Menu position="bottom-start" withinPortal disabled={!supported}>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconClockPause size={15} />} disabled={!supported} data-testid="pause-add">
            {t('avatarVideo.pronounce.pause')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PAUSES.map((s) => (
            <Menu.Item key={s} onClick={() => insert(pauseMark(s))} data-testid={`pause-${s}`}>
              {t('avatarVideo.pronounce.pauseOf', { seconds: s })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Popover opened={open} onChange={setOpen} position="bottom-start" width={320} withinPortal trapFocus>
        <Popover.Target>
          <Button variant="default" size="xs" leftSection={<IconSpeakerphone size={15} />} disabled={!supported} onClick={start} data-testid="pronounce-add">
            {t('avatarVideo.pronounce.word')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('avatarVideo.pronounce.wordTitle')}
            </Text>
            <TextInput
              label={t('avatarVideo.pronounce.wordLabel')}
              value={word}
              onChange={(e) => setWord(e.currentTarget.value)}
              error={tried && !word.trim() ? t('avatarVideo.pronounce.needWord') : undefined}
              maxLength={60}
              data-testid="pronounce-word"
            />
            <TextInput
              label={t('avatarVideo.pronounce.phonemesLabel')}
              description={t('avatarVideo.pronounce.phonemesHelp')}
              value={phonemes}
              onChange={(e) => setPhonemes(e.currentTarget.value)}
              error={tried && !phonemes.trim() ? t('avatarVideo.pronounce.needPhonemes') : undefined}
              maxLength={120}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="pronounce-phonemes"
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" size="xs" onClick={() => setOpen(false)}>
                {t('avatarVideo.pronounce.cancel')}
              </Button>
              <Button size="xs" onClick={done} data-testid="pronounce-insert">
                {t('avatarVideo.pronounce.insert')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Text size="xs" c="dimmed" data-testid={supported ? 'pronounce-legend' : 'pronounce-unsupported'}>
        {supported ? t('avatarVideo.pronounce.legend') : t('avatarVideo.pronounce.unsupported')}
      </Text>
    </Group>
  );
}
