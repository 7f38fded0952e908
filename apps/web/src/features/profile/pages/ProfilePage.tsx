import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/api/user-info';
import { openAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { ApiKeysCard } from '../components/ApiKeysCard';
import { DangerZone } from '../components/DangerZone';
import { EmailCard } from '../components/EmailCard';
import { IdentityCard } from '../components/IdentityCard';
import { PasswordCard } from '../components/PasswordCard';
import { PlanSummary } from '../components/PlanSummary';

/** /profile: nickname, photo, email, password, plan, API keys and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (!user) return null;
  return (
    <Container size={860} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={28}>
            {t('profile.title')}
          </Title>
          <Text c="dimmed">{t('profile.subtitle')}</Text>
        </div>
        {user.status === 'guest' ? (
          <Paper p="xl" radius="lg" withBorder data-testid="profile-guest">
            <Stack align="flex-start" gap="sm">
              <Title order={3} fz="lg">
                {t('profile.guestTitle')}
              </Title>
              <Text c="dimmed">{t('profile.guestText')}</Text>
              <Button leftSection={<IconSparkles size={16} />} onClick={() => openAuthDialog({ mode: 1 })}>
                {t('home.guestCta')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <IdentityCard key={user.nickname} user={user} />
            <EmailCard user={user} />
            <PasswordCard user={user} />
            <PlanSummary user={user} />
            <ApiKeysCard />
            <DangerZone />
          </>
        )}
      </Stack>
    </Container>
  );
}
