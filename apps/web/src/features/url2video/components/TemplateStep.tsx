import { ErrorCode, TEMPLATE_MESSAGES, URL2VIDEO_MESSAGES, type Template } from '@framecast/contract';
import { Alert, Button, Grid, Stack, Text, useMatches } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { useTemplate } from '../../../shared/templates/api';
import { templateMessage } from '../../../shared/templates/messages';
import { TemplateChooser } from '../../../shared/templates/TemplateChooser';
import { StepNav } from '../../../shared/ui/StepNav';
import { toastSuccess } from '../../../shared/ui/toast';
import { EngineNote } from '../../../shared/video-form/EngineNote';
import { needsBackgroundWarning } from '../../../shared/video-form/settings';
import { useCreateUrlVideo } from '../api';
import { url2videoMessage } from '../messages';
import { useWizard } from '../store';
import { createRequest } from '../wizard';
import { Summary } from './Summary';
import classes from './Url2Video.module.css';
import { type Failure, failureOf } from '../../../shared/api/failure';

/** Refusals an upgrade of the plan answers (the video is too long for it, or the credits ran out). */
const UPGRADE_CODES: readonly number[] = [ErrorCode.VIDEO_TOO_LONG, ErrorCode.INSUFFICIENT_CREDITS];

/**
 * Step 4: templates of the video's aspect ratio (the shared chooser), the chosen one highlighted; the
 * background-removal warning where it applies; then Render, and the project's page follows the render.
 */
export function TemplateStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wizard = useWizard();
  const { settings, template, chooseTemplate, finish } = wizard;
  const chosen = useTemplate(template?.id ?? null);
  const create = useCreateUrlVideo();
  const [failure, setFailure] = useState<Failure | null>(null);
  const body = createRequest(wizard);
  const wide = useMatches({ base: false, lg: true });
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [failure]);
  const cutsOut = needsBackgroundWarning(chosen.data, settings.avatar);

  const pick = (tpl: Template) => {
    setFailure(null);
    chooseTemplate({ id: tpl.id, aspectRatio: tpl.aspect_ratio });
  };

  const render = () => {
    if (!body) return;
    setFailure(null);
    create.mutate(body, {
      onSuccess: (project) => {
        toastSuccess(t('url2video.render.started'));
        // The wizard is cleared as this page goes (cleared now, it would send itself back to step 1).
        finish();
        navigate(`/video-detail?id=${project.id}`);
      },
      onError: (err) => setFailure(failureOf(err, url2videoMessage)),
    });
  };

  const failureBlock = failure && (
    <div ref={failureRef} data-testid="url2video-render-failure">
      {UPGRADE_CODES.includes(failure.code) ? (
        <LimitAlert message={failure.reason} upgradeLabel={t('url2video.render.upgrade')} source="url2video" testId="url2video-render" />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('url2video.render.failedTitle')}>
          {failure.reason}
        </Alert>
      )}
    </div>
  );

  // Render beside the summary on a wide screen (it stays in view), in the bar at the bottom otherwise.
  const renderAction = (
    <Stack gap={6} align="stretch" style={{ flex: 1, minWidth: 0 }}>
      {!template && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)" ta={wide ? 'left' : 'right'} role="status" data-testid="url2video-blocker">
          {url2videoMessage(URL2VIDEO_MESSAGES.template)}
        </Text>
      )}
      <Button
        leftSection={<IconRocket size={16} />}
        onClick={render}
        loading={create.isPending}
        disabled={!body}
        size={wide ? 'md' : 'sm'}
        style={{ alignSelf: wide ? 'stretch' : 'flex-end' }}
        data-testid="url2video-render"
      >
        {t('url2video.render.submit')}
      </Button>
    </Stack>
  );

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TemplateChooser aspectRatio={settings.aspectRatio} selectedId={template?.id ?? null} onChoose={pick} testIdPrefix="url2video" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} className={classes.side}>
          <Stack gap="md">
            <Summary template={chosen.data ?? null} />
            {cutsOut && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="url2video-background-warning">
                {templateMessage(TEMPLATE_MESSAGES.backgroundRemoval)}
              </Alert>
            )}
            {wide && failureBlock}
            {wide && renderAction}
            <EngineNote />
          </Stack>
        </Grid.Col>
      </Grid>
      {!wide && failureBlock}
      <StepNav onBack={onBack} testIdPrefix="url2video">
        {!wide && renderAction}
      </StepNav>
    </>
  );
}
