import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES } from '../i18n/language';

/** The language choices inside a Menu (the sign-in screen's dropdown and the user menu), the current one ticked. */
export function LanguageItems({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <>
      <Menu.Label>{t('common.language')}</Menu.Label>
      {LANGUAGES.map((l) => (
        <Menu.Item
          key={l.value}
          onClick={() => setLanguage(l.value)}
          rightSection={l.value === lng ? <IconCheck size={14} /> : null}
          data-testid={`${testIdPrefix}${l.value}`}
          lang={l.value === 'zh' ? 'zh-CN' : 'en'}
        >
          {l.label}
        </Menu.Item>
      ))}
    </>
  );
}
