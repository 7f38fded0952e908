import { BRAND_SLOTS } from '@framecast/contract';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFirstPlanWith } from '../../../shared/pricing/first-plan-with';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { usePlanFeature } from '../../../shared/pricing/usePlanFeature';
import { BrandSlot } from '../components/BrandSlot';
import { BrandStyleForm } from '../components/BrandStyleForm';

/**
 * /brand-kit: the kit's colours and fonts, and the logo, video, image and music the renders use (the logo
 * and music go into videos). A space whose plan lacks the brand kit (user info's plan_feature_access) is
 * told which plan has it instead.
 */
export default function BrandKitPage() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('brand_kit');
  const withPlan = useFirstPlanWith('brand_kit');
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
        {allowed === false ? (
          <LimitAlert
            message={withPlan ? t('brandKit.planLimit', { plan: withPlan }) : t('brandKit.planLimitAny')}
            upgradeLabel={t('brandKit.upgrade')}
            source="brand-kit"
            testId="brand-kit-plan"
          />
        ) : (
          allowed && (
            <>
              <BrandStyleForm />
              {BRAND_SLOTS.map((slot) => (
                <BrandSlot key={slot} slot={slot} />
              ))}
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
