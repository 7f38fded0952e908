import { AVATAR_NAME_MAX, type AvatarUsage, ErrorCode } from '@framecast/contract';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCoins, IconUserSquareRounded } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import classes from './ProductAvatar.module.css';
import type { Failure } from '../../../shared/api/failure';

interface Props {
  /** Adding a look to this avatar (no name asked); null for a new avatar. */
  avatarName: string | null;
  name: string;
  nameError: string | null;
  onName: (name: string) => void;
  product: string;
  baseLabel: string;
  usage: AvatarUsage | undefined;
  failure: Failure | null;
  submitting: boolean;
  onCreate: () => void;
}

/** The side card of step 3: the name, what goes in, what it costs and the plan's allowance, and Create (or the limit's words, 22005). */
export function CreatePanel({ avatarName, name, nameError, onName, product, baseLabel, usage, failure, submitting, onCreate }: Props) {
  const { t } = useTranslation();
  const full = (usage && usage.used >= usage.limit) || failure?.code === ErrorCode.AVATAR_LIMIT;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="create-panel">
      <Stack gap="md">
        {avatarName === null ? (
          <TextInput
            label={t('avatars.create.name')}
            placeholder={t('productAvatar.create.namePlaceholder')}
            maxLength={AVATAR_NAME_MAX}
            withAsterisk
            value={name}
            onChange={(e) => onName(e.currentTarget.value)}
            error={nameError}
            data-testid="create-name"
          />
        ) : (
          <Text size="sm" data-testid="create-adding">
            {t('productAvatar.create.adding', { name: avatarName })}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap" align="center">
          <div className={classes.checker} style={{ width: 64, height: 64, flexShrink: 0 }}>
            <img src={product} alt="" />
          </div>
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed">
              {t('productAvatar.create.presenter')}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconUserSquareRounded size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
              <Text size="sm" fw={600} truncate title={baseLabel}>
                {baseLabel}
              </Text>
            </Group>
          </Stack>
        </Group>
        {usage && (
          <Stack gap={4}>
            {usage.cost > 0 && (
              <Group gap={8} wrap="nowrap">
                <IconCoins size={16} color="var(--mantine-color-gray-6)" />
                <Text size="sm" data-testid="create-cost">
                  {t('avatars.create.cost', { count: usage.cost })}
                </Text>
              </Group>
            )}
            <Text size="xs" c="dimmed" data-testid="create-usage">
              {t(`avatars.usage.${usage.period}`, { used: usage.used, limit: usage.limit, count: usage.limit })} · {t('productAvatar.create.shared')}
            </Text>
          </Stack>
        )}
        {full ? (
          <LimitAlert message={t(`errors.${ErrorCode.AVATAR_LIMIT}`)} upgradeLabel={t('avatars.create.upgrade')} source="product-avatar" testId="create" />
        ) : (
          <>
            {failure?.code === ErrorCode.INSUFFICIENT_CREDITS ? (
              <LimitAlert message={failure.reason} upgradeLabel={t('avatars.create.upgrade')} source="product-avatar-credits" testId="create-credits" />
            ) : (
              failure &&
              failure.field !== 'name' && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('productAvatar.create.failed')} data-testid="create-failure">
                  {failure.reason}
                </Alert>
              )
            )}
            <Button size="md" onClick={onCreate} loading={submitting} data-testid="create-submit">
              {t(avatarName === null ? 'productAvatar.create.submit' : 'productAvatar.create.submitLook')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
