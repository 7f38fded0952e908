import { Center, Container, Group, Loader, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProduct } from '../../../shared/products/api';
import { useTemplate } from '../../../shared/templates/api';
import { templateName } from '../../../shared/templates/names';
import { stepPageClass } from '../../../shared/ui/StepNav';
import { APPLY_STEPS, applyPath, applyStepOfPath, handOver } from '../apply';
import { ApplyAssetStep } from '../components/ApplyAssetStep';
import { ApplyChooseStep } from '../components/ApplyChooseStep';
import { useWizard } from '../store';

/**
 * /apply-product/choose, /apply-product/asset?product= and /apply-product/script (each may carry
 * `?useTemplateId=`): a template applied to one product (its pictures chosen, then URL to Video's script
 * step) or to several (Batch Product). The steps keep their state in the address.
 */
export default function ApplyProductPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wide = useMatches({ base: false, sm: true });
  const templateId = params.get('useTemplateId');
  const productId = params.get('product');
  const template = useTemplate(templateId);
  let step = applyStepOfPath(location.pathname);
  if (step !== 'choose' && !productId) step = 'choose';
  const index = APPLY_STEPS.indexOf(step);

  // An asset or script address without its product: the first step.
  useEffect(() => {
    if (applyStepOfPath(location.pathname) !== 'choose' && !productId) navigate(applyPath('choose', { templateId }), { replace: true });
  }, [location.pathname, productId, templateId, navigate]);

  return (
    <Container size={1320} py="lg" px={{ base: 'sm', sm: 'xl' }} className={stepPageClass}>
      <Stack gap="lg" data-testid="apply" data-step={step}>
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('batch.apply.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('batch.apply.subtitle')}
          </Text>
        </div>
        <Stepper
          active={index}
          onStepClick={(i) => i < index && navigate(applyPath(APPLY_STEPS[i]!, { templateId, productId }))}
          allowNextStepsSelect={false}
          size="sm"
          wrap={false}
          data-testid="apply-steps"
        >
          {APPLY_STEPS.map((s, i) => (
            <Stepper.Step
              key={s}
              label={wide || i === index ? t(`batch.apply.steps.${s}`) : undefined}
              description={wide ? t(`batch.apply.steps.${s}Hint`) : undefined}
              aria-label={t(`batch.apply.steps.${s}`)}
              allowStepSelect={i < index}
              data-testid={`apply-step-${s}`}
            />
          ))}
        </Stepper>
        {template.data && (
          <Group gap={8} wrap="nowrap" data-testid="apply-template">
            <IconLayoutGrid size={16} color="var(--mantine-color-brand-6)" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              {t('url2video.fromTemplate', { name: templateName(template.data, t) })} · {template.data.aspect_ratio}
            </Text>
          </Group>
        )}
        {step === 'choose' && <ApplyChooseStep templateId={templateId} initial={(params.get('products') ?? '').split(',').filter(Boolean)} />}
        {step === 'asset' && productId && <ApplyAssetStep productId={productId} templateId={templateId} />}
        {step === 'script' && productId && <HandOver productId={productId} templateId={templateId} />}
      </Stack>
    </Container>
  );
}

/** /apply-product/script: URL to Video takes the product (with the media chosen for it before, else all) and the template. */
function HandOver({ productId, templateId }: { productId: string; templateId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const product = useProduct(productId);
  useEffect(() => {
    if (product.data) {
      const { productId: current, mediaIds } = useWizard.getState();
      navigate(handOver(product.data, current === product.data.id ? mediaIds : null, templateId), { replace: true });
    } else if (product.isError) navigate(applyPath('choose', { templateId }), { replace: true });
  }, [product.data, product.isError, templateId, navigate]);
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
