import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';
import { AuthPanel } from '../components/AuthPanel';
import { useAfterSignIn } from '../hooks/useAfterSignIn';
import { useLoginNotice } from '../hooks/useLoginNotice';
import { useRedirectIfSignedIn } from '../hooks/useRedirectIfSignedIn';

/** /h5-login: the sign-in screen for phones. */
export default function H5LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthMode>(0);
  const [email, setEmail] = useState('');
  const notice = useLoginNotice();
  const goOn = useAfterSignIn();
  useRedirectIfSignedIn(goOn);
  return (
    <Stack component="main" mih="100vh" p="sm" gap="sm" bg="gray.0" align="center">
      <AuthPanel
        key={`${mode}-${email}`}
        mode={mode}
        withBrand={false}
        initialEmail={email}
        notice={notice}
        onModeChange={(next, value) => {
          setEmail(value);
          setMode(next);
        }}
        onSignedIn={goOn}
      />
      <Text size="xs" c="dimmed" ta="center" maw={360}>
        {t('auth.h5Login.text')}
      </Text>
    </Stack>
  );
}
