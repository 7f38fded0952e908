import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import { toastSuccess } from '../../../shared/ui/toast';
import { startGuest } from '../api/guest';

/** "Try free without an account": starts a guest session. */
export function GuestLink({ onStarted }: { onStarted: (user: UserInfo) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const user = await startGuest();
      toastSuccess(t('auth.guestStarted'));
      onStarted(user);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      leftSection={<IconPlayerPlay size={16} />}
      loading={busy}
      onClick={() => void start()}
      data-testid="guest-start"
    >
      {t('auth.guest')}
    </Button>
  );
}
