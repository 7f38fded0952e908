import { ASPECT_RATIOS, type AspectRatio } from '@framecast/timeline';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import classes from './AspectRatioPicker.module.css';

const ICON: Record<AspectRatio, { w: number; h: number }> = {
  '9:16': { w: 11, h: 19 },
  '16:9': { w: 22, h: 13 },
  '1:1': { w: 16, h: 16 },
  '3:4': { w: 14, h: 18 },
  '4:3': { w: 19, h: 14 },
};

interface Props {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
  /** The ratio is set elsewhere (a template made for it): the others are shown but cannot be chosen. */
  fixed?: boolean;
}

/** 9:16, 16:9 or 1:1, each drawn as its shape. */
export function AspectRatioPicker({ value, onChange, fixed = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.group} role="radiogroup" aria-label={t('avatarVideo.settings.aspect')}>
      {ASPECT_RATIOS.map((ratio) => (
        <UnstyledButton
          key={ratio}
          role="radio"
          aria-checked={value === ratio}
          className={classes.option}
          data-active={value === ratio || undefined}
          disabled={fixed && value !== ratio}
          onClick={() => onChange(ratio)}
          data-testid={`aspect-${ratio}`}
        >
          <span className={classes.shape} style={{ width: ICON[ratio].w, height: ICON[ratio].h }} />
          <Text size="xs" fw={650} lh={1.2}>
            {ratio}
          </Text>
          <Text size="10px" c="dimmed" lh={1.2}>
            {t(`avatarVideo.settings.aspects.${ratio === '9:16' ? 'portrait' : ratio === '16:9' ? 'landscape' : 'square'}`)}
          </Text>
        </UnstyledButton>
      ))}
    </div>
  );
}
