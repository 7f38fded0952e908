import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { localizedInputProps } from '../../../shared/ui/form';
import { SetPasswordForm } from '../schemas';

interface SetPasswordStepProps {
  submitLabel: string;
  /** Resolves when done; a rejection keeps the form open (the message is already shown). */
  onSubmit: (password: string) => Promise<void>;
}

/** Password (6-20) and confirmation; the button stays disabled while either field is empty. */
export function SetPasswordStep({ submitLabel, onSubmit }: SetPasswordStepProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(SetPasswordForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const empty = !form.values.password || !form.values.confirm;

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await onSubmit(password);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('auth.field.newPassword')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          data-testid="set-password"
          {...localizedInputProps(form, 'password')}
        />
        <PasswordInput
          label={t('auth.field.confirm')}
          placeholder={t('auth.field.confirmPlaceholder')}
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          data-testid="set-password-confirm"
          {...localizedInputProps(form, 'confirm')}
        />
        <Button type="submit" size="md" fullWidth disabled={empty} loading={busy} data-testid="set-password-submit">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
