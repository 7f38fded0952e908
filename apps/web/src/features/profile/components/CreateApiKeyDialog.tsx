import { API_KEY_NAME_MAX, type ApiKeyCreatedData, type ApiKeyScope } from '@framecast/contract';
import { Alert, Button, Checkbox, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreateApiKey } from '../api/api-keys';
import { SCOPE_GROUPS } from './scopes';
import { CopyTextButton } from '../../../shared/ui/CopyTextButton';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * Name a key and pick its scopes; then its secret, shown this once (the server keeps only a hash). Closing
 * the dialog drops the secret from memory: the list shows only the key's first characters.
 */
export function CreateApiKeyDialog({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['projects.read']);
  const [created, setCreated] = useState<ApiKeyCreatedData | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScopes(['projects.read']);
    setCreated(null);
    setNameError(null);
    create.reset();
    onClose();
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('profile.apiKeys.nameRequired'));
    if (trimmed.length > API_KEY_NAME_MAX) return setNameError(t('profile.apiKeys.nameTooLong', { max: API_KEY_NAME_MAX }));
    create.mutate({ name: trimmed, scopes }, { onSuccess: setCreated });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('profile.apiKeys.createdTitle') : t('profile.apiKeys.createTitle')}
      centered
      size={560}
      closeOnClickOutside={!created}
      data-testid="api-key-dialog"
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="api-key-once">
            {t('profile.apiKeys.onceWarning')}
          </Alert>
          <Group gap="sm" align="center">
            <Code block style={{ flex: '1 1 280px', wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key-secret">
              {created.secret}
            </Code>
            <CopyTextButton value={created.secret} label={t('profile.apiKeys.copy')} testId="api-key-copy" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.usage')} <Code>Authorization: Bearer {created.prefix}…</Code>
          </Text>
          <Group justify="flex-end">
            <Button onClick={close} data-testid="api-key-done">
              {t('profile.apiKeys.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('profile.apiKeys.name')}
              placeholder={t('profile.apiKeys.namePlaceholder')}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              maxLength={API_KEY_NAME_MAX + 20}
              data-autofocus
              data-testid="api-key-name"
            />
            <div>
              <Text size="sm" fw={500}>
                {t('profile.apiKeys.scopes')}
              </Text>
              <Text size="xs" c="dimmed" mb={6}>
                {t('profile.apiKeys.scopesHint')}
              </Text>
              <Stack gap={8}>
                {SCOPE_GROUPS.map(({ group, scopes: inGroup }) => (
                  <Group key={group} wrap="nowrap" gap="sm" role="group" aria-label={t(`profile.apiKeys.group.${group}`)}>
                    <Text size="sm" w={120} style={{ flexShrink: 0 }}>
                      {t(`profile.apiKeys.group.${group}`)}
                    </Text>
                    <Group gap="lg">
                      {inGroup.map(({ scope, action }) => (
                        <Checkbox
                          key={scope}
                          label={t(`profile.apiKeys.action.${action}`)}
                          checked={scopes.includes(scope)}
                          onChange={(e) => toggle(scope, e.currentTarget.checked)}
                          data-testid={`api-key-scope-${scope}`}
                        />
                      ))}
                    </Group>
                  </Group>
                ))}
              </Stack>
              {scopes.length === 0 && (
                <Text size="xs" c="red" mt={4}>
                  {t('profile.apiKeys.scopesRequired')}
                </Text>
              )}
            </div>
            <Text size="xs" c="dimmed">
              {t('profile.apiKeys.sessionOnly')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={scopes.length === 0} data-testid="api-key-create">
                {t('profile.apiKeys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
