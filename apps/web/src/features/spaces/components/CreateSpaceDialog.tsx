import { SpaceCreateRequest, SPACE_NAME_MAX } from '@framecast/contract';
import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useCreateSpace } from '../api/create-space';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { spaceNameInputProps } from '../name-error';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The new space, to switch into. */
  onCreated: (space: SpaceItem) => void;
}

/** "Create space": one name; the Team plan and its seats decide whether another space fits (19013, 19003). */
export function CreateSpaceDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateSpace();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ initialValues: { name: '' }, validate: schemaResolver(SpaceCreateRequest, { sync: true }) });

  const close = () => {
    form.reset();
    setRefusal(null);
    create.reset();
    onClose();
  };

  const submit = form.onSubmit(({ name }) => {
    setRefusal(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (space) => {
          toastSuccess(t('spaces.create.created', { name: space.name }));
          close();
          onCreated(space);
        },
        onError: (error) => {
          if (isApiError(error, 19003) || isApiError(error, 19013)) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('spaces.create.title')} centered>
      <form onSubmit={submit} noValidate data-testid="space-create-form">
        <Text size="sm" c="dimmed" mb="md">
          {t('spaces.create.hint')}
        </Text>
        <TextInput
          label={t('spaces.name.label')}
          placeholder={t('spaces.create.placeholder')}
          maxLength={SPACE_NAME_MAX}
          data-autofocus
          data-testid="space-create-name"
          {...spaceNameInputProps(form, 'name')}
        />
        {refusal && (
          <Alert color="red" variant="light" mt="md" data-testid="space-create-error">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="space-create-submit">
            {t('spaces.create.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
