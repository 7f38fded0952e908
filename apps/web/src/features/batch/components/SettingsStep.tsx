import { BATCH_MESSAGES, ErrorCode, TEMPLATE_MESSAGES, type Template } from '@framecast/contract';
import { Alert, Button, Grid, Stack, Text, useMatches } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { useProductsByIds } from '../../../shared/products/api';
import { useTemplate } from '../../../shared/templates/api';
import { templateMessage } from '../../../shared/templates/messages';
import { templateName } from '../../../shared/templates/names';
import { TemplateChooser } from '../../../shared/templates/TemplateChooser';
import { StepNav } from '../../../shared/ui/StepNav';
import { EngineNote } from '../../../shared/video-form/EngineNote';
import { needsBackgroundWarning } from '../../../shared/video-form/settings';
import { VideoSettingsForm } from '../../../shared/video-form/VideoSettingsForm';
import { useBatchCreate } from '../api';
import { batchMessage } from '../../../shared/batch/messages';
import { useBatch, useBatchKind } from '../store';
import { createRequest, settingsProblem } from '../wizard';
import classes from './Batch.module.css';
import { BatchSummary } from './BatchSummary';
import { ScriptStylePicker } from './ScriptStylePicker';
import { type Failure, failureOf } from '../../../shared/api/failure';

/** Refusals an upgrade of the plan answers (the videos are too long for it, or the credits ran out). */
const UPGRADE_CODES: readonly number[] = [ErrorCode.VIDEO_TOO_LONG, ErrorCode.INSUFFICIENT_CREDITS];

interface Props {
  onBack: () => void;
  onPlanRefused: () => void;
}

/**
 * The settings step: the videos' format, length, language, presenter, voice and subtitles (URL to
 * Video's form), the script style and the template (both required), a summary, and Create: one video
 * per product, each queued to render.
 */
export function SettingsStep({ onBack, onPlanRefused }: Props) {
  const { t } = useTranslation();
  const kind = useBatchKind();
  const wizard = useBatch();
  const { settings, angle, template, linkTemplateId, patchSettings, chooseAngle, chooseTemplate, finish } = wizard;
  const products = useProductsByIds(wizard.products);
  // Products found short of pictures or gone since they were chosen do not go (the summary says so).
  const usable = wizard.products.filter((_, i) => products[i]?.data?.media_ok === true);
  const loading = products.some((q) => q.isPending);
  const chosen = useTemplate(template?.id ?? null);
  const fixed = useTemplate(linkTemplateId !== null && template?.id === linkTemplateId ? linkTemplateId : null);
  const create = useBatchCreate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const wide = useMatches({ base: false, lg: true });
  const body = loading ? null : createRequest(wizard, kind, usable);
  const problem = settingsProblem(wizard, loading ? wizard.products : usable);
  const cutsOut = needsBackgroundWarning(chosen.data, settings.avatar);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [failure]);

  const pick = (tpl: Template) => {
    setFailure(null);
    chooseTemplate({ id: tpl.id, aspectRatio: tpl.aspect_ratio });
  };

  const submit = () => {
    if (!body) return;
    setFailure(null);
    create.mutate(body, {
      onSuccess: (result) => {
        finish(result);
        window.scrollTo({ top: 0 });
      },
      onError: (err) => {
        const f = failureOf(err, batchMessage);
        if (f?.code === ErrorCode.PLAN_FEATURE_REQUIRED) onPlanRefused();
        else setFailure(f);
      },
    });
  };

  const blocker =
    problem === 'products'
      ? batchMessage(BATCH_MESSAGES.products)
      : problem === 'voice'
        ? t('url2video.settings.voiceNeeded')
        : problem === 'script'
          ? batchMessage(BATCH_MESSAGES.script)
          : problem === 'template'
            ? batchMessage(BATCH_MESSAGES.template)
            : null;

  const failureBlock = failure && (
    <div ref={failureRef} data-testid="batch-create-failure">
      {UPGRADE_CODES.includes(failure.code) ? (
        <LimitAlert message={failure.message} upgradeLabel={t('url2video.render.upgrade')} source="batch" testId="batch-create" />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('batch.create.failedTitle')}>
          {failure.fields.template_id ?? failure.message}
        </Alert>
      )}
    </div>
  );

  // Create beside the summary on a wide screen (it stays in view), in the bar at the bottom otherwise.
  const createAction = (
    <Stack gap={6} align="stretch" style={{ flex: 1, minWidth: 0 }}>
      {blocker && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)" ta={wide ? 'left' : 'right'} role="status" data-testid="batch-blocker">
          {blocker}
        </Text>
      )}
      {create.isPending && (
        <Text size="xs" c="dimmed" ta={wide ? 'left' : 'right'} aria-live="polite" data-testid="batch-creating">
          {t('batch.create.working', { count: usable.length })}
        </Text>
      )}
      <Button
        leftSection={<IconRocket size={16} />}
        onClick={submit}
        loading={create.isPending}
        disabled={!body}
        size={wide ? 'md' : 'sm'}
        style={{ alignSelf: wide ? 'stretch' : 'flex-end' }}
        data-testid="batch-create"
      >
        {t('batch.create.submit', { count: usable.length })}
      </Button>
    </Stack>
  );

  return (
    <>
      <VideoSettingsForm
        settings={settings}
        onChange={patchSettings}
        ratioFixedNote={fixed.data ? t('url2video.settings.aspectFixed', { name: templateName(fixed.data, t) }) : null}
        testIdPrefix="batch"
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <ScriptStylePicker value={angle} onChange={chooseAngle} />
            <TemplateChooser aspectRatio={settings.aspectRatio} selectedId={template?.id ?? null} onChoose={pick} testIdPrefix="batch" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} className={classes.side}>
          <Stack gap="md">
            <BatchSummary products={products} template={chosen.data ?? null} />
            {cutsOut && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="batch-background-warning">
                {templateMessage(TEMPLATE_MESSAGES.backgroundRemoval)}
              </Alert>
            )}
            {wide && failureBlock}
            {wide && createAction}
            <EngineNote />
          </Stack>
        </Grid.Col>
      </Grid>
      {!wide && failureBlock}
      <StepNav onBack={onBack} testIdPrefix="batch">
        {!wide && createAction}
      </StepNav>
    </>
  );
}
