import { entitlements } from '@framecast/contract';
import { estimateScriptSeconds, SCRIPT_MAX_CHARS } from '@framecast/timeline';
import { Alert, Anchor, Group, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconClockHour3 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { durationText, translate } from '../../../shared/i18n/localize';
import { planLabel } from '../../../shared/i18n/plan-names';
import { openPricing } from '../../../shared/pricing/store';
import { formatClock } from '../../../shared/projects/format';
import { LIMIT_COLOR, useLengthLimit } from '../../../shared/ui/length-limit';
import { Section } from '../../../shared/ui/Section';

interface Props {
  script: string;
  speed: number;
  plan: number;
  error?: string | null;
  onScript: (script: string) => void;
  /** Words for another kind of video (the Talking Photo page's). */
  hint?: string;
  placeholder?: string;
  /** The voice picker, under the text. */
  children?: React.ReactNode;
}

/** Step 2: the script, its length in characters and estimated seconds against the plan's limit. */
export function ScriptEditor({ script, speed, plan, error, onScript, hint, placeholder, children }: Props) {
  const { t } = useTranslation();
  // Sentence by sentence, as the server estimates the saved document (its figure decides on submit).
  const seconds = useMemo(() => estimateScriptSeconds(script, speed), [script, speed]);
  const limit = entitlements(plan).maxVideoSeconds;
  const over = seconds > limit;
  const chars = [...script].length;
  const limited = useLengthLimit(SCRIPT_MAX_CHARS);
  return (
    <Section step={2} title={t('avatarVideo.script.title')} hint={hint ?? t('avatarVideo.script.hint')} testId="script-section">
      <Textarea
        value={script}
        onChange={(e) => onScript(limited.take(e.currentTarget.value))}
        placeholder={placeholder ?? t('avatarVideo.script.placeholder')}
        aria-label={t('avatarVideo.script.title')}
        autosize
        minRows={6}
        maxRows={16}
        description={limited.message(script)}
        descriptionProps={{ 'data-testid': 'script-limit' }}
        styles={{ description: { color: LIMIT_COLOR } }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        radius="md"
        data-testid="script-input"
      />
      <Group justify="space-between" gap="xs" mt={-8}>
        <Group gap={6} wrap="nowrap">
          <IconClockHour3 size={15} color={over ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-dimmed)'} />
          <Text size="xs" c={over ? 'orange.8' : 'dimmed'} fw={over ? 600 : undefined} data-testid="script-duration">
            {t('avatarVideo.script.estimate', { time: formatClock(seconds) })}
          </Text>
          <Text size="xs" c="dimmed">
            · {t('avatarVideo.script.limit', { plan: planLabel(plan), time: durationText(limit) })}
          </Text>
        </Group>
        <Text size="xs" c={chars > SCRIPT_MAX_CHARS * 0.95 ? 'orange.8' : 'dimmed'} data-testid="script-count">
          {t('avatarVideo.script.count', { count: chars, max: SCRIPT_MAX_CHARS })}
        </Text>
      </Group>
      {over && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="script-over-limit">
          {translate({ key: 'v.videoTooLong', params: { seconds: limit } })}{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => openPricing({ source: 'script-editor' })} data-testid="script-upgrade">
            {t('render.upgrade')}
          </Anchor>
        </Alert>
      )}
      {children}
    </Section>
  );
}
