import { Alert, Button, Container, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** What an editor shows when the project (or template) it was asked to open cannot be loaded, with a way out. */
export function OpenFailed({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Container size={640} py="xl">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('editor.loadErrorTitle')}>
        <Text size="sm">{t('editor.loadError')}</Text>
        <Button mt="md" component={Link} to={to}>
          {label}
        </Button>
      </Alert>
    </Container>
  );
}
