import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() => import('../features/system/pages/NotFoundPage'));

/** Error boundary of the route tree: a 404 shows "page not found", anything else offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <IconAlertTriangle size={48} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{t('system.error.title')}</Title>
        <Text c="dimmed">{t('system.error.text')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('system.error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
