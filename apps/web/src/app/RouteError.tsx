import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
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
  // This replaces the whole layout, so it brings its own <main> and <h1>.
  return (
    <Center component="main" mih="70vh" p="xl" data-testid="route-error">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <IconAlertTriangle size={48} color="var(--mantine-color-orange-6)" />
        <Title order={1} fz={26}>
          {t('system.error.title')}
        </Title>
        <Text c="dimmed">{t('system.error.text')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('system.error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
