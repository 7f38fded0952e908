import { SCRIPT_EXPECTED_SECONDS, SCRIPT_LENGTH_MAX_CHARS, URL2VIDEO_MESSAGES, type ScriptGenerateData } from '@framecast/contract';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCpu, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { creepPercent } from '../../../shared/products/analysis';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { Section } from '../../../shared/ui/Section';
import { toastSuccess } from '../../../shared/ui/toast';
import { useGenerateScripts } from '../api';
import { url2videoMessage } from '../messages';
import { useWizard } from '../store';
import { isDirty, isEdited, scriptProblem, scriptsCurrent } from '../wizard';
import { StepNav } from '../../../shared/ui/StepNav';
import classes from './Url2Video.module.css';
import { failureOf } from '../../../shared/api/failure';

interface Props {
  onBack: () => void;
  onNext: () => void;
  onSettings: () => void;
}

/**
 * Step 3: scripts written for the product (15 to 30 s), one chosen and edited. Typed changes must be
 * saved or discarded before Next; writing new scripts or choosing another version asks first when the
 * script was edited.
 */
export function ScriptStep({ onBack, onNext, onSettings }: Props) {
  const { t, i18n } = useTranslation();
  const wizard = useWizard();
  const { productId, settings, scripts, chosen, draft, setScripts, choose, editDraft, saveDraft, discardDraft } = wizard;
  const generate = useGenerateScripts();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'regenerate' } | { kind: 'switch'; index: number } | null>(null);
  const current = scriptsCurrent(wizard);
  const dirty = isDirty(wizard);
  const problem = scriptProblem(wizard);
  const max = SCRIPT_LENGTH_MAX_CHARS[settings.length];
  const { length, language } = settings;

  const run = useCallback(() => {
    if (!productId) return;
    setFailure(null);
    generate.mutate(
      { product_id: productId, length, language, variants: 3 },
      {
        onSuccess: (data: ScriptGenerateData) => setScripts({ ...data, productId, length, language }),
        onError: (err) => setFailure(failureOf(err, url2videoMessage)?.reason ?? url2videoMessage(URL2VIDEO_MESSAGES.engine)),
      },
    );
  }, [productId, length, language, generate.mutate, setScripts]);

  // Scripts are written on arrival when there are none for this product, length and language (once, even
  // when React runs the effect twice).
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${productId}|${length}|${language}`;
    if (current || asked.current === key) return;
    asked.current = key;
    run();
  }, [current, productId, length, language, run]);

  const regenerate = () => (isEdited(wizard) ? setConfirm({ kind: 'regenerate' }) : run());
  const pick = (index: number) => {
    if (index === chosen) return;
    if (isEdited(wizard)) setConfirm({ kind: 'switch', index });
    else choose(index);
  };

  const blocker = problem ? url2videoMessage(URL2VIDEO_MESSAGES[problem]) : null;

  return (
    <>
      <Section
        title={t('url2video.script.title')}
        hint={t('url2video.script.hint')}
        testId="url2video-script"
        action={
          current && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={regenerate}
              loading={generate.isPending}
              data-testid="script-regenerate"
            >
              {t('url2video.script.regenerate')}
            </Button>
          )
        }
      >
        {generate.isPending ? (
          <Writing />
        ) : failure && !current ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('url2video.script.failedTitle')} data-testid="script-failure">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" color="red" onClick={run} data-testid="script-retry">
                  {t('url2video.script.tryAgain')}
                </Button>
                <Button size="xs" variant="subtle" onClick={onSettings} data-testid="script-settings">
                  {t('url2video.script.changeSettings')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : current && scripts ? (
          <>
            {failure && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                withCloseButton
                closeButtonLabel={t('common.close')}
                onClose={() => setFailure(null)}
                data-testid="script-failure"
              >
                {failure}
              </Alert>
            )}
            <div className={classes.variants} role="radiogroup" aria-label={t('url2video.script.variants')} data-testid="script-variants">
              {scripts.variants.map((v, i) => (
                <UnstyledButton
                  key={i}
                  role="radio"
                  aria-checked={chosen === i}
                  className={classes.variant}
                  data-active={chosen === i || undefined}
                  onClick={() => pick(i)}
                  data-testid={`script-variant-${i}`}
                >
                  <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={650} lineClamp={2}>
                      {v.title}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {t('url2video.script.seconds', { count: Math.round(v.seconds) })}
                    </Text>
                  </Group>
                  {v.angle && (
                    <Text size="xs" c="brand.8" fw={600}>
                      {i18n.exists(`url2video.script.angles.${v.angle}`) ? t(`url2video.script.angles.${v.angle}`) : v.angle}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" lineClamp={4}>
                    {v.text}
                  </Text>
                  {chosen === i && isEdited(wizard) && (
                    <Text size="xs" fw={600} c="var(--mantine-color-orange-light-color)">
                      {t('url2video.script.edited')}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </div>
            <Textarea
              label={t('url2video.script.editor')}
              value={draft}
              onChange={(e) => editDraft(e.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={16}
              radius="md"
              error={problem === 'tooLong' && !dirty ? url2videoMessage(URL2VIDEO_MESSAGES.tooLong) : undefined}
              data-testid="script-editor"
            />
            <Group justify="space-between" gap="xs" mt={-8}>
              <Text size="xs" c={draft.length > max ? 'red.9' : 'dimmed'} fw={draft.length > max ? 600 : undefined} data-testid="script-count">
                {t('url2video.script.count', { count: draft.length, max })}
              </Text>
              {dirty && (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={discardDraft} data-testid="script-discard">
                    {t('url2video.script.discard')}
                  </Button>
                  <Button
                    size="xs"
                    onClick={() => {
                      saveDraft();
                      toastSuccess(t('url2video.script.saved'));
                    }}
                    data-testid="script-save"
                  >
                    {t('url2video.script.save')}
                  </Button>
                </Group>
              )}
            </Group>
            <WriterNote engine={scripts.engine} />
          </>
        ) : (
          <Skeleton h={160} radius="md" />
        )}
      </Section>
      <StepNav onBack={onBack} onNext={onNext} canNext={problem === null} blocker={current && !generate.isPending ? blocker : null} testIdPrefix="url2video" />
      <ConfirmModal
        opened={confirm !== null}
        title={t(confirm?.kind === 'switch' ? 'url2video.script.switchTitle' : 'url2video.script.regenerateTitle')}
        message={t(confirm?.kind === 'switch' ? 'url2video.script.switchMessage' : 'url2video.script.regenerateMessage')}
        confirmLabel={t(confirm?.kind === 'switch' ? 'url2video.script.switchConfirm' : 'url2video.script.regenerate')}
        loading={false}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'switch') choose(confirm.index);
          else run();
          setConfirm(null);
        }}
        testId="script-confirm"
      />
    </>
  );
}

/** "Writing scripts… 15–30 s" with a bar that creeps over the expected time. */
function Writing() {
  const { t } = useTranslation();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack gap="sm" py="md" aria-live="polite" data-testid="script-writing">
      <Group gap={8}>
        <IconSparkles size={18} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text size="sm" fw={600}>
          {t('url2video.script.writing')}
        </Text>
      </Group>
      <Progress value={Math.round(creepPercent(now - started, SCRIPT_EXPECTED_SECONDS))} animated aria-label={t('url2video.script.writing')} />
    </Stack>
  );
}

/** Who wrote the scripts, plainly: the local template writer is no language model, and says so. */
function WriterNote({ engine }: { engine: ScriptGenerateData['engine'] }) {
  const { t } = useTranslation();
  return (
    <Paper p="sm" radius="md" bg="gray.0" data-testid="script-engine" data-engine={engine}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconCpu size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="xs" c="dimmed">
          {t(engine === 'template' ? 'url2video.script.engineTemplate' : 'url2video.script.engineChat')}
        </Text>
      </Group>
    </Paper>
  );
}
