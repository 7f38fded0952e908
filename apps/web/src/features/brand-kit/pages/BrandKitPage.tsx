import { BRAND_SLOTS } from '@framecast/contract';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandSlot } from '../components/BrandSlot';

/** /brand-kit: logo, video, image and music the renders use (the logo and music go into videos). */
export default function BrandKitPage() {
  const { t } = useTranslation();
  return (
    <Container size={1280} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('brandKit.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('brandKit.subtitle')}
          </Text>
        </div>
        {BRAND_SLOTS.map((slot) => (
          <BrandSlot key={slot} slot={slot} />
        ))}
      </Stack>
    </Container>
  );
}
