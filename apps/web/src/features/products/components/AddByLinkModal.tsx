import { normalizeProductUrl, URL_ANALYSIS_EXPECTED_SECONDS } from '@framecast/contract';
import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAnalysis, useStartAnalysis } from '../api';
import { analysisProgress } from '../draft';
import { failureOf, productMessage } from '../messages';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The page was read into this product: the editor opens on it. */
  onReady: (productId: string) => void;
  onManual: () => void;
}

/** "Add product" by link: the URL checked here, then read by the server (up to 45 s) with a creeping bar and its stage. */
export function AddByLinkModal({ opened, onClose, onReady, onManual }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('products.link.title')} centered size="lg">
      {/* Mounted only while open, so each opening starts with an empty field. */}
      {opened && <LinkForm onReady={onReady} onManual={onManual} />}
    </Modal>
  );
}

function LinkForm({ onReady, onManual }: Pick<Props, 'onReady' | 'onManual'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [analysisId, setAnalysisId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const start = useStartAnalysis();
  const analysis = useAnalysis(analysisId);
  const state = analysis.data;
  const working = start.isPending || (analysisId !== null && state?.status !== 'failed' && !analysis.isError);
  const normalized = normalizeProductUrl(text);

  useEffect(() => {
    if (state?.status === 'ready' && state.product_id) onReady(state.product_id);
    if (state?.status === 'failed') setFailure(productMessage(state.error ?? ''));
  }, [state?.status, state?.product_id, state?.error, onReady]);
  useEffect(() => {
    if (analysis.isError) setFailure(failureOf(analysis.error)?.message ?? t('products.errors.failed'));
  }, [analysis.isError, analysis.error, t]);
  // The bar creeps on its own between answers.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [working]);

  const analyse = () => {
    setFailure(null);
    setAnalysisId(null);
    if (!normalized) {
      setFieldError(t('products.errors.url'));
      return;
    }
    setFieldError(null);
    setText(normalized);
    setStartedAt(Date.now());
    setNow(Date.now());
    start.mutate(normalized, {
      onSuccess: (a) => setAnalysisId(a.id),
      onError: (err) => {
        const f = failureOf(err);
        if (f?.fields.url) setFieldError(f.fields.url);
        else if (f) setFailure(f.message);
      },
    });
  };

  if (working) {
    const expected = state?.expected_seconds ?? URL_ANALYSIS_EXPECTED_SECONDS;
    const stage = state?.stage ?? 'fetching';
    const value = analysisProgress(now - startedAt, expected, stage);
    return (
      <Stack gap="sm" data-testid="link-working" aria-live="polite">
        <Text size="sm" fw={600} data-testid="link-stage">
          {t(`products.link.stages.${stage}`)}
        </Text>
        <Progress value={value} animated aria-label={t('products.link.working', { seconds: expected })} data-testid="link-progress" />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('products.link.working', { seconds: expected })} {text}
        </Text>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        analyse();
      }}
      noValidate
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('products.link.failedTitle')} data-testid="link-failure">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" color="red" onClick={analyse} data-testid="link-retry">
                  {t('products.link.tryAgain')}
                </Button>
                <Button size="xs" variant="subtle" onClick={onManual} data-testid="link-manual">
                  {t('products.link.manual')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('products.link.label')}
          description={t('products.link.hint')}
          placeholder={t('products.link.placeholder')}
          leftSection={<IconLink size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          data-autofocus
          inputMode="url"
          autoComplete="url"
          data-testid="link-url"
        />
        {normalized && normalized !== text.trim() && (
          <Text size="xs" c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }} data-testid="link-normalized">
            {t('products.link.willRead', { url: normalized })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" data-testid="link-analyse">
            {t('products.link.analyse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
