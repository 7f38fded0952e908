import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PARTNER_COURSE_URL } from '../model/plans';

/** Partner-brand mode (app id 52002): only an upgrade prompt that opens the course page in a new tab (spec 001 §1). */
export function PartnerUpgrade() {
  const { t } = useTranslation();
  return (
    <Center mih={360}>
      <Paper withBorder radius="lg" p="xl" maw={480} data-testid="pricing-partner">
        <Stack align="center" ta="center" gap="md">
          <Title order={3}>{t('pricing.partner.title')}</Title>
          <Text c="dimmed">{t('pricing.partner.text')}</Text>
          <Button component="a" href={PARTNER_COURSE_URL} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} aria-hidden />}>
            {t('pricing.partner.open')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
