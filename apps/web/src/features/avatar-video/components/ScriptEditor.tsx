import type { SpaceEntitlements } from '@framecast/contract';
import { displayScript, estimateScriptSeconds, hasScriptMarkup, SCRIPT_MAX_CHARS } from '@framecast/timeline';
import { Alert, Anchor, Group, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconClockHour3 } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { durationText, translate } from '../../../shared/i18n/localize';
import { planLabel } from '../../../shared/i18n/plan-names';
import { openPricing } from '../../../shared/pricing/store';
import { formatClock } from '../../../shared/projects/format';
import { LIMIT_COLOR, useLengthLimit } from '../../../shared/ui/length-limit';
import { Section } from '../../../shared/ui/Section';
import { PronunciationTools } from './PronunciationTools';

interface Props {
  script: string;
  speed: number;
  /** The plan and length limit of the space the video is made in (user info's `space`). */
  limits: Pick<SpaceEntitlements, 'plan' | 'max_video_seconds'>;
  error?: string | null;
  onScript: (script: string) => void;
  /** Words for another kind of video (the Talking Photo page's). */
  hint?: string;
  placeholder?: string;
  /** The chosen voice reads pauses and phonetic pronunciation; false removes them (unknown: leave them). */
  pronunciation?: boolean;
  /** The voice picker, under the text. */
  children?: React.ReactNode;
}

/** The script without pauses and pronunciations, for a voice that would not read them. */
const withoutMarkup = (script: string) => displayScript(script).replace(/[ \t]{2,}/g, ' ');

/** Step 2: the script, its length in characters and estimated seconds against the plan's limit. */
export function ScriptEditor({ script, speed, limits, error, onScript, hint, placeholder, pronunciation, children }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const [removed, setRemoved] = useState(false);
  // Spec 001 §8: where a voice lacks support, its pronunciation settings are removed, with a notice.
  useEffect(() => {
    if (pronunciation === false && hasScriptMarkup(script)) {
      onScript(withoutMarkup(script));
      setRemoved(true);
    }
  }, [pronunciation, script, onScript]);
  const selection = () => {
    const el = input.current;
    return el ? el.value.slice(el.selectionStart, el.selectionEnd) : '';
  };
  const insert = (text: string) => {
    const el = input.current;
    const [from, to] = el ? [el.selectionStart, el.selectionEnd] : [script.length, script.length];
    const before = script.slice(0, from);
    const glue = before && !/\s$/.test(before) ? ' ' : '';
    onScript(limited.take(`${before}${glue}${text}${script.slice(to)}`));
    requestAnimationFrame(() => {
      const at = from + glue.length + text.length;
      el?.focus();
      el?.setSelectionRange(at, at);
    });
  };
  // Sentence by sentence, as the server estimates the saved document (its figure decides on submit).
  const seconds = useMemo(() => estimateScriptSeconds(script, speed), [script, speed]);
  const limit = limits.max_video_seconds;
  const over = seconds > limit;
  const chars = [...script].length;
  const limited = useLengthLimit(SCRIPT_MAX_CHARS);
  return (
    <Section step={2} title={t('avatarVideo.script.title')} hint={hint ?? t('avatarVideo.script.hint')} testId="script-section">
      <PronunciationTools supported={pronunciation !== false} selection={selection} insert={insert} />
      {removed && (
        <Alert
          color="yellow"
          variant="light"
          withCloseButton
          onClose={() => setRemoved(false)}
          closeButtonLabel={t('common.close')}
          data-testid="pronounce-removed"
        >
          {t('avatarVideo.pronounce.removed')}
        </Alert>
      )}
      <Textarea
        ref={input}
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
          <Text size="xs" c={over ? LIMIT_COLOR : 'dimmed'} fw={over ? 600 : undefined} data-testid="script-duration">
            {t('avatarVideo.script.estimate', { time: formatClock(seconds) })}
          </Text>
          <Text size="xs" c="dimmed" data-testid="script-plan-limit">
            · {t('avatarVideo.script.limit', { plan: planLabel(limits.plan), time: durationText(limit) })}
          </Text>
        </Group>
        <Text size="xs" c={chars > SCRIPT_MAX_CHARS * 0.95 ? LIMIT_COLOR : 'dimmed'} data-testid="script-count">
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
