import type { UserAvatar } from '@framecast/contract';
import { Alert, Badge, Button, Grid, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconRefresh, IconUserSearch, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { reasonText, STATUS_LOOK, statusText } from '../status';

interface Props {
  avatar: UserAvatar;
  /** Back to the wizard: after a refused consent the footage is kept (only a new consent video is needed). */
  onRetry: (keepFootage: boolean) => void;
}

/** Where each state sits on the way: consent check, processing, ready (past the last step once ready). */
const STAGE = { consent_checking: 0, consent_failed: 0, manual_review: 0, processing: 1, failed: 1, ready: 3 } as const;

/** A custom avatar after Submit: the consent check, the footage processing, the reason it stopped, or the ready look. */
export function AvatarStatusView({ avatar, onRetry }: Props) {
  const { t } = useTranslation();
  const custom = avatar.custom;
  if (!custom) return null;
  const { status } = custom;
  const text = statusText(custom);
  const look = avatar.looks.find((l) => l.status === 'ready');
  const reason = reasonText(custom.reason);
  const stopped = STATUS_LOOK[status].retry;

  return (
    <Stack gap="lg" data-testid="custom-status" data-status={status}>
      <Group gap="sm" wrap="wrap">
        <Title order={2} fz="xl" data-testid="custom-status-name">
          {avatar.name}
        </Title>
        <Badge variant="light" color={STATUS_LOOK[status].color} data-testid="custom-status-label">
          {text.label}
        </Badge>
      </Group>
      <Stepper active={STAGE[status]} size="sm" allowNextStepsSelect={false} aria-hidden="true">
        <Stepper.Step
          label={t('customAvatar.view.steps.consent')}
          color={status === 'consent_failed' ? 'red' : undefined}
          loading={status === 'consent_checking'}
        />
        <Stepper.Step label={t('customAvatar.view.steps.processing')} color={status === 'failed' ? 'red' : undefined} loading={status === 'processing'} />
        <Stepper.Step label={t('customAvatar.view.steps.ready')} />
      </Stepper>

      {(status === 'consent_checking' || status === 'processing') && (
        <Paper withBorder radius="lg" p="xl">
          <Group gap="md" wrap="nowrap">
            <Loader size="md" />
            <Text fw={600} data-testid="custom-status-detail">
              {text.detail}
            </Text>
          </Group>
        </Paper>
      )}

      {status === 'manual_review' && (
        <Alert color="yellow" variant="light" icon={<IconUserSearch size={20} />} title={text.detail} data-testid="custom-status-detail">
          <Stack gap={6}>
            {reason && <Text size="sm">{reason}</Text>}
            <Text size="sm" c="dimmed">
              {t('customAvatar.view.reviewHint')}
            </Text>
          </Stack>
        </Alert>
      )}

      {stopped && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={text.detail} data-testid="custom-status-detail">
          <Stack gap="sm">
            {reason && (
              <Text size="sm" data-testid="custom-status-reason">
                {reason}
              </Text>
            )}
            <Button
              size="sm"
              color="red"
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => onRetry(status === 'consent_failed')}
              style={{ alignSelf: 'flex-start' }}
              data-testid="custom-retry"
            >
              {t('customAvatar.view.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}

      {status === 'ready' && (
        <Stack gap="md">
          <Text fw={600} data-testid="custom-status-detail">
            {text.detail}
          </Text>
          {look && (
            <Grid gap="md">
              {look.image_url && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <img
                    src={look.image_url}
                    alt={t('customAvatar.view.poster')}
                    style={{ width: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 12, background: 'var(--mantine-color-gray-1)' }}
                    data-testid="custom-poster"
                  />
                </Grid.Col>
              )}
              {look.preview_url && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <video
                    src={look.preview_url}
                    poster={look.image_url ?? undefined}
                    controls
                    muted
                    loop
                    playsInline
                    preload="metadata"
                    aria-label={t('customAvatar.view.preview')}
                    style={{ width: '100%', maxHeight: 360, borderRadius: 12, background: '#000' }}
                    data-testid="custom-preview"
                  />
                </Grid.Col>
              )}
            </Grid>
          )}
          <Group gap="sm">
            {look && (
              <Button
                component={Link}
                to={`/talking-avatar?avatar=${encodeURIComponent(look.ref)}`}
                leftSection={<IconVideo size={16} />}
                data-testid="custom-use"
              >
                {t('customAvatar.view.use')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => onRetry(false)} data-testid="custom-another">
              {t('customAvatar.view.another')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
