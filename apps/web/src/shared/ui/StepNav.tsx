import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import classes from './StepNav.module.css';

/** The class of a wizard's page: room under its content for the step bar on a phone. */
export const stepPageClass = classes.page;

interface Props {
  onBack?: () => void;
  onNext?: () => void;
  /** The step is done: Next opens the next one. */
  canNext?: boolean;
  /** Why Next is disabled, said beside it. */
  blocker?: string | null;
  /** In place of Next (the last step's Render or Create). */
  children?: ReactNode;
  /** `<prefix>-nav`, `<prefix>-back`, `<prefix>-next`, `<prefix>-blocker` (each wizard's journeys find them by it). */
  testIdPrefix: string;
}

/**
 * Back and Next under a wizard's step (a bar fixed to the bottom of a phone's screen: the page leaves
 * about 96 pixels free under its content), with what stands in the way of Next.
 */
export function StepNav({ onBack, onNext, canNext = true, blocker = null, children, testIdPrefix: id }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.nav} data-testid={`${id}-nav`}>
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid={`${id}-back`}>
          {t('common.back')}
        </Button>
      ) : (
        <span />
      )}
      {!canNext && blocker && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)" className={classes.blocker} role="status" data-testid={`${id}-blocker`}>
          {blocker}
        </Text>
      )}
      {children ??
        (onNext && (
          <Button rightSection={<IconArrowRight size={16} />} disabled={!canNext} onClick={onNext} data-testid={`${id}-next`}>
            {t('common.next')}
          </Button>
        ))}
    </div>
  );
}

/** A wizard's "Start over", beside its title: asks before it forgets the steps taken. */
export function StartOverButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="gray" size="xs" leftSection={<IconRefresh size={14} />} onClick={onClick} style={{ flexShrink: 0 }} data-testid={testId}>
      {t('url2video.startOver')}
    </Button>
  );
}
