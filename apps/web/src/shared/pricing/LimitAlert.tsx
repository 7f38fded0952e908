import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { openPricing } from './store';

interface Props {
  /** Why the user cannot go on (the plan's limit, in their language). */
  message: string;
  upgradeLabel: string;
  /** Where the pricing drawer was opened from (its tracking source). */
  source: string;
  /** `<testId>-limit` on the alert, `<testId>-upgrade` on the link. */
  testId: string;
}

/** A plan limit reached, in place of a create button: the reason and a way to upgrade. */
export function LimitAlert({ message, upgradeLabel, source, testId }: Props) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} data-testid={`${testId}-limit`}>
      <Text size="sm">{message}</Text>
      <Anchor component="button" type="button" size="sm" fw={600} mt={6} onClick={() => openPricing({ source })} data-testid={`${testId}-upgrade`}>
        {upgradeLabel}
      </Anchor>
    </Alert>
  );
}
