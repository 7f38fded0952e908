import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { useAfterFirstPage } from '../after-first-page';
import { currentLanguage } from '../i18n';
import { LANGUAGES } from '../i18n/language';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

interface LanguageSwitchProps {
  variant?: 'subtle' | 'default' | 'white';
  compact?: boolean;
}

/**
 * English / 简体中文, remembered in localStorage 'language'. The button shows at once; its dropdown
 * (LanguageMenu) is fetched after the page is usable, so the sign-in page does not wait for it, and a
 * click that comes first opens it as soon as it arrives.
 */
export function LanguageSwitch({ variant = 'subtle', compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const current = LANGUAGES.find((l) => l.value === lng) ?? LANGUAGES[0];
  const [menu, setMenu] = useState<'none' | 'load' | 'open'>('none');
  // The dropdown loads once the page is up, or when the pointer comes over the button; not on focus:
  // the button is re-created inside the menu, which would drop the keyboard focus.
  const pageUp = useAfterFirstPage();
  useEffect(() => {
    if (pageUp) setMenu((m) => (m === 'none' ? 'load' : m));
  }, [pageUp]);
  const button = (
    <Button
      variant={variant}
      // On white, gray's shade 6 reads at 3.3:1; dark text keeps the label legible (WCAG AA).
      color={variant === 'white' ? 'dark' : 'gray'}
      size="compact-sm"
      leftSection={<IconLanguage size={16} />}
      rightSection={compact ? null : <IconChevronDown size={14} />}
      aria-label={t('common.language')}
      aria-haspopup="menu"
      data-testid="language-switch"
      onPointerEnter={() => setMenu((m) => (m === 'none' ? 'load' : m))}
      onClick={() => setMenu('open')}
    >
      {compact ? null : current.label}
    </Button>
  );
  if (menu === 'none') return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu target={button} defaultOpened={menu === 'open'} />
    </Suspense>
  );
}
