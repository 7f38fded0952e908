import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StandaloneAuthPanel } from '../components/StandaloneAuthPanel';

/** /h5-login: the sign-in screen for phones. */
export default function H5LoginPage() {
  const { t } = useTranslation();
  return (
    <Stack component="main" mih="100vh" p="sm" gap="sm" bg="gray.0" align="center">
      <StandaloneAuthPanel />
      <Text size="xs" c="dimmed" ta="center" maw={360}>
        {t('auth.h5Login.text')}
      </Text>
    </Stack>
  );
}
