import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES } from '../i18n/language';

interface LanguageMenuProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** The language dropdown around LanguageSwitch's button: its own chunk, as Menu brings floating-ui. */
export default function LanguageMenu({ target, defaultOpened }: LanguageMenuProps) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={170} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
