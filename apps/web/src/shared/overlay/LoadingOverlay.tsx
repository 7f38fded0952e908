import { Box, Loader, Progress, Stack, Text, Title, Transition } from '@mantine/core';
import { useOverlayStore } from './store';
import classes from './LoadingOverlay.module.css';

/** Full-screen overlay for long operations; driven by the `overlay` store. */
export function LoadingOverlay() {
  const { open, title, subtitle, percent, messages } = useOverlayStore();
  const latest = messages[messages.length - 1];
  return (
    <Transition mounted={open} transition="fade" duration={200}>
      {(style) => (
        <Box className={classes.backdrop} style={style} role="alertdialog" aria-modal="true" aria-busy="true" aria-label={title} data-testid="loading-overlay">
          <Stack className={classes.panel} align="center" gap="md">
            <Loader size="lg" type="bars" color="violet" />
            <Title order={3} ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" ta="center" size="sm">
                {subtitle}
              </Text>
            )}
            {percent !== undefined && (
              <Stack gap={4} w="100%">
                <Progress value={percent} size="md" radius="xl" animated striped color="violet" aria-label={title} />
                <Text size="xs" c="dimmed" ta="right">
                  {Math.floor(percent)}%
                </Text>
              </Stack>
            )}
            <Box className={classes.messages} aria-live="polite">
              {latest && (
                <Text key={latest.id} className={classes.message} size="sm">
                  {latest.text}
                </Text>
              )}
            </Box>
          </Stack>
        </Box>
      )}
    </Transition>
  );
}
