import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../shared/api/user-info';
import { withCaptcha } from '../../../shared/captcha/store';
import { localizedInputProps } from '../../../shared/ui/form';
import { login } from '../api/login';
import { completeSignIn } from '../hooks/complete-sign-in';
import { SignInSchema } from '../schemas';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  onSignedIn: (user: UserInfo) => void;
}

/** Mode 0: email and password; a 10204 answer opens the captcha and retries with it. */
export function SignInForm({ email, onEmailChange, onForgot, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email, password: '' },
    validate: schemaResolver(SignInSchema, { sync: true }),
    onValuesChange: (values) => onEmailChange(values.email),
  });

  const submit = form.onSubmit(async (values) => {
    const { email: username, password } = SignInSchema.parse(values);
    setBusy(true);
    try {
      const user = await withCaptcha((answer) => login({ username, password }, answer));
      await completeSignIn(user, { registered: false });
      onSignedIn(user);
    } catch {
      // The API client has shown the message; the form stays as it was.
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.field.email')}
          placeholder={t('auth.field.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} />}
          data-testid="login-email"
          {...localizedInputProps(form, 'email')}
        />
        <PasswordInput
          label={t('auth.field.password')}
          placeholder={t('auth.field.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          data-testid="login-password"
          {...localizedInputProps(form, 'password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgot} data-testid="forgot-password-link">
            {t('auth.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy} data-testid="login-submit">
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
