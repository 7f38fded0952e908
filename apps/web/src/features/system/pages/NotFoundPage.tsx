import { Button } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { StatusPage } from '../../../shared/ui/StatusPage';

/** Any address outside the route table. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapSearch size={42} stroke={1.5} />}
      color="gray"
      badge="404"
      title={t('system.notFound.title')}
      standalone
      testId="not-found"
      actions={
        <Button component={Link} to="/home" leftSection={<IconArrowLeft size={16} />}>
          {t('common.backHome')}
        </Button>
      }
    >
      {t('system.notFound.text')}
    </StatusPage>
  );
}
