import { BATCH_MAX_PRODUCTS, ErrorCode } from '@framecast/contract';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { StepNav } from '../../../shared/ui/StepNav';
import { useBatchAnalyze } from '../api';
import { batchMessage } from '../../../shared/batch/messages';
import { useBatch } from '../store';
import { linksOf, linksProblem } from '../wizard';
import { failureOf } from '../../../shared/api/failure';

interface Props {
  onNext: () => void;
  onPlanRefused: () => void;
}

/**
 * Batch Mode's first step: up to ten product links, separated by spaces, line breaks or commas, counted
 * as they are typed and checked as the server would (its words) before they are sent to be read.
 */
export function AddLinksStep({ onNext, onPlanRefused }: Props) {
  const { t } = useTranslation();
  const { text, entries, setText, analysed } = useBatch();
  const analyze = useBatchAnalyze();
  // The text's own problems show once the field is left or sent; the server's stay until it changes.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { urls, invalid } = linksOf(text);
  const problem = linksProblem(text);
  const error = serverError ?? (checked && problem ? batchMessage(problem) : null);
  // The same links as were read: Next goes on without reading them again.
  const unchanged = entries.length > 0 && entries.length === urls.length && entries.every((e, i) => e.url === urls[i]);
  const over = urls.length > BATCH_MAX_PRODUCTS;

  const submit = () => {
    setChecked(true);
    setFailure(null);
    if (problem) return;
    if (unchanged) return onNext();
    analyze.mutate(text, {
      onSuccess: ({ items }) => {
        analysed(items);
        onNext();
      },
      onError: (err) => {
        const f = failureOf(err, batchMessage);
        if (!f) return;
        if (f.code === ErrorCode.PLAN_FEATURE_REQUIRED) onPlanRefused();
        else if (f.fields.urls) setServerError(f.fields.urls);
        else setFailure(f.message);
      },
    });
  };

  return (
    <>
      <Section title={t('batch.add.title')} hint={t('batch.add.hint', { max: BATCH_MAX_PRODUCTS })} testId="batch-add">
        <form
          id="batch-add-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="xs">
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('batch.add.failedTitle')} data-testid="batch-add-failure">
                {failure}
              </Alert>
            )}
            <Textarea
              label={t('batch.add.label')}
              description={t('batch.add.description', { max: BATCH_MAX_PRODUCTS })}
              placeholder={t('batch.add.placeholder')}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setServerError(null);
              }}
              onBlur={() => text.trim() && setChecked(true)}
              error={error}
              autosize
              minRows={6}
              maxRows={14}
              radius="md"
              spellCheck={false}
              autoCapitalize="off"
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              data-testid="batch-urls"
            />
            <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="batch-urls-invalid">
                {checked && invalid.length > 0 ? t('batch.add.notLinks', { list: invalid.slice(0, 3).join(', ') }) : '\u00a0'}
              </Text>
              <Text
                size="sm"
                fw={650}
                c={over ? 'red.9' : urls.length > 0 ? undefined : 'dimmed'}
                style={{ flexShrink: 0 }}
                aria-live="polite"
                data-testid="batch-urls-count"
              >
                {t('batch.add.count', { count: urls.length, max: BATCH_MAX_PRODUCTS })}
              </Text>
            </Group>
          </Stack>
        </form>
      </Section>
      <StepNav testIdPrefix="batch">
        <Button
          type="submit"
          form="batch-add-form"
          loading={analyze.isPending}
          leftSection={unchanged ? undefined : <IconSparkles size={16} />}
          rightSection={unchanged ? <IconArrowRight size={16} /> : undefined}
          data-testid="batch-analyze"
        >
          {t(unchanged ? 'common.next' : 'batch.add.analyze')}
        </Button>
      </StepNav>
    </>
  );
}
