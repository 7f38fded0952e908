import { Button, Code, CopyButton, Stack } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCopy, IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { StatusPage } from '../../../shared/ui/StatusPage';

/** /h5: the mobile entry. Phones cannot use the editor, so point to a computer. */
export default function H5Page() {
  const { t } = useTranslation();
  const address = `${window.location.origin}/editor`;
  return (
    <StatusPage icon={<IconDeviceDesktop size={42} stroke={1.5} />} title={t('system.h5.title')} standalone testId="h5-page">
      <Stack gap="md" align="center">
        <span>{t('system.h5.text')}</span>
        <Code fz="sm" px="md" py={6} style={{ wordBreak: 'break-all' }}>
          {address}
        </Code>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} data-testid="h5-copy">
              {copied ? t('system.h5.copied') : t('system.h5.copy')}
            </Button>
          )}
        </CopyButton>
        <Button component={Link} to="/home" rightSection={<IconArrowRight size={16} />} data-testid="h5-home">
          {t('system.h5.home')}
        </Button>
      </Stack>
    </StatusPage>
  );
}
