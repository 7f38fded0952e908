import type { DataOf } from '@framecast/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useAvatarReviews, useReviewAvatar } from '../api/avatar-review';
import { formatDateTime } from '../format';

type Item = DataOf<'adminAvatarReviewList'>['items'][number];

/** The manual review queue: each custom avatar's footage and consent video side by side, approved or refused. */
export function AvatarReviewTab() {
  const { t } = useTranslation();
  const reviews = useAvatarReviews();
  return (
    <Stack gap="md" data-testid="operator-reviews">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t('operator.review.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('operator.review.hint')}
        </Text>
      </Stack>
      {!reviews.data ? (
        <Skeleton h={240} radius="md" />
      ) : reviews.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="operator-reviews-empty">
          {t('operator.review.empty')}
        </Text>
      ) : (
        reviews.data.items.map((item) => <ReviewCard key={item.avatar.id} item={item} />)
      )}
    </Stack>
  );
}

function Clip({ label, url }: { label: string; url: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {url ? (
        <video src={url} controls preload="metadata" aria-label={label} style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8, background: '#000' }} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('operator.review.missing')}
        </Text>
      )}
    </Stack>
  );
}

function ReviewCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const review = useReviewAvatar();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const { avatar } = item;
  const name = avatar.name;

  const decide = (approve: boolean) =>
    review.mutate(
      { id: avatar.id, approve, ...(approve || !reason.trim() ? {} : { reason: reason.trim() }) },
      { onSuccess: () => toastSuccess(t(approve ? 'operator.review.approved' : 'operator.review.refused', { name })) },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid={`operator-review-${avatar.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text fw={650} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed" data-testid="operator-review-owner">
              {t('operator.review.owner')}: {item.owner_email} · {t('operator.review.submitted', { date: formatDateTime(item.submitted_at, i18n.language) })}
            </Text>
          </Stack>
          {avatar.custom?.reason && (
            <Badge
              color="yellow"
              variant="light"
              size="lg"
              style={{ textTransform: 'none', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
              data-testid="operator-review-reason"
            >
              {avatar.custom.reason}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Clip label={t('operator.review.footage')} url={avatar.custom?.footage_url} />
          <Clip label={t('operator.review.consent')} url={avatar.custom?.consent_url} />
        </SimpleGrid>
        {refusing ? (
          <Stack gap="xs">
            <Textarea
              label={t('operator.review.refuseReason')}
              placeholder={t('operator.review.refusePlaceholder')}
              maxLength={300}
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="operator-review-refuse-reason"
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setRefusing(false)}>
                {t('operator.review.cancel')}
              </Button>
              <Button
                color="red"
                leftSection={<IconX size={16} />}
                loading={review.isPending}
                onClick={() => decide(false)}
                data-testid="operator-review-refuse-confirm"
              >
                {t('operator.review.confirmRefuse')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={() => setRefusing(true)}
              aria-label={t('operator.review.refuseNamed', { name })}
              data-testid="operator-review-refuse"
            >
              {t('operator.review.refuse')}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} />}
              loading={review.isPending}
              onClick={() => decide(true)}
              aria-label={t('operator.review.approveNamed', { name })}
              data-testid="operator-review-approve"
            >
              {t('operator.review.approve')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
