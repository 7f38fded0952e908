import { Container, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/api/user-info';
import { Greeting } from '../components/Greeting';
import { GuestBanner } from '../components/GuestBanner';
import { ToolSection } from '../components/ToolSection';
import { avatarTools, createVideoTools, moreTools } from '../tools';

/** /home: greeting, then create video, avatar and more tools. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const guest = user?.status === 'guest';
  const name = guest ? t('common.freeTrial') : user?.nickname || user?.username.split('@')[0] || '';
  return (
    <Container size={1180} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap={36}>
        <Greeting name={name} />
        {guest && <GuestBanner />}
        <ToolSection
          testId="home-create-video-section"
          title={t('home.createVideo')}
          hint={t('home.createVideoHint')}
          tools={createVideoTools}
          columns={{ base: 1, xs: 2, md: 3 }}
        />
        <ToolSection
          testId="home-avatar-section"
          title={t('home.avatar')}
          hint={t('home.avatarHint')}
          tools={avatarTools}
          columns={{ base: 1, xs: 2, md: 3, lg: 5 }}
          large
        />
        <ToolSection
          testId="home-more-tools-section"
          title={t('home.moreTools')}
          hint={t('home.moreToolsHint')}
          tools={moreTools}
          columns={{ base: 1, xs: 2, md: 3 }}
          action={{ label: t('home.seeAll'), to: '/all-tools' }}
        />
      </Stack>
    </Container>
  );
}
