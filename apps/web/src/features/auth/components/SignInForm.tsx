import { V } from '@framecast/contract';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import { useAfterFirstPage } from '../../../shared/after-first-page';
import { withCaptcha } from '../../../shared/captcha/store';
import { localizeMessage } from '../../../shared/i18n/localize';
import { toastError } from '../../../shared/ui/toast';
import { login } from '../api/login';
import { completeSignIn } from '../hooks/complete-sign-in';

/**
 * The form's schema (zod and the contract's field rules) is not needed to show the form or type into
 * it: it loads once the page is up, and a submit waits for it if it has not arrived yet.
 */
let schemas: Promise<typeof import('../schemas')> | null = null;
const loadSchemas = () =>
  (schemas ??= import('../schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  }));

type Field = 'email' | 'password';

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
  // Two fields: plain state rather than @mantine/form, which would be the first page's largest part.
  const [values, setValues] = useState({ email, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const afterFirstPage = useAfterFirstPage();
  useEffect(() => {
    if (afterFirstPage) loadSchemas().catch(() => undefined);
  }, [afterFirstPage]);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      setErrors((e) => ({ ...e, [name]: undefined }));
      if (name === 'email') onEmailChange(next.email);
    },
    // The contract's English text, shown in the current language.
    error: errors[name] ? localizeMessage(errors[name]) : undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let SignInSchema: typeof import('../schemas')['SignInSchema'];
    try {
      ({ SignInSchema } = await loadSchemas());
    } catch {
      toastError(localizeMessage(V.systemError));
      return;
    }
    const parsed = SignInSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    const { email: username, password } = parsed.data;
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
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.field.email')}
          placeholder={t('auth.field.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} />}
          data-testid="login-email"
          {...field('email')}
        />
        <PasswordInput
          label={t('auth.field.password')}
          placeholder={t('auth.field.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          data-testid="login-password"
          {...field('password')}
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
