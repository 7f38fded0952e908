import { InvitableRole, SendInviteEmailRequest, V } from '@framecast/contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { z } from 'zod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { localizedInputProps } from '../../../shared/ui/form';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSendInvite } from '../api/send-invite';
import { INVITABLE_ROLES } from '../roles';

/** The form's fields, with the contract's rules for them (spec 000 §5: a valid email is required). */
const InviteFields = z.object({ email: SendInviteEmailRequest.shape.email, role: InvitableRole });
type InviteFields = z.input<typeof InviteFields>;

/** Invite by email: an address and the role they will have. The mail carries a link to /invite/space. */
export function InviteForm({ space }: { space: SpaceItem }) {
  const { t } = useTranslation();
  const send = useSendInvite();
  const form = useForm<InviteFields>({ initialValues: { email: '', role: 'collaborator' }, validate: schemaResolver(InviteFields, { sync: true }) });

  // The contract's "Please enter your email" is for one's own; here the address is someone else's.
  const emailProps = localizedInputProps(form, 'email');
  if (form.errors.email === V.emailRequired) emailProps.error = t('spaces.invite.emailRequired');

  const submit = form.onSubmit(({ email, role }) => {
    send.mutate(
      { unique_id: space.unique_id, email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          toastSuccess(t('spaces.invite.sent', { email: invitation.email }));
          form.reset();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="space-invite-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('spaces.invite.email')}
          placeholder="name@example.com"
          type="email"
          autoComplete="off"
          flex="1 1 240px"
          data-testid="space-invite-email"
          {...emailProps}
        />
        <Select
          label={t('spaces.invite.role')}
          data={INVITABLE_ROLES.map((value) => ({ value, label: t(`spaces.roles.${value}`) }))}
          allowDeselect={false}
          w={180}
          data-testid="space-invite-role"
          {...form.getInputProps('role')}
        />
        <Button type="submit" mt={25} leftSection={<IconSend size={16} />} loading={send.isPending} data-testid="space-invite-submit">
          {t('spaces.invite.submit')}
        </Button>
      </Group>
    </form>
  );
}
