import { AVATAR_NAME_MAX, ErrorCode } from '@framecast/contract';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconMovie, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { isSilent, type WizardState } from '../wizard';

/** A refusal of the server: its code decides whether an upgrade helps. */
export interface Failure {
  code: number;
  message: string;
}

interface Props {
  state: WizardState;
  nameError: string | null;
  failure: Failure | null;
  submitting: boolean;
  onName: (name: string) => void;
  onSubmit: () => void;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" component="div" truncate>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** Step 3: the name, what will be sent, how long it takes, and the plan's limit (22005) with an upgrade link. */
export function SubmitStep({ state, nameError, failure, submitting, onName, onSubmit }: Props) {
  const { t } = useTranslation();
  const limit = failure?.code === ErrorCode.AVATAR_LIMIT;
  const icon = (node: ReactNode) => <span style={{ color: 'var(--mantine-color-gray-6)', flexShrink: 0, marginTop: 6 }}>{node}</span>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('customAvatar.submit.title')}
          </Title>
          <TextInput
            label={t('customAvatar.consent.name')}
            placeholder={t('customAvatar.consent.namePlaceholder')}
            maxLength={AVATAR_NAME_MAX}
            withAsterisk
            value={state.name}
            onChange={(e) => onName(e.currentTarget.value)}
            error={nameError}
            data-testid="submit-name"
          />
          <Paper withBorder radius="lg" p="md" data-testid="submit-summary">
            <Stack gap="sm">
              <Text fw={600} size="sm">
                {t('customAvatar.submit.summary')}
              </Text>
              <Row icon={icon(<IconMovie size={18} />)} label={t('customAvatar.submit.footage')}>
                {state.footage?.name}
                {state.footage?.meta.duration ? ` · ${Math.round(state.footage.meta.duration)} s` : ''}
                {isSilent(state.footage) && (
                  <Badge ml={6} size="xs" color="orange" variant="light">
                    {t('customAvatar.submit.silent')}
                  </Badge>
                )}
              </Row>
              <Row icon={icon(<IconUserCheck size={18} />)} label={t('customAvatar.submit.consentVideo')}>
                {state.consent?.name}
              </Row>
              <Row icon={icon(<IconCircleCheck size={18} />)} label={t('customAvatar.submit.checks')}>
                {t('customAvatar.submit.checksDone')}
              </Row>
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconClock size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm" data-testid="submit-timing">
                {t('customAvatar.submit.timing')}
              </Text>
            </Group>
            {limit ? (
              <LimitAlert message={t('customAvatar.submit.limit')} upgradeLabel={t('customAvatar.submit.upgrade')} source="custom-avatar" testId="submit" />
            ) : (
              <>
                {failure && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('customAvatar.submit.failed')} data-testid="submit-failure">
                    {failure.message}
                  </Alert>
                )}
                <Button size="md" onClick={onSubmit} loading={submitting} data-testid="submit-create">
                  {t('customAvatar.submit.action')}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
