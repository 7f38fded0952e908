import { ASPECT_RATIOS, type AspectRatio } from '@framecast/timeline';
import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSpaceEntitlements } from '../api/space-entitlements';
import { useTranslation } from '../i18n/use-translation';
import { openPricing } from '../pricing/store';
import classes from './AspectRatioPicker.module.css';

/** Each ratio's outline (px) and its name's key; a ratio the timeline does not list yet is simply not drawn. */
const SHAPES: Record<string, { w: number; h: number; name: string }> = {
  '9:16': { w: 11, h: 19, name: 'portrait' },
  '16:9': { w: 22, h: 13, name: 'landscape' },
  '1:1': { w: 16, h: 16, name: 'square' },
  '3:4': { w: 14, h: 19, name: 'feed' },
  '4:3': { w: 19, h: 14, name: 'classic' },
};

interface Props {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
  /** The ratio is set elsewhere (a template made for it): the others are shown but cannot be chosen. */
  fixed?: boolean;
}

/**
 * Every aspect ratio, each drawn as its shape. The ones the space's plan lacks (user info's
 * `space.aspect_ratios`, what the server renders for it) stay in view with a lock: choosing one says so
 * and offers the upgrade, instead of the ratio silently missing or the render being refused later.
 */
export function AspectRatioPicker({ value, onChange, fixed = false }: Props) {
  const { t } = useTranslation();
  const allowed = useSpaceEntitlements().aspect_ratios;
  const [asked, setAsked] = useState<AspectRatio | null>(null);
  const locked = ASPECT_RATIOS.filter((r) => !allowed.includes(r));
  // A draft made under another plan may hold a ratio this plan lacks: it is said, as a click on it would.
  const shown = asked ?? (locked.includes(value) ? value : null);
  const choose = (ratio: AspectRatio) => {
    if (!allowed.includes(ratio)) return setAsked(ratio);
    setAsked(null);
    onChange(ratio);
  };
  return (
    <div>
      <div className={classes.group} role="radiogroup" aria-label={t('avatarVideo.settings.aspect')}>
        {ASPECT_RATIOS.map((ratio) => {
          const lock = !allowed.includes(ratio);
          const shape = SHAPES[ratio] ?? { w: 16, h: 16, name: 'square' };
          return (
            <UnstyledButton
              key={ratio}
              role="radio"
              aria-checked={value === ratio}
              aria-disabled={lock || undefined}
              className={classes.option}
              data-active={value === ratio || undefined}
              data-locked={lock || undefined}
              disabled={fixed && value !== ratio}
              onClick={() => choose(ratio)}
              data-testid={`aspect-${ratio}`}
            >
              {lock && <IconLock size={11} className={classes.lock} aria-hidden />}
              <span className={classes.shape} style={{ width: shape.w, height: shape.h }} />
              <Text size="xs" fw={650} lh={1.2}>
                {ratio}
              </Text>
              <Text size="10px" c="dimmed" lh={1.2}>
                {t(`avatarVideo.settings.aspects.${shape.name}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </div>
      {locked.length > 0 && !fixed && (
        <Text size="xs" c="dimmed" mt={6} data-testid="aspect-locked">
          {shown ? t('avatarVideo.settings.aspectLockedOne', { ratio: shown }) : t('avatarVideo.settings.aspectLocked', { list: locked.join(', ') })}{' '}
          <Anchor component="button" type="button" size="xs" fw={600} onClick={() => openPricing({ source: 'aspect-ratio' })} data-testid="aspect-upgrade">
            {t('avatarVideo.settings.aspectUpgrade')}
          </Anchor>
        </Text>
      )}
    </div>
  );
}
