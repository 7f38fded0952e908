import { Center, Loader, Stack } from '@mantine/core';
import { Logo } from '../shared/ui/Logo';

/** Shown while the first route loads. */
export function BootScreen() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="lg">
        <Logo size={40} />
        <Loader size="sm" type="dots" />
      </Stack>
    </Center>
  );
}
