import { BATCH_MAX_PRODUCTS } from '@framecast/contract';
import { Container, Group, Skeleton, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StartOverButton } from '../../../shared/ui/StepNav';
import { usePlanFeature } from '../../../shared/pricing/usePlanFeature';
import { LinkTemplateNote } from '../../../shared/templates/LinkTemplateNote';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { stepPageClass } from '../../../shared/ui/StepNav';
import { AddLinksStep } from '../components/AddLinksStep';
import { PickProductsStep } from '../components/PickProductsStep';
import { ProductsStep } from '../components/ProductsStep';
import { ResultView } from '../components/ResultView';
import { SettingsStep } from '../components/SettingsStep';
import { UpgradeNotice } from '../components/UpgradeNotice';
import { BatchKindContext, batchStore, useBatch, useBatchKind } from '../store';
import { allowedStep, furthestStep, kindOfPath, STEPS, stepOfPath, stepPath } from '../wizard';

/**
 * /batch-mode/{add,product,settings} and /batch-product/{add,product,settings}: Batch Mode (product
 * links) and Batch Product (products of the space) share one page of three steps, chosen by the path.
 * Progress lives in each wizard's store (sessionStorage); an address whose step's inputs are missing
 * shows the first incomplete step. `?products=a,b` (the Products page, Apply to Multiple Products)
 * hands products over, and `?useTemplateId=` a template.
 */
export default function BatchPage() {
  const kind = kindOfPath(useLocation().pathname);
  return (
    <BatchKindContext.Provider value={kind}>
      <BatchWizardView key={kind} />
    </BatchKindContext.Provider>
  );
}

function BatchWizardView() {
  const { t } = useTranslation();
  const kind = useBatchKind();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wizard = useBatch();
  const { setLinkTemplate, applyLinkTemplate, reset } = wizard;
  const allowed = usePlanFeature('batch');
  // The server said the plan lacks batch creation (18019): the notice takes the step's place.
  const [refused, setRefused] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const wide = useMatches({ base: false, sm: true });
  const handedOver = params.get('products');
  const linkTemplate = params.get('useTemplateId');
  const wanted = stepOfPath(location.pathname);
  const step = allowedStep(wizard, wanted);
  const index = STEPS.indexOf(step);
  const furthest = furthestStep(wizard);
  const forgetLinkTemplate = useCallback(() => setLinkTemplate(null), [setLinkTemplate]);
  const onPlanRefused = useCallback(() => setRefused(true), []);

  // Made videos: the wizard starts afresh once the page is left.
  useEffect(() => {
    const store = batchStore(kind);
    return () => {
      if (store.getState().result) store.getState().reset();
    };
  }, [kind]);
  // Products and a template handed over by the address become the batch; the address then drops them.
  useEffect(() => {
    if (handedOver === null && linkTemplate === null) return;
    const store = batchStore(kind).getState();
    if (handedOver !== null) {
      const ids = handedOver.split(',').filter(Boolean).slice(0, BATCH_MAX_PRODUCTS);
      if (ids.length) store.seed(ids, linkTemplate);
    } else if (linkTemplate) store.setLinkTemplate(linkTemplate);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('products');
        next.delete('useTemplateId');
        return next;
      },
      { replace: true },
    );
  }, [kind, handedOver, linkTemplate, setParams]);
  // A step whose inputs are missing: its address becomes the first incomplete step's.
  useEffect(() => {
    if (!wizard.result && handedOver === null && step !== wanted) navigate(stepPath(kind, step), { replace: true });
  }, [wizard.result, handedOver, kind, step, wanted, navigate]);

  // The store as it is now: a step's Next changes it just before going on.
  const go = (i: number) => {
    navigate(stepPath(kind, STEPS[Math.max(0, Math.min(i, furthestStep(batchStore(kind).getState())))]!));
    window.scrollTo({ top: 0 });
  };
  const startOver = () => {
    reset();
    navigate(stepPath(kind, 'add'), { replace: true });
    window.scrollTo({ top: 0 });
  };
  const started = wizard.entries.length > 0 || wizard.linkTemplateId !== null;

  const body = () => {
    if (allowed === undefined) return <Skeleton h={280} radius="lg" />;
    if (!allowed || refused) return <UpgradeNotice />;
    if (wizard.result) return <ResultView result={wizard.result} onAgain={startOver} />;
    switch (step) {
      case 'add':
        return kind === 'mode' ? <AddLinksStep onNext={() => go(1)} onPlanRefused={onPlanRefused} /> : <PickProductsStep onNext={() => go(1)} />;
      case 'product':
        return <ProductsStep onBack={() => go(0)} onNext={() => go(2)} />;
      case 'settings':
        return <SettingsStep onBack={() => go(1)} onPlanRefused={onPlanRefused} />;
    }
  };

  return (
    <Container size={1320} py="lg" px={{ base: 'sm', sm: 'xl' }} className={stepPageClass}>
      <Stack gap="lg" data-testid="batch" data-kind={kind} data-step={wizard.result ? 'result' : step}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t(`batch.kinds.${kind}.title`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`batch.kinds.${kind}.subtitle`, { max: BATCH_MAX_PRODUCTS })}
            </Text>
          </div>
          {started && allowed && !refused && !wizard.result && <StartOverButton onClick={() => setRestarting(true)} testId="batch-restart" />}
        </Group>
        {allowed && !refused && !wizard.result && (
          <>
            <Stepper active={index} onStepClick={go} allowNextStepsSelect={false} size="sm" wrap={false} data-testid="batch-steps">
              {STEPS.map((s, i) => (
                <Stepper.Step
                  key={s}
                  label={wide || i === index ? t(`batch.kinds.${kind}.steps.${s}`) : undefined}
                  description={wide ? t(`batch.kinds.${kind}.steps.${s}Hint`) : undefined}
                  aria-label={t(`batch.kinds.${kind}.steps.${s}`)}
                  allowStepSelect={i <= furthest}
                  data-testid={`batch-step-${s}`}
                />
              ))}
            </Stepper>
            <LinkTemplateNote
              linkTemplateId={wizard.linkTemplateId}
              chosenId={wizard.template?.id ?? null}
              onApply={applyLinkTemplate}
              onMissing={forgetLinkTemplate}
            />
          </>
        )}
        {body()}
      </Stack>
      <ConfirmModal
        opened={restarting}
        title={t('url2video.startOverTitle')}
        message={t('batch.startOverMessage')}
        confirmLabel={t('url2video.startOver')}
        loading={false}
        onClose={() => setRestarting(false)}
        onConfirm={() => {
          setRestarting(false);
          startOver();
        }}
        testId="batch-restart-confirm"
      />
    </Container>
  );
}
