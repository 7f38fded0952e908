import { Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconServer } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Logo } from '../../../shared/ui/Logo';
import { BrandArt } from './BrandArt';
import classes from './BrandColumn.module.css';

/** The left column of the sign-in screen on desktop: brand, art and what the product does. */
export function BrandColumn({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <aside className={`${classes.column} ${className ?? ''}`} aria-hidden="false">
      <div className={classes.content}>
        <Logo size={28} inverted />
      </div>
      <BrandArt />
      <Stack gap="md" className={classes.content}>
        <Title order={3} c="white" fz={21} lh={1.3}>
          {t('auth.brand.headline')}
        </Title>
        <ul className={classes.bullets}>
          {(['bullet1', 'bullet2', 'bullet3'] as const).map((key) => (
            <li key={key}>
              <IconCircleCheckFilled size={16} style={{ flexShrink: 0, marginTop: 1 }} />
              <span>{t(`auth.brand.${key}`)}</span>
            </li>
          ))}
        </ul>
        <Text size="xs" c="rgba(255,255,255,0.8)" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconServer size={14} /> {t('auth.brand.selfHosted')}
        </Text>
      </Stack>
    </aside>
  );
}
