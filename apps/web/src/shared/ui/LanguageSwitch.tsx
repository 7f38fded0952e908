import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES } from '../i18n/language';

interface LanguageSwitchProps {
  variant?: 'subtle' | 'default' | 'white';
  compact?: boolean;
}

/** English / 简体中文, remembered in localStorage 'language'. */
export function LanguageSwitch({ variant = 'subtle', compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const current = LANGUAGES.find((l) => l.value === lng) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={170}>
      <Menu.Target>
        <Button
          variant={variant}
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
          aria-label={t('common.language')}
          data-testid="language-switch"
        >
          {compact ? null : current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common.language')}</Menu.Label>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.value}
            onClick={() => setLanguage(l.value)}
            rightSection={l.value === lng ? <IconCheck size={14} /> : null}
            data-testid={`language-option-${l.value}`}
            lang={l.value === 'zh' ? 'zh-CN' : 'en'}
          >
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
