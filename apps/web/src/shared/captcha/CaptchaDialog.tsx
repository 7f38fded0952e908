import { CAPTCHA_LENGTH } from '@framecast/contract';
import { ActionIcon, Box, Center, Group, Image, Loader, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { fetchCaptcha } from '../api/captcha';
import type { DataOf } from '@framecast/contract';
import { cancelCaptcha, submitCaptcha, useCaptchaStore } from './store';

/** The image captcha of spec 000 §4/§5: 4 characters, submitted automatically on the 4th. */
export default function CaptchaDialog() {
  const { t } = useTranslation();
  const opened = useCaptchaStore((s) => s.pending !== null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<DataOf<'captcha'> | null>(null);

  const refresh = useCallback(() => {
    setValue('');
    setImage(null);
    fetchCaptcha().then(setImage, () => undefined);
  }, []);

  useEffect(() => {
    if (opened) refresh();
  }, [opened, refresh]);

  const onChange = async (next: string) => {
    const cleaned = next.replace(/\s/g, '').slice(0, CAPTCHA_LENGTH);
    setValue(cleaned);
    if (cleaned.length < CAPTCHA_LENGTH || !image || busy) return;
    setBusy(true);
    const outcome = await submitCaptcha({ captcha_id: image.id, captcha: cleaned });
    setBusy(false);
    if (outcome === 'again') refresh();
  };

  return (
    <Modal opened={opened} onClose={cancelCaptcha} title={t('auth.captcha.title')} centered size={360} zIndex={400} data-testid="captcha-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.captcha.subtitle')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Box flex={1} h={56} bg="gray.0" style={{ borderRadius: 8, overflow: 'hidden' }}>
            {image ? (
              <Image src={image.b64s} alt={t('auth.captcha.imageAlt')} h={56} fit="contain" data-testid="captcha-image" />
            ) : (
              <Center h={56}>
                <Loader size="sm" />
              </Center>
            )}
          </Box>
          <Tooltip label={t('auth.captcha.refresh')}>
            <ActionIcon variant="light" size="lg" onClick={refresh} aria-label={t('auth.captcha.refresh')} data-testid="captcha-refresh">
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <TextInput
          label={t('auth.captcha.label')}
          value={value}
          onChange={(e) => void onChange(e.currentTarget.value)}
          maxLength={CAPTCHA_LENGTH}
          autoFocus
          autoComplete="off"
          disabled={busy}
          rightSection={busy ? <Loader size="xs" /> : null}
          styles={{ input: { letterSpacing: '0.5em', fontSize: 20, textAlign: 'center' } }}
          data-testid="captcha-input"
        />
      </Stack>
    </Modal>
  );
}
