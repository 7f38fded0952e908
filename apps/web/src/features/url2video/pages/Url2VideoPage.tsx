import { Container, Group, Skeleton, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StartOverButton } from '../../../shared/ui/StepNav';
import { useProduct } from '../../../shared/products/api';
import { LinkTemplateNote } from '../../../shared/templates/LinkTemplateNote';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { stepPageClass } from '../../../shared/ui/StepNav';
import { ProductStep } from '../components/ProductStep';
import { ScriptStep } from '../components/ScriptStep';
import { SettingsStep } from '../components/SettingsStep';
import { TemplateStep } from '../components/TemplateStep';
import { useWizard } from '../store';
import { allowedStep, furthestStep, STEP_PATHS, STEPS, stepOfPath } from '../wizard';

/**
 * /url2video, /url2video/setting, /url2video/script and /url2video/preview: URL to Video's four steps on
 * one page, the step chosen by the path. Progress lives in the store (sessionStorage), so a reload keeps
 * it; an address whose step's inputs are missing shows the first incomplete step instead.
 * `?useTemplateId=` (kept through sign-in by the guard) preselects a template; `?product=` (the Products
 * page's "Make a video") chooses a product of the space, once read.
 */
export default function Url2VideoPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wizard = useWizard();
  const { setLinkTemplate, setProduct, applyLinkTemplate, reset } = wizard;
  const forgetLinkTemplate = useCallback(() => setLinkTemplate(null), [setLinkTemplate]);
  const [restarting, setRestarting] = useState(false);
  // On a phone the four steps share 390 pixels: their labels only, and only the current one's.
  const wide = useMatches({ base: false, sm: true });
  const wanted = stepOfPath(location.pathname);
  const step = allowedStep(wizard, wanted);
  const index = STEPS.indexOf(step);
  const furthest = furthestStep(wizard);
  const linkTemplate = params.get('useTemplateId');
  const linkProduct = params.get('product');
  const linkedProduct = useProduct(linkProduct);
  // The product of the address is being read: the step waits for it rather than sending the user back.
  const waiting = linkProduct !== null && !linkedProduct.isError;

  // A video made last time: the wizard starts afresh (on the way in after a reload, else on the way out).
  useEffect(() => {
    const clearIfMade = () => {
      if (useWizard.getState().finished) useWizard.getState().reset();
    };
    clearIfMade();
    return clearIfMade;
  }, []);
  useEffect(() => {
    if (linkTemplate) setLinkTemplate(linkTemplate);
  }, [linkTemplate, setLinkTemplate]);
  // `?product=`: the product is the wizard's once read (with all its media); the address then drops it.
  const linked = linkedProduct.data;
  useEffect(() => {
    if (!linkProduct || (!linked && !linkedProduct.isError)) return;
    if (linked) setProduct(linked.id, linked.media_ok);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('product');
        return next;
      },
      { replace: true },
    );
  }, [linkProduct, linked, linkedProduct.isError, setProduct, setParams]);
  // A step whose inputs are missing: its address becomes the first incomplete step's.
  useEffect(() => {
    if (!wizard.finished && !waiting && step !== wanted) navigate(STEP_PATHS[step], { replace: true });
  }, [wizard.finished, waiting, step, wanted, navigate]);

  const go = (i: number) => {
    navigate(STEP_PATHS[STEPS[Math.max(0, Math.min(i, furthest))]!]);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size={1320} py="lg" px={{ base: 'sm', sm: 'xl' }} className={stepPageClass}>
      <Stack gap="lg" data-testid="url2video" data-step={step}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('url2video.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('url2video.subtitle')}
            </Text>
          </div>
          {(wizard.productId !== null || wizard.linkTemplateId !== null) && <StartOverButton onClick={() => setRestarting(true)} testId="url2video-restart" />}
        </Group>
        <Stepper active={index} onStepClick={go} allowNextStepsSelect={false} size="sm" wrap={false} data-testid="url2video-steps">
          {STEPS.map((s, i) => (
            <Stepper.Step
              key={s}
              label={wide || i === index ? t(`url2video.steps.${s}`) : undefined}
              description={wide ? t(`url2video.steps.${s}Hint`) : undefined}
              aria-label={t(`url2video.steps.${s}`)}
              allowStepSelect={i <= furthest}
              data-testid={`url2video-step-${s}`}
            />
          ))}
        </Stepper>
        <LinkTemplateNote
          linkTemplateId={wizard.linkTemplateId}
          chosenId={wizard.template?.id ?? null}
          onApply={applyLinkTemplate}
          onMissing={forgetLinkTemplate}
        />
        {waiting && <Skeleton h={240} radius="lg" />}
        {!waiting && step === 'url' && <ProductStep onNext={() => go(1)} />}
        {!waiting && step === 'settings' && <SettingsStep onBack={() => go(0)} onNext={() => go(2)} />}
        {!waiting && step === 'script' && <ScriptStep onBack={() => go(1)} onNext={() => go(3)} onSettings={() => go(1)} />}
        {!waiting && step === 'template' && <TemplateStep onBack={() => go(2)} />}
      </Stack>
      <ConfirmModal
        opened={restarting}
        title={t('url2video.startOverTitle')}
        message={t('url2video.startOverMessage')}
        confirmLabel={t('url2video.startOver')}
        loading={false}
        onClose={() => setRestarting(false)}
        onConfirm={() => {
          reset();
          setRestarting(false);
          navigate(STEP_PATHS.url, { replace: true });
        }}
        testId="url2video-restart-confirm"
      />
    </Container>
  );
}
