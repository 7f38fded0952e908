import { Button } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { useRouteHandle } from '../../../shared/ui/useRouteHandle';

/** The one honest page for every route whose feature is not built yet. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const name = t(`routes.${handle?.label ?? 'notFound'}`);
  return (
    <StatusPage
      icon={<IconTools size={42} stroke={1.5} />}
      badge={t('system.notAvailable.badge')}
      title={t('system.notAvailable.title', { name })}
      standalone={handle?.meta.layout !== 'shell'}
      testId="not-available"
      actions={
        <Button component={Link} to="/home" leftSection={<IconArrowLeft size={16} />} data-testid="not-available-home">
          {t('common.backHome')}
        </Button>
      }
    >
      {handle?.meta.internal ? t('system.notAvailable.internal') : t('system.notAvailable.text')}
    </StatusPage>
  );
}
