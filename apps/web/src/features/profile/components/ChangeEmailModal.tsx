import { CheckCodeRequest, Email, V } from '@framecast/contract';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { z } from 'zod';
import { localizedInputProps } from '../../../shared/ui/form';
import { SendCodeButton } from '../../../shared/ui/SendCodeButton';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useSendCode } from '../../../shared/ui/useSendCode';
import { useResetEmail } from '../api/reset-email';

const Schema = z.object({ email: Email, code: z.string().trim().min(1, V.codeRequired).pipe(CheckCodeRequest.shape.code) });

interface ChangeEmailModalProps {
  opened: boolean;
  onClose: () => void;
  currentEmail: string;
}

/** A code goes to the NEW address ('resetemail'); the code and ticket then change the email. */
export function ChangeEmailModal({ opened, onClose, currentEmail }: ChangeEmailModalProps) {
  const { t } = useTranslation();
  const code = useSendCode('resetemail');
  const change = useResetEmail();
  const [ticket, setTicket] = useState<{ value: string; email: string } | null>(null);
  const form = useForm({ initialValues: { email: '', code: '' }, validate: schemaResolver(Schema, { sync: true }) });

  const wait = code.for(form.values.email);

  const send = async () => {
    const parsed = Email.safeParse(form.values.email);
    if (!parsed.success) return void form.validateField('email');
    if (parsed.data === currentEmail.toLowerCase()) return toastError(t('profile.email.sameEmail'));
    const next = await code.send(parsed.data);
    if (next) setTicket({ value: next, email: parsed.data });
  };

  const submit = form.onSubmit((values) => {
    if (!ticket) return;
    const parsed = Schema.parse(values);
    change.mutate(
      { username: parsed.email, ticket: ticket.value, code: parsed.code },
      {
        onSuccess: () => {
          toastSuccess(t('profile.email.changed'));
          form.reset();
          setTicket(null);
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.email.change')} centered size={460} data-testid="change-email-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('profile.email.newLabel')}
            placeholder={t('auth.field.emailPlaceholder')}
            type="email"
            leftSection={<IconMail size={16} />}
            rightSectionWidth={wait.secondsLeft > 0 ? 150 : 110}
            rightSection={<SendCodeButton {...wait} loading={code.loading} onClick={() => void send()} />}
            data-testid="change-email-input"
            {...localizedInputProps(form, 'email')}
          />
          <TextInput
            label={t('auth.field.code')}
            placeholder={t('auth.field.codePlaceholder')}
            inputMode="numeric"
            maxLength={6}
            classNames={{ input: 'fc-code-input' }}
            leftSection={<IconShieldCheck size={16} />}
            data-testid="change-email-code"
            {...localizedInputProps(form, 'code')}
          />
          <Button type="submit" disabled={!ticket} loading={change.isPending} data-testid="change-email-submit">
            {t('profile.email.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
