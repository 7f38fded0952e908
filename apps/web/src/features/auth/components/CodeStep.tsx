import type { CodeAction } from '@framecast/contract';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { localizedInputProps } from '../../../shared/ui/form';
import { SendCodeButton } from '../../../shared/ui/SendCodeButton';
import { useSendCode } from '../../../shared/ui/useSendCode';
import { checkCode } from '../api/check-code';
import { CodeStepSchema, EmailSchema } from '../schemas';

interface CodeStepProps {
  action: Extract<CodeAction, 'reg' | 'resetpwd'>;
  email: string;
  onEmailChange: (email: string) => void;
  /** The address is the signed-in account's own (change password): shown, not editable. */
  emailLocked?: boolean;
  /** The code was right: the verified ticket and the normalised email. */
  onVerified: (ticket: string, email: string) => void;
}

/** Email → "Send code" (60 s countdown) → 6-digit code → Next (enabled once a ticket exists). */
export function CodeStep({ action, email, onEmailChange, emailLocked = false, onVerified }: CodeStepProps) {
  const { t } = useTranslation();
  // The ticket is the address's it was sent to: after a corrected address, Next waits for its own code.
  const [sent, setSent] = useState<{ ticket: string; email: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const code = useSendCode(action);
  const form = useForm({
    initialValues: { email, code: '' },
    validate: schemaResolver(CodeStepSchema, { sync: true }),
    onValuesChange: (values) => onEmailChange(values.email),
  });

  const send = async () => {
    const parsed = EmailSchema.safeParse({ email: form.values.email });
    if (!parsed.success) {
      form.validateField('email');
      return;
    }
    const next = await code.send(parsed.data.email);
    if (next) setSent({ ticket: next, email: parsed.data.email });
  };
  const wait = code.for(form.values.email);
  const ticket = sent && sent.email === form.values.email.trim().toLowerCase() ? sent.ticket : null;

  const submit = form.onSubmit(async (values) => {
    if (!ticket) return;
    const { email: username, code: value } = CodeStepSchema.parse(values);
    setChecking(true);
    try {
      const data = await checkCode({ ticket, username, action, code: value });
      // A "code is incorrect" toast from an earlier try must not stay over the next step.
      notifications.clean();
      onVerified(data.ticket, username);
    } catch {
      // Shown by the API client.
    } finally {
      setChecking(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.field.email')}
          placeholder={t('auth.field.emailPlaceholder')}
          type="email"
          autoComplete="email"
          readOnly={emailLocked}
          leftSection={<IconMail size={16} />}
          rightSectionWidth={wait.secondsLeft > 0 ? 150 : 110}
          rightSection={<SendCodeButton {...wait} loading={code.loading} onClick={() => void send()} />}
          data-testid="code-email"
          {...localizedInputProps(form, 'email')}
        />
        <TextInput
          label={t('auth.field.code')}
          placeholder={t('auth.field.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          leftSection={<IconShieldCheck size={16} />}
          classNames={{ input: 'fc-code-input' }}
          data-testid="code-input"
          {...localizedInputProps(form, 'code')}
        />
        {ticket && sent && (
          <Text size="xs" c="dimmed" mt={-6} data-testid="code-sent-note">
            {t('auth.code.sentTo', { email: sent.email })}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth disabled={!ticket} loading={checking} data-testid="code-next">
          {t('common.next')}
        </Button>
      </Stack>
    </form>
  );
}
