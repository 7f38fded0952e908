import { type AvatarUsage, ErrorCode } from '@framecast/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconClock, IconCoins } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { expectedText, limitReached, usageText } from '../usage';

/** A refusal of the server, shown in the form (its code decides whether an upgrade helps). */
export interface Failure {
  code: number;
  message: string;
}

interface Props {
  usage: AvatarUsage | undefined;
  expectedSeconds: number;
  failure: Failure | null;
  submitLabel: string;
  submitting: boolean;
  /** Nothing to pay (one more photo of an avatar): no cost is shown. */
  free?: boolean;
  /** Fields above the figures (the new avatar's name). */
  children?: ReactNode;
}

/**
 * The create form's side card: what a generation takes (about 2 minutes, N credits), the plan's usage,
 * and the submit button, which the plan's limit replaces with its words and an upgrade link (22005); too
 * few credits (20002) says so beside it, with the same link.
 */
export function CreateSummary({ usage, expectedSeconds, failure, submitLabel, submitting, free = false, children }: Props) {
  const { t } = useTranslation();
  const full = (usage && limitReached(usage)) || failure?.code === ErrorCode.AVATAR_LIMIT;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="create-summary">
      <Stack gap="md">
        {children}
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconClock size={16} color="var(--mantine-color-gray-6)" />
            <Text size="sm" data-testid="create-expected">
              {t('avatars.create.expected', { time: expectedText(expectedSeconds) })}
            </Text>
          </Group>
          {usage && usage.cost > 0 && !free && (
            <Group gap={8} wrap="nowrap">
              <IconCoins size={16} color="var(--mantine-color-gray-6)" />
              <Text size="sm" data-testid="create-cost">
                {t('avatars.create.cost', { count: usage.cost })}
              </Text>
            </Group>
          )}
          {usage && (
            <Text size="xs" c="dimmed" data-testid="create-usage">
              {usageText(usage, { withCost: false })}
            </Text>
          )}
        </Stack>
        {full ? (
          <LimitAlert message={t(`errors.${ErrorCode.AVATAR_LIMIT}`)} upgradeLabel={t('avatars.create.upgrade')} source="photo-avatar" testId="create" />
        ) : (
          <>
            {failure?.code === ErrorCode.INSUFFICIENT_CREDITS ? (
              <LimitAlert message={failure.message} upgradeLabel={t('avatars.create.upgrade')} source="photo-avatar-credits" testId="create-credits" />
            ) : (
              failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('avatars.create.failed')} data-testid="create-failure">
                  {failure.message}
                </Alert>
              )
            )}
            <Button type="submit" size="md" loading={submitting} data-testid="create-submit">
              {submitLabel}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
