import type { UrlAnalysis } from '@framecast/contract';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface Props {
  stage: UrlAnalysis['stage'];
  /** Seconds the server expects the reading to take. */
  expected: number;
  /** 0-100. */
  value: number;
  url: string;
}

/** A page being read: its stage, a bar timed to the expected seconds, and the address. */
export function AnalysisProgress({ stage, expected, value, url }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="link-working" aria-live="polite">
      <Text size="sm" fw={600} data-testid="link-stage">
        {t(`products.link.stages.${stage}`)}
      </Text>
      <Progress value={value} animated aria-label={t('products.link.working', { seconds: expected })} data-testid="link-progress" />
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('products.link.working', { seconds: expected })} {url}
      </Text>
    </Stack>
  );
}
