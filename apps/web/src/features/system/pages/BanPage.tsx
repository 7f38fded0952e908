import { Button } from '@mantine/core';
import { IconBan, IconLogin } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLogout } from '../../../shared/api/logout';
import { StatusPage } from '../../../shared/ui/StatusPage';

/** /ban: shown after any call answers 50007. */
export default function BanPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <StatusPage
      icon={<IconBan size={42} stroke={1.5} />}
      color="red"
      title={t('system.ban.title')}
      standalone
      testId="ban-page"
      actions={
        <Button variant="default" leftSection={<IconLogin size={16} />} loading={logout.isPending} onClick={() => logout.mutate()} data-testid="ban-sign-out">
          {t('system.ban.other')}
        </Button>
      }
    >
      <p style={{ margin: 0 }}>{t('system.ban.text')}</p>
      <p style={{ marginBottom: 0 }}>{t('system.ban.contact')}</p>
    </StatusPage>
  );
}
